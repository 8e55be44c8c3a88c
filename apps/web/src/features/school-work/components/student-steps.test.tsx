import type { WorkResult } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../school-work-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import { StudentSteps } from './student-steps.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const student = (n: number, name: string): WorkResult => ({
  student: `50000000-0000-4000-8000-00000000000${n}`,
  name,
  username: `aluno${n}`,
  status: 3,
  delivery_status: 'sent',
  draft: false,
  score: null,
  pokz: 0,
  delivery_date: null,
  evaluated: false,
  files_count: 0,
});
const students = [student(1, 'Ana Souza'), student(2, 'Bruno Lima'), student(3, 'Carla Dias')];
const base = `/demo/professor/atividades/redacao/${ACTIVITY}/aluno`;

function renderSteps(studentId: string) {
  answerFetch((url) =>
    url.pathname === '/api/school_work/work_results' ? jsonResponse(200, { students }) : undefined,
  );
  renderInRouter(
    <QueryClientProvider client={new QueryClient()}>
      <StudentSteps activityId={ACTIVITY} studentId={studentId} />
    </QueryClientProvider>,
    `${base}/${studentId}`,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('StudentSteps', () => {
  it("leads to the students before and after in the results' order", async () => {
    renderSteps(students[1]?.student ?? '');
    const steps = await screen.findByRole('navigation', { name: 'Outros alunos da atividade' });
    expect(within(steps).getByRole('link', { name: 'Aluno anterior: Ana Souza' })).toHaveAttribute(
      'href',
      `${base}/${students[0]?.student}`,
    );
    expect(within(steps).getByRole('link', { name: 'Próximo aluno: Carla Dias' })).toHaveAttribute(
      'href',
      `${base}/${students[2]?.student}`,
    );
  });

  it('offers no previous student on the first one', async () => {
    renderSteps(students[0]?.student ?? '');
    const steps = await screen.findByRole('navigation', { name: 'Outros alunos da atividade' });
    expect(within(steps).getAllByRole('link')).toHaveLength(1);
    expect(within(steps).getByRole('link', { name: 'Próximo aluno: Bruno Lima' })).toBeVisible();
  });
});
