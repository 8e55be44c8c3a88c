import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import '../school-work-strings.ts';
import { StudentWorkReview } from './student-work-review.tsx';

const work = buildWorkDetail({ status: 3, delivery_status: 'sent', draft: false, detail_text: '<p>Feito.</p>' });
const ACTIVITY = work.activity.id;

describe('StudentWorkReview', () => {
  it('leads back to the list of students, as the essay correction does', async () => {
    answerFetch((url) => (url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, work) : undefined));
    renderInRouter(
      <QueryClientProvider client={new QueryClient()}>
        <StudentWorkReview activityId={ACTIVITY} studentId="u-1" />
      </QueryClientProvider>,
      `/demo/professor/atividades/trabalho/${ACTIVITY}/aluno/u-1`,
    );
    expect(await screen.findByRole('link', { name: 'Voltar à lista de alunos' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/trabalho/${ACTIVITY}`,
    );
  });
});
