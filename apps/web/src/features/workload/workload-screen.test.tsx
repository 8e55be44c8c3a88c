import type { ClassroomSummary, StudentsFrequencyList, StudentsWorkloadList } from '@ava/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubViewport } from '../../test/viewport.ts';

const CLASSROOM = '0b8c1a52-6a2b-4c57-9d7e-3f1a2b3c4d5e';
const frequency: StudentsFrequencyList = {
  classroom_id: CLASSROOM,
  classroom_name: '3º ano - Turma A',
  month: '2026-03',
  students: [
    { student_id: 's1', name: 'Bruno Lima', classes: 3, missed_classes: 2, frequency: 33.3 },
    { student_id: 's2', name: 'Carla Souza', classes: 3, missed_classes: 0, frequency: 100 },
  ],
};
const workload: StudentsWorkloadList = {
  ...frequency,
  students: [
    { student_id: 's1', name: 'Bruno Lima', delivered_activities: 2, activity_minutes: 95, platform_minutes: 15 },
  ],
};

beforeAll(async () => {
  stubViewport(1024);
  await import('./workload-screen.tsx');
});
afterEach(() => logout());

describe("the 'Carga horária' screen", () => {
  it("shows each student's frequency and, in the other tab, their workload", async () => {
    answerFetch((url) => {
      if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
      if (url.pathname === '/api/identity/classrooms') {
        return jsonResponse(200, { classrooms: [{ id: CLASSROOM, name: '3º ano - Turma A' } as ClassroomSummary] });
      }
      if (url.pathname.endsWith('/workload/students_frequency_list')) return jsonResponse(200, frequency);
      if (url.pathname.endsWith('/workload/monthly_frequency')) {
        return jsonResponse(200, { classroom_id: CLASSROOM, classroom_name: 'x', year: 2026, students: 2, months: [] });
      }
      if (url.pathname.endsWith('/workload/students_workload_list')) return jsonResponse(200, workload);
      return undefined;
    });
    startSession('demo', buildLogin('school_teacher', { menu: menuOf({ gestao: ['carga-horaria'] }) }));
    const user = userEvent.setup();
    renderApp(`/demo/professor/carga-horaria?turma=${CLASSROOM}&mes=2026-03`);
    const bruno = (await screen.findAllByText('Bruno Lima'))[0]?.closest('tr, li') as HTMLElement;
    expect(within(bruno).getByText('33,3%')).toBeInTheDocument();
    expect(screen.getAllByText('100%').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Carga horária' }));
    expect(await screen.findByText('1 hora e 35 minutos')).toBeInTheDocument();
    expect(screen.getByText('15 minutos')).toBeInTheDocument();
  }, 20_000);
});
