import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail } from '../../../test/fixtures.ts';
import { StepReview } from './step-review.tsx';

const EXAM = '33333333-3333-4333-8333-333333333333';

describe('the review step of a digital exam', () => {
  it('shows the exam it applies and its duration, as the other fields', async () => {
    const activity = buildActivityDetail({ kind: 'digital_exam', activity_type: 'DE', duration: 45 });
    answerFetch((url) =>
      url.pathname === '/api/homework/exams_list' && url.searchParams.get('activity') === activity.id
        ? jsonResponse(200, {
            exams: [
              { exam_id: EXAM, external_id: 'p-1', description: 'Prova de frações', duration: 45, total_questions: 10 },
            ],
          })
        : undefined,
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StepReview
          activity={activity}
          busy={false}
          onBack={() => {}}
          finishLabel="Publicar atividade"
          onFinish={() => {}}
        />
      </QueryClientProvider>,
    );
    const examTitle = await screen.findByText('Prova de frações');
    expect(examTitle.previousElementSibling).toHaveTextContent('Prova aplicada');
    const duration = screen.getByText('45 minutos');
    expect(duration.previousElementSibling).toHaveTextContent('Duração da prova');
  });
});
