import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import '../school-work-strings.ts';
import { EvaluationPanel } from './evaluation-panel.tsx';
import { StudentWorkReview } from './student-work-review.tsx';
import { SubmissionResult } from './submission-result.tsx';
import { WorkSubmission } from './work-submission.tsx';

const detail = buildWorkDetail({ status: 3, delivery_status: 'sent', can_submit: false, detail_text: '<p>Feito.</p>' });
const ACTIVITY = detail.activity.id;

const screens: [string, ReactNode, string][] = [
  ['WorkSubmission', <WorkSubmission key="s" activityId={ACTIVITY} expired={false} />, 'Feito.'],
  ['SubmissionResult', <SubmissionResult key="r" activityId={ACTIVITY} />, 'Aguardando a avaliação do professor.'],
  ['StudentWorkReview', <StudentWorkReview key="w" activityId={ACTIVITY} studentId="u-1" />, 'Feito.'],
  ['EvaluationPanel', <EvaluationPanel key="e" activityId={ACTIVITY} studentId="u-1" />, 'Avaliação de Ana Souza'],
];

describe('the school-work screens when the answer cannot be loaded', () => {
  it.each(screens)('%s shows the server’s message and loads again on retry', async (_, ui, loaded) => {
    let failing = true;
    answerFetch((url) => {
      if (url.pathname !== '/api/school_work/work_detail') return undefined;
      return failing
        ? jsonResponse(403, { message: 'Você não tem acesso a esta atividade.' })
        : jsonResponse(200, detail);
    });
    renderInRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem acesso a esta atividade.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(loaded)).toBeInTheDocument();
  });
});
