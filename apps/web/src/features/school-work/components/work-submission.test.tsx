import { SCHOOL_WORK_MESSAGES, type WorkDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, answerFetchHolding, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import '../school-work-strings.ts';
import { SubmissionResult } from './submission-result.tsx';
import { WorkSubmission } from './work-submission.tsx';

// jsdom lays nothing out; the editor measures the caret to scroll to it as text comes in.
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const MB = 1024 * 1024;

const detail = buildWorkDetail();

function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The student switches to another app and comes back: React Query reads the answer again. */
/** 'Enviar', then 'Enviar' again where the student is asked to confirm. */
async function sendAnswer() {
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Enviar agora?' })).getByRole('button', { name: 'Enviar' }),
  );
}

const comeBack = () => window.dispatchEvent(new Event('visibilitychange'));

/**
 * The work's screen, the answer and the result panel under it, with the answer the server holds at each read;
 * the requests it made, and its router.
 */
function renderSubmission(stored: () => WorkDetail = () => detail) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const body = init.body instanceof FormData ? 'form' : init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, stored());
    if (url.pathname === '/api/storage/storage/upload')
      return jsonResponse(201, {
        key: 'p/activities/a/u-1/x.png',
        url: '/api/storage/storage/get?key=x',
        size: 10,
        file_name: 'foto.png',
      });
    return jsonResponse(200, { message: 'ok' });
  });
  const { router } = renderInRouter(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkSubmission activityId={ACTIVITY} expired={false} />
      <SubmissionResult activityId={ACTIVITY} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

describe('WorkSubmission', () => {
  it('shows the limits and refuses files over them before uploading', async () => {
    const { calls } = renderSubmission();
    const input = await screen.findByLabelText('Anexar arquivos');
    expect(screen.getByText(/Imagens png, jpg ou jpeg até 5 MB; áudios mp3 até 10 MB/)).toBeInTheDocument();
    await userEvent.upload(input, [fileOf('foto.png', 'image/png', 6 * MB), fileOf('som.mp3', 'audio/mpeg', 11 * MB)]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'foto.png: O arquivo excede o tamanho máximo permitido. Tamanho máximo: 5 MB.',
      'som.mp3: O arquivo excede o tamanho máximo permitido. Tamanho máximo: 10 MB.',
    ]);
    expect(calls.some((call) => call.path.includes('/storage/'))).toBe(false);
  });

  it('uploads an accepted file into the student’s folder and sends its key with the answer', async () => {
    const { calls } = renderSubmission();
    await userEvent.upload(await screen.findByLabelText('Anexar arquivos'), fileOf('foto.png', 'image/png', MB));
    await screen.findByRole('link', { name: 'foto.png' });
    await sendAnswer();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/school_work/student_response',
        body: { activity: ACTIVITY, detail_text: '', draft: false, files: ['p/activities/a/u-1/x.png'] },
      }),
    );
  });

  it('refuses a file already attached, by its name and size, without uploading it again', async () => {
    const { calls } = renderSubmission(() =>
      buildWorkDetail({
        files: [
          {
            id: 'f-1',
            file: 'p/activities/a/u-1/x.png',
            file_name: 'foto.png',
            file_url: '/api/storage/storage/get?key=x',
            size: MB,
            content_type: 'image/png',
            s3: false,
            created_at: '2026-03-04T13:30:00.000Z',
          },
        ],
      }),
    );
    await userEvent.upload(await screen.findByLabelText('Anexar arquivos'), fileOf('foto.png', 'image/png', MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('foto.png: Este arquivo já foi anexado.');
    expect(screen.getAllByRole('link', { name: 'foto.png' })).toHaveLength(1);
    expect(calls.some((call) => call.path.includes('/storage/'))).toBe(false);
  });

  it('says the activity has not started yet, rather than that the answer can no longer change', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    renderSubmission(() =>
      buildWorkDetail({ activity: { ...detail.activity, start_time: tomorrow }, can_submit: false }),
    );
    expect(await screen.findByText('Esta atividade ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma resposta enviada.')).not.toBeInTheDocument();
    expect(screen.queryByText('A resposta não pode mais ser alterada.')).not.toBeInTheDocument();
  });

  it('keeps the text typed and the files attached when the page comes back into view', async () => {
    let stored = detail;
    renderSubmission(() => stored);
    const box = await screen.findByRole('textbox', { name: 'Sua resposta' });
    box.focus();
    await userEvent.paste('Minha resposta');
    await userEvent.upload(screen.getByLabelText('Anexar arquivos'), fileOf('foto.png', 'image/png', MB));
    await screen.findByRole('link', { name: 'foto.png' });
    stored = { ...detail, teacher_comment: 'Anexe também as fontes.' };
    comeBack();
    expect(await screen.findByText('Anexe também as fontes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sua resposta' })).toHaveTextContent('Minha resposta');
    expect(screen.getByRole('link', { name: 'foto.png' })).toBeInTheDocument();
  });

  it('holds the answer still while it is sent, since the sent answer then replaces the form', async () => {
    const send = answerFetchHolding('/api/school_work/student_response', () => jsonResponse(200, detail));
    renderInRouter(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkSubmission activityId={ACTIVITY} expired={false} />
      </QueryClientProvider>,
    );
    const answer = await screen.findByRole('textbox', { name: 'Sua resposta' });
    expect(answer).toHaveAttribute('contenteditable', 'true');
    await sendAnswer();
    await waitFor(() => expect(answer).toHaveAttribute('contenteditable', 'false'));
    expect(screen.getByLabelText('Anexar arquivos')).toBeDisabled();
    send.release();
  });

  it('holds the answer still when the deadline passes while it is open, keeping what was typed', async () => {
    answerFetch((url) => (url.pathname === '/api/school_work/work_detail' ? jsonResponse(200, detail) : undefined));
    const screenAt = (expired: boolean) => (
      <QueryClientProvider client={client}>
        <WorkSubmission activityId={ACTIVITY} expired={expired} />
      </QueryClientProvider>
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = renderInRouter(screenAt(false));
    const answer = await screen.findByRole('textbox', { name: 'Sua resposta' });
    answer.focus();
    await userEvent.paste('Quase pronta');
    rerender(screenAt(true));
    expect(answer).toHaveTextContent('Quase pronta');
    expect(answer).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(SCHOOL_WORK_MESSAGES.expired);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeDisabled();
    expect(screen.queryByLabelText('Anexar arquivos')).not.toBeInTheDocument();
  });

  it('asks before leaving with an answer typed and not saved, and no longer once it is saved', async () => {
    const { router } = renderSubmission();
    const box = await screen.findByRole('textbox', { name: 'Sua resposta' });
    box.focus();
    await userEvent.paste('Minha resposta');
    await act(() => router.navigate('/demo/painel/atividades'));
    const ask = screen.getByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar escrevendo' }));
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeEnabled());
    await act(() => router.navigate('/demo/painel/atividades'));
    expect(router.state.location.pathname).toBe('/demo/painel/atividades');
  });

  it('asks before sending, and sends nothing when the student goes on editing', async () => {
    const { calls } = renderSubmission();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    const ask = screen.getByRole('dialog', { name: 'Enviar agora?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sua resposta' })).toHaveAttribute('contenteditable', 'true');
    expect(calls.some((call) => call.path === '/api/school_work/student_response')).toBe(false);
  });

  it('sends the answer once on a double tap on the confirmation', async () => {
    const { calls } = renderSubmission();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Enviar agora?' })).getByRole('button', {
      name: 'Enviar',
    });
    // Both taps land before the screen renders the send as pending.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // Once sent, the answer is read again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/school_work/work_detail')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/school_work/student_response')).toHaveLength(1);
  });
});
