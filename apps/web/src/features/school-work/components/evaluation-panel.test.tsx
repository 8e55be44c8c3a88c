import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildAssignment, buildWorkDetail } from '../../../test/fixtures.ts';
import '../school-work-strings.ts';
import { AssignmentEvaluation, EvaluationPanel } from './evaluation-panel.tsx';

const sent = buildWorkDetail({ status: 3, delivery_status: 'sent', can_submit: false, detail_text: '<p>Feito.</p>' });
const ACTIVITY = sent.activity.id;

describe('EvaluationPanel', () => {
  it('keeps the comment being typed when the page comes back into view, and shows a grade saved elsewhere', async () => {
    let stored = sent;
    answerFetch((url) => (url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, stored) : undefined));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EvaluationPanel activityId={ACTIVITY} studentId="u-1" />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Comentário para o aluno'), 'Faltou a conclusão.');
    // Another teacher of the classroom graded the work meanwhile.
    stored = { ...sent, evaluated: true, score: 9 };
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByLabelText('Nota (0 a 10)')).toHaveValue('9'));
    expect(screen.getByLabelText('Comentário para o aluno')).toHaveValue('Faltou a conclusão.');
  });
});

describe('AssignmentEvaluation', () => {
  const FORUM = '44444444-4444-4444-8444-444444444444';
  function renderFor(assignment: ReturnType<typeof buildAssignment>) {
    const evaluations: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname === '/api/activity/students_assigned') return jsonResponse(200, { students: [assignment] });
      if (url.pathname !== '/api/activities/students/evaluate') return undefined;
      evaluations.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { activity: FORUM, students: [] });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AssignmentEvaluation activity={{ id: FORUM, kind: 'forum' }} studentId={assignment.student.id} />
      </QueryClientProvider>,
    );
    return evaluations;
  }

  it('grades a forum participation from the activity’s row of the student', async () => {
    const evaluations = renderFor(buildAssignment('u-2', 'Bruno Lima', { status: 3, delivery_status: 'sent' }));
    expect(await screen.findByRole('heading', { name: 'Avaliação de Bruno Lima' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Nota (0 a 10)'), '7,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() =>
      expect(evaluations).toEqual([expect.objectContaining({ activity: FORUM, student: 'u-2', score: 7.5 })]),
    );
  });

  it('waits for the student’s comment before a forum is graded', async () => {
    renderFor(buildAssignment('u-1', 'Ana Souza'));
    expect(await screen.findByText('O aluno ainda não enviou a resposta.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar avaliação' })).toBeNull();
  });
});
