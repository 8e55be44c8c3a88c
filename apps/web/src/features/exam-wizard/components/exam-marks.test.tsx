import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToasts } from '../../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import '../exam-wizard-strings.ts';
import { ExamMarks } from './exam-marks.tsx';

const EXAM_ID = '00000000-0000-4000-8000-000000000001';

function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

describe("an exam's marks", () => {
  it('rates the exam with the stars and says so in the rating toast', async () => {
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/exam-builder/exams/rating') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { exam_id: EXAM_ID, rating: 4, user_rating: 4, total_ratings: 1 });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExamMarks exam={{ id: EXAM_ID, favorite: false, rating: null, user_rating: null }} />
        <Toasts />
      </QueryClientProvider>,
    );
    const stars = screen.getByRole('group', { name: 'O que achou deste conteúdo?' });
    await userEvent.click(within(stars).getByRole('radio', { name: '4 estrelas' }));
    await waitFor(() => expect(sent).toEqual([{ exam_id: EXAM_ID, rating: 4 }]));
    expect(
      await within(screen.getByRole('list', { name: 'toasts' })).findByText('Avaliação enviada com sucesso!'),
    ).toBeInTheDocument();
  });
});
