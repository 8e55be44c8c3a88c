import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../../test/fixtures.ts';
import { BackgroundSection } from './preferences-sections.tsx';

const sky = { id: 'ceu', name: 'Céu', colors: ['#A1C4FD', '#C2E9FB'], art: null, owned: true, store: null };
const stars = { id: 'estrelas', name: 'Noite estrelada', colors: null, art: 'estrelas', owned: true, store: null };
const waves = {
  id: 'ondas',
  name: 'Ondas do mar',
  colors: null,
  art: 'ondas',
  owned: false,
  store: { product_id: 'p-ondas', category_id: 'c-fundos', price: 80 },
};

function renderSection(menu: Record<string, readonly string[]>) {
  const chosenBodies: unknown[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/students/backgrounds') return jsonResponse(200, { backgrounds: [sky, stars, waves] });
    if (url.pathname !== '/api/students/backgrounds/chosen') return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      chosenBodies.push(body);
      return jsonResponse(200, { background: body.background_id === 'estrelas' ? stars : null });
    }
    return jsonResponse(200, { background: null });
  });
  startSession('demo', buildLogin('school_student', { menu: menuOf(menu) }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <MemoryRouter>
          <BackgroundSection />
        </MemoryRouter>
      </PlatformContext>
    </QueryClientProvider>,
  );
  return chosenBodies;
}

afterEach(() => logout());

describe('BackgroundSection', () => {
  it('offers the free backgrounds and those bought in the store, and saves the one picked', async () => {
    const bodies = renderSection({ diversao: ['loja'] });
    const bought = await screen.findByRole('button', { name: 'Escolher o fundo Noite estrelada' }, { timeout: 5_000 });
    expect(bought.querySelector('svg')).toHaveAttribute('data-art', 'estrelas');
    expect(screen.getByRole('button', { name: 'Escolher o fundo Céu' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Padrão da plataforma' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bought);
    expect(bodies).toEqual([{ background_id: 'estrelas' }]);
    expect(await screen.findByRole('button', { name: 'Escolher o fundo Noite estrelada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows one not bought with its price and the way to the store's category, and never chooses it", async () => {
    const bodies = renderSection({ diversao: ['loja'] });
    const forSale = await screen.findByRole('region', { name: 'Na loja' }, { timeout: 5_000 });
    expect(within(forSale).getByRole('button', { name: 'Ondas do mar' })).toBeDisabled();
    expect(within(forSale).getByText(/80 Pokz/)).toBeInTheDocument();
    expect(within(forSale).getByRole('link', { name: 'Comprar Ondas do mar na loja' })).toHaveAttribute(
      'href',
      '/demo/painel/loja?categoria=background',
    );
    expect(bodies).toEqual([]);
  });

  it('leaves the link out when the student’s menu has no store', async () => {
    renderSection({ progresso: ['banco'] });
    await screen.findByRole('region', { name: 'Na loja' }, { timeout: 5_000 });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
