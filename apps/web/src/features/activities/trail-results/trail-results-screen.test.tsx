import type { LearningTrailsResultList, LearningTrailsSummary, TrailChoice } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { chooseWording, loadCorporateWording } from '../../../i18n/vocabulary.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { TrailResultsScreen } from './trail-results-screen.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const TRAIL: TrailChoice = {
  trail_id: 'a0000000-0000-4000-8000-000000000001',
  external_id: 'T-1',
  title: 'Frações no dia a dia',
  total_steps: 3,
};
const student = (n: number, name: string, values: Partial<LearningTrailsResultList['students'][number]>) => ({
  student_id: `b0000000-0000-4000-8000-00000000000${n}`,
  name,
  username: `aluno${n}`,
  progress: 0,
  steps_done: 0,
  score: null,
  started_at: null,
  finished_at: null,
  last_access: null,
  ...values,
});
const RESULTS: LearningTrailsResultList = {
  trail: TRAIL,
  total_students: 2,
  students: [
    student(1, 'Ana Souza', {
      progress: 100,
      steps_done: 3,
      score: 5,
      started_at: '2026-03-02T13:00:00.000Z',
      finished_at: '2026-03-02T14:00:00.000Z',
      last_access: '2026-03-02T13:50:00.000Z',
    }),
    student(2, 'Bruno Lima', { progress: 33, steps_done: 1, started_at: '2026-03-03T12:00:00.000Z' }),
  ],
};
const step = (n: number, type: string, done: number, answers = 0, correct = 0) => ({
  item_id: `c0000000-0000-4000-8000-00000000000${n}`,
  title: `Etapa ${n}`,
  type,
  position: n,
  students_done: done,
  quiz_answers: answers,
  quiz_correct: correct,
});
const SUMMARY: LearningTrailsSummary = {
  trail: TRAIL,
  total_students: 2,
  students_started: 2,
  students_finished: 1,
  average_progress: 67,
  steps: [step(1, 'text', 2), step(2, 'video', 1), step(3, 'quiz', 1, 3, 2)],
};

function serve(summary: LearningTrailsSummary = SUMMARY) {
  answerFetch((url) => {
    if (url.pathname === '/api/homeworks/learning_trails_summary') return jsonResponse(200, summary);
    if (url.pathname === '/api/homeworks/learning_trails_result_list') return jsonResponse(200, RESULTS);
    return undefined;
  });
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TrailResultsScreen activityId={ACTIVITY} />
    </QueryClientProvider>,
  );
}

beforeAll(loadCorporateWording);
describe("the teacher's trail results", () => {
  it("shows each student's progress, steps done, score, last access and finish, as cards on a phone", async () => {
    stubViewport(390);
    serve();
    open();
    expect(await screen.findByText('Trilha: Frações no dia a dia')).toBeInTheDocument();
    expect(screen.getByText('2 de 2 alunos começaram, 1 concluíram')).toBeInTheDocument();
    expect(screen.getByText('Progresso médio da turma: 67%')).toBeInTheDocument();

    const students = await screen.findByRole('region', { name: 'Progresso dos alunos' });
    const [ana, bruno] = within(students).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ana).getByRole('progressbar', { name: 'Progresso: Ana Souza' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(ana).toHaveTextContent('3 de 3');
    expect(ana).toHaveTextContent('5,0');
    expect(ana).toHaveTextContent('02/03/2026 10:50');
    expect(ana).toHaveTextContent('02/03/2026 11:00');
    expect(within(bruno).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(bruno).toHaveTextContent('1 de 3');
    expect(within(bruno).getByText('Não')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each step with the students who did it and, for a quiz, its right answers', async () => {
    serve();
    open();
    const steps = await screen.findByRole('region', { name: 'Etapas' });
    const [text, video, quiz] = within(steps).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(text).toHaveTextContent('Etapa 1');
    expect(text).toHaveTextContent('Texto');
    expect(text).toHaveTextContent('Fizeram:2 de 2');
    expect(video).toHaveTextContent('Fizeram:1 de 2');
    expect(video).not.toHaveTextContent('Quiz');
    expect(quiz).toHaveTextContent('Quiz: acertos:2 de 3');
  });

  it('says when the activity has no trail yet, in the corporate wording too', async () => {
    const bare = { ...SUMMARY, trail: null, steps: [], students_started: 0, students_finished: 0, average_progress: 0 };
    serve(bare);
    open();
    expect(await screen.findByText('Esta atividade ainda não tem uma trilha.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Etapas' })).not.toBeInTheDocument();
    cleanup();
    chooseWording(true);
    try {
      open();
      expect(await screen.findByText('Este módulo ainda não tem uma jornada.')).toBeInTheDocument();
    } finally {
      chooseWording(false);
    }
  });
});
