import type { TrailFilters } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import TrailsScreen from '../trails-screen.tsx';
import { trailWith } from './test-trail.ts';

const FILTERS: TrailFilters = {
  bncc: [],
  keywords: [],
  grades: [],
  statuses: [],
  themes: [
    { id: 'desert', title: 'Deserto' },
    { id: 'space', title: 'Espaço' },
  ],
};

function serve() {
  let trail = trailWith([]);
  const sent: { method: string; path: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const path = url.pathname.replace('/api/trails', '');
    if (path === '/learning_trails/details') return jsonResponse(200, trail);
    if (path === '/learning_trails/filters') return jsonResponse(200, FILTERS);
    if (url.pathname === '/api/identity/filters/grades') return jsonResponse(200, { grades: [] });
    if (path.startsWith('/learning_trail_wizard/')) {
      const body =
        init.body instanceof FormData ? Object.fromEntries(init.body) : JSON.parse(String(init.body ?? 'null'));
      sent.push({ method: String(init.method), path, body });
      if (path === '/learning_trail_wizard/intro') trail = { ...trail, title: body.title, layout: body.layout ?? '' };
      return jsonResponse(init.method === 'POST' ? 201 : 200, trail);
    }
    return undefined;
  });
  return sent;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <TrailsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the trail wizard', () => {
  it('creates a draft from its intro and goes on to the classifiers, with the keywords hint', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderAt('/trilhas/nova');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/obrigatório/i);
    await user.type(screen.getByLabelText('Título'), 'Trilha das frações');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/learning_trail_wizard/intro',
      body: { title: 'Trilha das frações' },
    });
    expect(await screen.findByRole('heading', { name: 'Classificação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Palavras-chave')).toHaveAccessibleDescription(
      'As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)',
    );
    expect(screen.getByLabelText('Palavras-chave')).toHaveAttribute('placeholder', 'Ex.: adição, soma, subtração');
  }, 15_000);

  it('picks a map theme by its title among those the platform offers', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderAt('/trilhas/trilha-1/editar?etapa=mapa');
    await user.click(await screen.findByRole('radio', { name: 'Espaço' }));
    expect(screen.getByRole('radio', { name: 'Padrão da plataforma' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar tema' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/learning_trail_wizard/intro',
      body: { external_id: 'trilha-1', title: 'Trilha das frações', layout: 'space' },
    });
    expect(await screen.findByRole('heading', { name: 'Publicação' })).toBeInTheDocument();
  });
});
