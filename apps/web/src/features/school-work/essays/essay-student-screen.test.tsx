import { type EssayBookmarkList, SCHOOL_WORK_MESSAGES, type WorkDetail, wrapEssayText } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch, answerFetchHolding, jsonResponse } from '../../../test/fetch.ts';
import { buildEssayBookmark, buildWorkDetail } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import '../school-work-strings.ts';
import { SubmissionResult } from '../components/submission-result.tsx';
import { EssayStudentScreen } from './essay-student-screen.tsx';

const essay = buildWorkDetail({ activity: { ...buildWorkDetail().activity, kind: 'essay', activity_type: 'R' } });
const ACTIVITY = essay.activity.id;

/** The student's essay route: the essay, and the result panel under it; gives its router. */
function renderEssay(
  detail: () => WorkDetail,
  onSend: () => void = () => {},
  marks: EssayBookmarkList = { bookmarks: [], text: null },
) {
  answerFetch((url) => {
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, detail());
    if (url.pathname === '/api/essay_bookmark/list') return jsonResponse(200, marks);
    if (url.pathname === '/api/school_work/student_response') {
      onSend();
      return jsonResponse(200, { message: 'ok' });
    }
    return undefined;
  });
  return renderInRouter(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EssayStudentScreen activityId={ACTIVITY} expired={false} />
      <SubmissionResult activityId={ACTIVITY} />
    </QueryClientProvider>,
  ).router;
}

/** The student switches to another app and comes back: React Query reads the essay again. */
const comeBack = () => window.dispatchEvent(new Event('visibilitychange'));

/** 'Enviar redação', then 'Enviar' where the student is asked to confirm. */
async function sendEssay() {
  await userEvent.click(screen.getByRole('button', { name: 'Enviar redação' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Enviar agora?' })).getByRole('button', { name: 'Enviar' }),
  );
}

const draft = (text: string): WorkDetail => ({ ...essay, detail_text: wrapEssayText(`<p>${text}</p>`, 16) });

/** The essay with a draft to send; gives how many times it was sent. */
function renderDraftCountingSends() {
  const sent = { count: 0 };
  renderEssay(
    () => draft('Minha redação.'),
    () => {
      sent.count += 1;
    },
  );
  return sent;
}

describe('EssayStudentScreen', () => {
  it('shows why the essay could not be loaded, and loads it again on retry', async () => {
    let failing = true;
    answerFetch((url) => {
      if (url.pathname !== '/api/school_work/work_detail') return undefined;
      return failing ? jsonResponse(404, { message: 'Atividade não encontrada.' }) : jsonResponse(200, essay);
    });
    renderInRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EssayStudentScreen activityId={ACTIVITY} expired={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Atividade não encontrada.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Texto da redação')).toBeInTheDocument();
  });

  it('once sent, the result panel under the essay waits for the grade', async () => {
    let stored = essay;
    renderEssay(
      () => stored,
      () => {
        stored = {
          ...essay,
          status: 3,
          delivery_status: 'sent',
          draft: false,
          can_submit: false,
          detail_text: wrapEssayText('<p>Minha redação.</p>', 16),
          delivery_date: '2026-03-04T13:30:00.000Z',
        };
      },
    );
    await userEvent.type(await screen.findByLabelText('Texto da redação'), 'Minha redação.');
    await sendEssay();
    expect(await screen.findByText('Aguardando a avaliação do professor.')).toBeInTheDocument();
  });

  it('says the essay has not started yet, rather than that it was not sent', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    renderEssay(() => ({ ...essay, activity: { ...essay.activity, start_time: tomorrow }, can_submit: false }));
    expect(await screen.findByText('Esta atividade ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByText('A redação não foi enviada.')).not.toBeInTheDocument();
  });

  it('while redoing, shows the teacher asked for it, the comment and the marks on the text sent, beside the editor', async () => {
    const sent = wrapEssayText('<p>Os alunos vai à escola.</p>', 16);
    const rewriting: WorkDetail = {
      ...essay,
      status: 5,
      delivery_status: 'pending',
      draft: true,
      can_submit: true,
      detail_text: wrapEssayText('<p>Reescrevendo.</p>', 16),
      delivery_date: '2026-03-04T13:30:00.000Z',
      teacher_comment: 'Reveja a concordância verbal.',
    };
    const mark = buildEssayBookmark({ start: 3, end: 9 });
    renderEssay(() => rewriting, undefined, { bookmarks: [mark], text: sent });
    expect(await screen.findByLabelText('Texto da redação')).toHaveValue('Reescrevendo.');
    const corrected = await screen.findByRole('document', { name: 'Sua redação corrigida' });
    expect(corrected).toHaveTextContent('Os alunos vai à escola.');
    expect(within(corrected).getByText('alunos', { selector: 'mark' })).toBeInTheDocument();
    expect(await screen.findByText('O professor pediu que você refaça esta atividade.')).toBeInTheDocument();
    expect(screen.getByText('Reveja a concordância verbal.')).toBeInTheDocument();
  });

  it('keeps what the student typed when the page comes back into view', async () => {
    let stored = draft('Primeiro parágrafo.');
    renderEssay(() => stored);
    await userEvent.type(await screen.findByLabelText('Texto da redação'), ' E mais.');
    await userEvent.selectOptions(screen.getByLabelText('Tamanho da letra'), '20');
    stored = { ...stored, teacher_comment: 'Capriche na conclusão.' };
    comeBack();
    expect(await screen.findByText('Capriche na conclusão.')).toBeInTheDocument();
    expect(screen.getByLabelText('Texto da redação')).toHaveValue('Primeiro parágrafo. E mais.');
    expect(screen.getByLabelText('Tamanho da letra')).toHaveValue('20');
  });

  it('takes a newer draft saved elsewhere when nothing was typed here', async () => {
    let stored = draft('Escrito no celular.');
    renderEssay(() => stored);
    expect(await screen.findByLabelText('Texto da redação')).toHaveValue('Escrito no celular.');
    stored = draft('Continuado no computador.');
    comeBack();
    await waitFor(() => expect(screen.getByLabelText('Texto da redação')).toHaveValue('Continuado no computador.'));
  });

  it('keeps what is typed while a draft is being saved, and saves it next', async () => {
    let stored = essay;
    const sent: string[] = [];
    let answerSave = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/school_work/student_response') {
        const body = JSON.parse(String(init.body));
        sent.push(body.detail_text);
        await new Promise<void>((resolve) => {
          answerSave = resolve;
        });
        // Saved; the teacher also commented meanwhile, which shows once the essay is read again.
        stored = { ...stored, detail_text: body.detail_text, teacher_comment: 'Bom começo.' };
        return jsonResponse(200, { message: 'ok' });
      }
      if (path === '/api/school_work/work_detail') return jsonResponse(200, stored);
      return jsonResponse(200, { bookmarks: [], text: null });
    });
    renderInRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EssayStudentScreen activityId={ACTIVITY} expired={false} />
        <SubmissionResult activityId={ACTIVITY} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Texto da redação'), 'Primeira parte');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await userEvent.type(screen.getByLabelText('Texto da redação'), ' e mais');
    answerSave();
    expect(await screen.findByText('Bom começo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Texto da redação')).toHaveValue('Primeira parte e mais');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      wrapEssayText('<p>Primeira parte</p>', 16),
      wrapEssayText('<p>Primeira parte e mais</p>', 16),
    ]);
  });

  it('holds the text still while the essay is sent, since the sent text then replaces the editor', async () => {
    const send = answerFetchHolding('/api/school_work/student_response', (url) =>
      url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, draft('Minha redação.')) : undefined,
    );
    renderInRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EssayStudentScreen activityId={ACTIVITY} expired={false} />
      </QueryClientProvider>,
    );
    const text = await screen.findByLabelText('Texto da redação');
    expect(text).not.toHaveAttribute('readonly');
    await sendEssay();
    await waitFor(() => expect(text).toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Tamanho da letra')).toBeDisabled();
    send.release();
  });

  it('holds the text still when the deadline passes while it is open, keeping what was typed', async () => {
    answerFetch((url) =>
      url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, draft('Minha redação')) : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screenAt = (expired: boolean) => (
      <QueryClientProvider client={client}>
        <EssayStudentScreen activityId={ACTIVITY} expired={expired} />
      </QueryClientProvider>
    );
    const { rerender } = renderInRouter(screenAt(false));
    const text = await screen.findByLabelText('Texto da redação');
    await userEvent.type(text, ' quase pronta');
    rerender(screenAt(true));
    expect(text).toHaveValue('Minha redação quase pronta');
    expect(text).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Tamanho da letra')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(SCHOOL_WORK_MESSAGES.expired);
    expect(screen.getByRole('button', { name: 'Enviar redação' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeDisabled();
  });

  it('asks before leaving with text typed after the last draft saved, and no longer once it is saved', async () => {
    const router = renderEssay(() => draft('Minha redação.'));
    await userEvent.type(await screen.findByLabelText('Texto da redação'), ' Continua.');
    await act(() => router.navigate('/demo/painel/atividades'));
    const ask = screen.getByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar escrevendo' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Texto da redação')).toHaveValue('Minha redação. Continua.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeEnabled());
    await act(() => router.navigate('/demo/painel/atividades'));
    expect(router.state.location.pathname).toBe('/demo/painel/atividades');
  });

  it('asks before sending, and sends nothing when the student goes on editing', async () => {
    const sent = renderDraftCountingSends();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar redação' }));
    const ask = screen.getByRole('dialog', { name: 'Enviar agora?' });
    expect(ask).toHaveTextContent(
      'Depois de enviar, você não poderá mais alterar a resposta, a menos que o professor peça para refazer.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Texto da redação')).not.toHaveAttribute('readonly');
    expect(sent.count).toBe(0);
  });

  it('says an empty essay cannot be sent, without asking to confirm', async () => {
    renderEssay(() => essay);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar redação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escreva a redação antes de enviar.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the essay once on a double tap on the confirmation', async () => {
    const sent = renderDraftCountingSends();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar redação' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Enviar agora?' })).getByRole('button', {
      name: 'Enviar',
    });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(sent.count).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar redação' })).toBeEnabled());
    expect(sent.count).toBe(1);
  });
});
