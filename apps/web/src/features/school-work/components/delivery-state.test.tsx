import type { WorkDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import '../school-work-strings.ts';
import { StudentWorkReview } from './student-work-review.tsx';
import { SubmissionResult } from './submission-result.tsx';

const ACTIVITY = buildWorkDetail().activity.id;

const work = (overrides: Partial<WorkDetail>): WorkDetail =>
  buildWorkDetail({
    activity: { ...buildWorkDetail().activity, end_time: '2026-03-01T10:00:00.000Z', expired: true },
    delivery_status: 'not_sent',
    detail_text: '<p>Comecei a escrever…</p>',
    can_submit: false,
    ...overrides,
  });

function renderWith(detail: WorkDetail, ui: React.ReactNode) {
  answerFetch((url) => (url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, detail) : undefined));
  renderInRouter(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

describe('a draft the student never sent', () => {
  it('is labelled as not sent for the educator, so it is not corrected as a final answer', async () => {
    renderWith(work({}), <StudentWorkReview activityId={ACTIVITY} studentId="u-1" />);
    expect(
      await screen.findByText('Não enviado · o texto abaixo é um rascunho, ainda não enviado'),
    ).toBeInTheDocument();
    expect(screen.getByText('Comecei a escrever…')).toBeInTheDocument();
  });

  it('tells the student the activity was not sent, instead of waiting for a grade', async () => {
    renderWith(work({}), <SubmissionResult activityId={ACTIVITY} />);
    expect(await screen.findByText('A atividade não foi enviada.')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando a avaliação do professor.')).not.toBeInTheDocument();
  });

  it('waits for the grade once sent', async () => {
    const sent = work({ status: 3, delivery_status: 'sent', draft: false, delivery_date: '2026-02-28T10:00:00.000Z' });
    renderWith(sent, <SubmissionResult activityId={ACTIVITY} />);
    expect(await screen.findByText('Aguardando a avaliação do professor.')).toBeInTheDocument();
  });
});

describe('a redo the teacher asked for', () => {
  const redo = (draft: boolean) =>
    work({ status: 5, delivery_status: 'pending', draft, detail_text: '<p>O texto enviado.</p>', can_submit: true });

  it('shows the educator the text sent before the redo as such, not as a draft', async () => {
    renderWith(redo(false), <StudentWorkReview activityId={ACTIVITY} studentId="u-1" />);
    expect(
      await screen.findByText('Refação solicitada · o texto abaixo é o enviado antes do pedido para refazer'),
    ).toBeInTheDocument();
  });

  it('calls it a draft once the student saves a new one', async () => {
    renderWith(redo(true), <StudentWorkReview activityId={ACTIVITY} studentId="u-1" />);
    expect(
      await screen.findByText('Refação solicitada · o texto abaixo é um rascunho, ainda não enviado'),
    ).toBeInTheDocument();
  });
});

describe('handmade work, done on paper', () => {
  const handmade = (overrides: Partial<WorkDetail>): WorkDetail =>
    buildWorkDetail({
      activity: { ...buildWorkDetail().activity, kind: 'handmade', activity_type: 'M' },
      ...overrides,
    });

  it('tells the student it waits for the teacher’s evaluation while open', async () => {
    renderWith(handmade({}), <SubmissionResult activityId={ACTIVITY} />);
    expect(await screen.findByText('Aguardando a avaliação do professor.')).toBeInTheDocument();
  });

  it('tells the student it has not started yet, before its start', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const early = handmade({ can_submit: false });
    renderWith(
      { ...early, activity: { ...early.activity, start_time: tomorrow } },
      <SubmissionResult activityId={ACTIVITY} />,
    );
    expect(await screen.findByText('Esta atividade ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando a avaliação do professor.')).not.toBeInTheDocument();
  });
});

describe('what the teacher said before a grade', () => {
  it('shows the teacher’s comment sent alone', async () => {
    const open = buildWorkDetail({ teacher_comment: 'Lembre de citar as fontes.' });
    renderWith(open, <SubmissionResult activityId={ACTIVITY} />);
    expect(await screen.findByText('Lembre de citar as fontes.')).toBeInTheDocument();
    expect(screen.getByText('Comentário do professor')).toBeInTheDocument();
  });

  it('tells the student a redo was asked, with the teacher’s comment and no old grade', async () => {
    const redo = work({
      status: 5,
      delivery_status: 'pending',
      can_submit: true,
      score: 6,
      teacher_comment: 'Refaça a conclusão.',
      delivery_date: '2026-02-28T10:00:00.000Z',
    });
    renderWith(redo, <SubmissionResult activityId={ACTIVITY} />);
    expect(await screen.findByText('O professor pediu que você refaça esta atividade.')).toBeInTheDocument();
    expect(screen.getByText('Refaça a conclusão.')).toBeInTheDocument();
    expect(screen.queryByTestId('work-score')).not.toBeInTheDocument();
  });
});
