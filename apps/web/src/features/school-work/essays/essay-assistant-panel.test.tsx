import {
  defaultFeatureFlags,
  type EssaySuggestion,
  type EssaySuggestionsAnswer,
  type WorkDetail,
  wrapEssayText,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildTheme, buildWorkDetail } from '../../../test/fixtures.ts';
import '../school-work-strings.ts';
import { EssayCorrectionScreen } from './essay-correction-screen.tsx';

const ACTIVITY = buildWorkDetail().activity.id;
const TEXT = 'Haviam muitas pessoas na praia.';
const detail: WorkDetail = buildWorkDetail({
  activity: { ...buildWorkDetail().activity, kind: 'essay', activity_type: 'R' },
  detail_text: wrapEssayText(`<p>${TEXT}</p>`, 16),
  status: 3,
  delivery_status: 'sent',
  draft: false,
  delivery_date: '2026-03-04T13:30:00Z',
});
const suggestion = (id: string, start: number, end: number, comment: string): EssaySuggestion => ({
  id,
  activity: ACTIVITY,
  student: 'u-1',
  chat: null,
  source: 'corrector',
  status: 'proposed',
  position: { range: { start, end }, category: 3, sub_competence: { id: 'c1', comment }, bookmark_type: 'assistant' },
  rule: null,
  bookmark: null,
  created_at: '2026-03-04T13:30:00Z',
});
const corrected: EssaySuggestionsAnswer = {
  suggestions: [
    suggestion('00000000-0000-4000-8000-000000000001', 0, 6, 'Use "havia".'),
    suggestion('00000000-0000-4000-8000-000000000002', 25, 30, 'Confira a palavra.'),
  ],
  assessment: {
    rubric: 'enem',
    scores: [
      { id: 'c1', label: 'Competência 1', score: 120, max: 200, reasons: [{ text: '1 desvio.', quote: 'Haviam' }] },
    ],
    total: 120,
    max_total: 200,
    created_at: '2026-03-04T13:30:00Z',
  },
};

function renderScreen(essayAiFeatures: boolean) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  let answer: EssaySuggestionsAnswer = { suggestions: [], assessment: null };
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname.startsWith('/api/assistant')) {
      calls.push({ path: url.pathname, method, body: init.body ? JSON.parse(String(init.body)) : null });
    }
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, detail);
    if (url.pathname === '/api/essay_bookmark/list') return jsonResponse(200, { bookmarks: [], text: null });
    if (url.pathname === '/api/assistant/assistant/suggestions' && method === 'GET') return jsonResponse(200, answer);
    if (url.pathname === '/api/assistant/assistant/essay/correction') {
      answer = corrected;
      return jsonResponse(200, corrected);
    }
    if (url.pathname === '/api/assistant/assistant/suggestions/accept') return jsonResponse(200, {});
    if (url.pathname === '/api/assistant/assistant/suggestions') return jsonResponse(200, { ids: [] });
    return undefined;
  });
  const theme = buildTheme({ features: { ...defaultFeatureFlags(false), essayAiFeatures } });
  const router = createMemoryRouter([
    { path: '/', element: <EssayCorrectionScreen activityId={ACTIVITY} studentId="u-1" /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme }}>
        <RouterProvider router={router} />
      </PlatformContext>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the essay assistant on the correction screen', () => {
  it('is absent where the platform has not turned it on', async () => {
    const calls = renderScreen(false);
    await screen.findByTestId('essay-text');
    expect(screen.queryByRole('button', { name: 'Pedir correção ao assistente' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the suggestions dashed on the text, the scores, and sends the decisions', async () => {
    const calls = renderScreen(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir correção ao assistente' }));
    const items = await screen.findAllByTestId('assistant-suggestion');
    expect(items).toHaveLength(2);
    expect(screen.getByTestId('essay-text').querySelectorAll('mark[data-proposed="true"]')).toHaveLength(2);
    expect(within(screen.getByTestId('score-c1')).getByText('120/200')).toBeInTheDocument();

    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Editar' }));
    const comment = within(items[0] as HTMLElement).getByLabelText('Comentário');
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Troque por "havia".');
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Aceitar com edição' }));
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([
        {
          path: '/api/assistant/assistant/essay/correction',
          method: 'POST',
          body: { activity: ACTIVITY, student: 'u-1' },
        },
        {
          path: '/api/assistant/assistant/suggestions/accept',
          method: 'POST',
          body: { id: corrected.suggestions[0]?.id, comment: 'Troque por "havia".', category: 3 },
        },
        {
          path: '/api/assistant/assistant/suggestions',
          method: 'DELETE',
          body: { ids: [corrected.suggestions[1]?.id] },
        },
      ]),
    );
  });
});
