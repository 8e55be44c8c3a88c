import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import '../school-work-strings.ts';
import { EvaluationPanel } from './evaluation-panel.tsx';

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
