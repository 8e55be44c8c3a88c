import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import '../school-work-strings.ts';
import { WorkSubmission } from './work-submission.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const MB = 1024 * 1024;

const detail = buildWorkDetail();

function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderSubmission(work = detail) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const body = init.body instanceof FormData ? 'form' : init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, work);
    if (url.pathname === '/api/storage/storage/upload')
      return jsonResponse(201, {
        key: 'p/activities/a/u-1/x.png',
        url: '/api/storage/storage/get?key=x',
        size: 10,
        file_name: 'foto.png',
      });
    return jsonResponse(200, { message: 'ok' });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkSubmission activityId={ACTIVITY} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('WorkSubmission', () => {
  it('shows the limits and refuses files over them before uploading', async () => {
    const calls = renderSubmission();
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
    const calls = renderSubmission();
    await userEvent.upload(await screen.findByLabelText('Anexar arquivos'), fileOf('foto.png', 'image/png', MB));
    await screen.findByRole('link', { name: 'foto.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/school_work/student_response',
        body: { activity: ACTIVITY, detail_text: '', draft: false, files: ['p/activities/a/u-1/x.png'] },
      }),
    );
  });

  it('says the activity has not started yet, rather than that the answer can no longer change', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    renderSubmission(buildWorkDetail({ activity: { ...detail.activity, start_time: tomorrow }, can_submit: false }));
    expect(await screen.findByText('Esta atividade ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma resposta enviada.')).not.toBeInTheDocument();
    expect(screen.queryByText('A resposta não pode mais ser alterada.')).not.toBeInTheDocument();
  });
});
