import type { ClassDiaryDetails, ClassDiaryLesson, ClassroomSummary } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubViewport } from '../../test/viewport.ts';

const CLASSROOM = '0b8c1a52-6a2b-4c57-9d7e-3f1a2b3c4d5e';
const classroom = { id: CLASSROOM, name: '3º ano - Turma A' } as ClassroomSummary;
const lesson: ClassDiaryLesson = {
  id: '1c9d2b63-7b3c-4d68-8e8f-4a2b3c4d5e6f',
  classroom_id: CLASSROOM,
  classroom_name: '3º ano - Turma A',
  date: '2026-03-02',
  subject: 'Matemática',
  bncc: ['EF03MA07'],
  content: '<p>Multiplicação</p>',
  lessons: 2,
  author_id: 'u1',
  author_name: 'Professora Ana',
  absences: 0,
  can_edit: true,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
};
const details: ClassDiaryDetails = {
  ...lesson,
  students: [
    { id: 's1', name: 'Bruno Lima', absent: false },
    { id: 's2', name: 'Carla Souza', absent: false },
  ],
};

function serve(experimentals: ('enableManualFrequency' | 'enableLearning')[]) {
  const patches: unknown[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/identity/classrooms') return jsonResponse(200, { classrooms: [classroom] });
    if (url.pathname === '/api/class-diary/v1/class-diary') {
      return jsonResponse(200, { lessons: [lesson], page: 1, total: 1, per_page: 20 });
    }
    if (url.pathname === `/api/class-diary/v1/class-diary/${lesson.id}`) {
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { absent_student_ids: string[] };
        patches.push(body);
        return jsonResponse(200, {
          ...details,
          students: details.students.map((s) => ({ ...s, absent: body.absent_student_ids.includes(s.id) })),
        });
      }
      return jsonResponse(200, details);
    }
    return undefined;
  });
  startSession('demo', buildLogin('school_teacher', { menu: menuOf({ gestao: ['diario-de-classe'] }), experimentals }));
  return patches;
}

beforeAll(async () => {
  stubViewport(390);
  await import('./class-diary-screen.tsx');
});
afterEach(() => logout());

describe("the 'Diário de classe' screen", () => {
  it('lists the lessons with their classroom, classes and absences, without the attendance tab when the experiment is off', async () => {
    serve([]);
    renderApp('/demo/professor/diario-de-classe');
    expect(await screen.findByRole('heading', { name: 'Diário de classe' })).toBeInTheDocument();
    expect(await screen.findByText('Matemática')).toBeInTheDocument();
    expect(screen.getAllByText('3º ano - Turma A').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Nova aula' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chamada manual' })).not.toBeInTheDocument();
  }, 20_000);

  it("takes the attendance of a lesson in 'Chamada manual' when the experiment is on", async () => {
    const patches = serve(['enableManualFrequency']);
    const user = userEvent.setup();
    renderApp('/demo/professor/diario-de-classe/chamada-manual');
    expect(await screen.findByRole('link', { name: 'Chamada manual' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Turma' }), CLASSROOM);
    const lessonSelect = await screen.findByRole('combobox', { name: 'Aula' });
    await waitFor(() =>
      expect(within(lessonSelect).getByRole('option', { name: '02/03/2026 - Matemática' })).toBeInTheDocument(),
    );
    await user.selectOptions(lessonSelect, lesson.id);
    const row = (await screen.findByText('Carla Souza')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    expect(within(row).getByText('Faltou')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(() => expect(patches).toEqual([{ absent_student_ids: ['s2'] }]));
    expect(within(row).getByRole('checkbox')).toBeChecked();
  }, 20_000);
});
