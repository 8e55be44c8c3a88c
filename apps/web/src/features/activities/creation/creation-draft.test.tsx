import { type ActivityCreationDraft, type ActivityDetail, type Draft, defaultFeatureFlags } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildTheme } from '../../../test/fixtures.ts';
import { CreationScreen } from './creation-screen.tsx';
import { DRAFT_SAVE_DELAY_MS } from './use-draft-tracking.ts';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const NoPicker = () => null;
const SAVED = { timeout: DRAFT_SAVE_DELAY_MS + 2000 };

const kept = (payload: Partial<ActivityCreationDraft>): Draft => ({
  kind: 'activity_creation',
  updated_at: '2026-03-02T13:30:00.000Z',
  payload: { activity: null, title: 'Fórum da água', step: 0, values: { title: 'Fórum da água' }, ...payload },
});

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** The creation flow on a platform with activityDraft as given, the server keeping `draft`. */
function open(options: { drafts: boolean; draft?: Draft | null; activity?: ActivityDetail; path?: string }) {
  cleanup();
  const sent: Sent[] = [];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname.startsWith('/api/draft/') || url.pathname.includes('/activity/create/')) {
      sent.push({ path: url.pathname, method, body: init.body ? JSON.parse(String(init.body)) : null });
    }
    if (url.pathname === '/api/draft/get') return jsonResponse(200, { draft: options.draft ?? null });
    if (url.pathname === '/api/draft/register') return jsonResponse(200, { draft: kept({}) });
    if (url.pathname === '/api/draft/delete') return jsonResponse(200, { deleted: true });
    if (url.pathname === '/api/activity' && options.activity) return jsonResponse(200, options.activity);
    if (url.pathname.endsWith('/activity/create/fourth_step') && options.activity) {
      return jsonResponse(200, { ...options.activity, published: true });
    }
    return undefined;
  });
  const theme = buildTheme({ features: { ...defaultFeatureFlags(false), activityDraft: options.drafts } });
  const router = createMemoryRouter(
    [
      { path: '/atividades', element: <p>Lista</p> },
      { path: '/atividades/nova', element: <CreationScreen gamesPicker={NoPicker} /> },
    ],
    { initialEntries: [options.path ?? '/atividades/nova'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme }}>
        <RouterProvider router={router} />
      </PlatformContext>
    </QueryClientProvider>,
  );
  return { sent, router };
}

describe('activity creation drafts (activityDraft on)', () => {
  it('offers the kept draft; Continuar rascunho brings back what was typed', async () => {
    open({ drafts: true, draft: kept({ values: { title: 'Fórum da água', keywords: ['água'] } }) });
    const prompt = await screen.findByRole('region', { name: 'Rascunho' });
    expect(prompt).toHaveTextContent('Você começou a criar a atividade "Fórum da água" e não terminou');
    expect(screen.getByLabelText('Título')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar rascunho' }));
    expect(screen.queryByRole('region', { name: 'Rascunho' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Fórum da água');
    expect(screen.getByText('água')).toBeInTheDocument();
  });

  it('keeps what the teacher types once typing pauses', async () => {
    const { sent } = open({ drafts: true });
    await userEvent.type(await screen.findByLabelText('Título'), 'Debate');
    await waitFor(() => expect(sent.some((call) => call.path === '/api/draft/register')).toBe(true), SAVED);
    const registers = sent.filter((call) => call.path === '/api/draft/register');
    // Debounced: one save for the whole word.
    expect(registers).toHaveLength(1);
    expect(registers[0]?.body).toMatchObject({
      kind: 'activity_creation',
      payload: { activity: null, title: 'Debate', step: 0, values: { title: 'Debate' } },
    });
  });

  it('Descartar deletes the kept draft and starts from an empty form', async () => {
    const { sent } = open({ drafts: true, draft: kept({}) });
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(sent).toContainEqual({ path: '/api/draft/delete', method: 'DELETE', body: null }));
    expect(screen.queryByRole('region', { name: 'Rascunho' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it('continues a kept draft of a saved activity at its step, and deletes the draft once published', async () => {
    const activity = buildActivityDetail({
      id: ACTIVITY,
      kind: 'essay',
      activity_type: 'R',
      title: 'Redação: meu bairro',
      published: false,
      creation_step: 1,
    });
    const { sent, router } = open({ drafts: true, draft: kept({ activity: ACTIVITY, step: 3, values: {} }), activity });
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar rascunho' }));
    await screen.findByText('4. Publicação', { selector: '[aria-current="step"]' });
    expect(router.state.location.search).toBe(`?atividade=${ACTIVITY}`);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar atividade' }));
    await waitFor(() => expect(sent.map((call) => call.path)).toContain('/api/draft/delete'));
    const order = sent.map((call) => call.path);
    expect(order.indexOf('/api/tasks/activity/create/fourth_step')).toBeLessThan(order.indexOf('/api/draft/delete'));
  });
});

describe('activity creation drafts (activityDraft off)', () => {
  it('never calls the draft paths, whatever the teacher types', async () => {
    const { sent } = open({ drafts: false });
    await userEvent.type(await screen.findByLabelText('Título'), 'Sem rascunho');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 200));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Rascunho' })).not.toBeInTheDocument();
  });
});
