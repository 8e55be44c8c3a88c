import type { TrailFilters, TrailSearchResult } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import '../trail-wizard-strings.ts';
import { trailWith, uuid } from './test-trail.ts';
import { TrailList } from './trail-list.tsx';

const summary = (n: number, title: string, overrides: Partial<TrailSearchResult> = {}): TrailSearchResult => {
  const { guidance, cdn, tags, pcd_sign, pcd_voice, trails, ...rest } = trailWith([], {
    id: uuid(n),
    external_id: `trilha-${n}`,
    title,
    total_steps: 3,
  });
  return { ...rest, ...overrides };
};

const FILTERS: TrailFilters = {
  bncc: [],
  keywords: ['frações', 'planetas'],
  grades: [{ id: 20, name: '5º ano' }],
  statuses: [
    { id: 1, name: 'Publicada' },
    { id: 3, name: 'Rascunho' },
  ],
  themes: [],
};

function serve() {
  const searches: { path: string; body: Record<string, unknown> }[] = [];
  const marks: { path: string; query: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const path = url.pathname.replace('/api/trails', '');
    if (path === '/learning_trails/filters') return jsonResponse(200, FILTERS);
    if (path.endsWith('/search')) {
      const body = JSON.parse(String(init.body));
      searches.push({ path, body });
      const results = [
        summary(1, 'Frações na cozinha', { keywords: ['frações'] }),
        summary(2, 'Planetas', { is_author: false, author: { id: uuid(5), name: 'Rui Campos' }, status: 1 }),
      ].filter((trail) => !body.keywords || trail.keywords.includes(body.keywords[0]));
      return jsonResponse(200, { cdn: '', total: results.length, results });
    }
    if (path === '/learning_trails/favorite' || path === '/learning_trails/rating') {
      marks.push({ path, query: url.search, body: init.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(200, {});
    }
    return undefined;
  });
  return { searches, marks };
}

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TrailList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the trails list', () => {
  it('lists the caller’s and the published trails, editable only by their authors', async () => {
    const { searches } = serve();
    renderList();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Editar: Frações na cozinha' })).toHaveAttribute(
      'href',
      '/trilha-1/editar',
    );
    expect(within(cards[1] as HTMLElement).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('3 etapas · por Rui Campos')).toBeInTheDocument();
    expect(searches[0]?.path).toBe('/learning_trails/complete/search');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Da rede' }));
    await waitFor(() => expect(searches.at(-1)?.path).toBe('/external/learning_trails/search'));
  });

  it('filters by keyword, grade and favourites', async () => {
    const user = userEvent.setup();
    const { searches } = serve();
    renderList();
    await screen.findByText('Planetas');
    await user.selectOptions(screen.getByLabelText('Palavra-chave'), 'frações');
    await waitFor(() => expect(screen.queryByText('Planetas')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Série'), '5º ano');
    await user.click(screen.getByLabelText('Só favoritas'));
    await waitFor(() =>
      expect(searches.at(-1)?.body).toMatchObject({
        keywords: ['frações'],
        grade_ids: [20],
        favorites_only: true,
        page: 1,
      }),
    );
  });

  it('favourites and rates a trail', async () => {
    const user = userEvent.setup();
    const { marks } = serve();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Favoritar: Planetas' }));
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.query).toBe(`?learning_trail_id=${uuid(2)}&favorite=true`);
    const planets = screen.getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(planets).getByRole('radio', { name: '4 estrelas' }));
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks[1]).toMatchObject({
      path: '/learning_trails/rating',
      body: { learning_trail_id: uuid(2), rating: 4 },
    });
  });
});
