import {
  HOME_MESSAGES,
  type HomeArt,
  type HomePiece,
  type InventoryItem,
  type StoreCategory,
  type StoreProduct,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HomeScreen } from './home-screen.tsx';

const CASA: StoreCategory = { id: crypto.randomUUID(), slug: 'casa', name: 'Casa', kind: 'home' };

const product = (name: string, art: HomeArt, owned: number): StoreProduct => ({
  id: crypto.randomUUID(),
  category_id: CASA.id,
  sub_category_id: null,
  name,
  description: '',
  price: 40,
  stock: null,
  item: { kind: 'home', art },
  repeatable: false,
  retired: false,
  available: true,
  owned,
});
const SOFA = product('Sofá', 'sofa', 1);
const RUG = product('Tapete', 'tapete', 1);
const PICTURE = product('Quadro', 'quadro', 1);
const BED = product('Cama', 'cama', 0);
const owned = (item: StoreProduct): InventoryItem => ({
  product: item,
  quantity: 1,
  acquired_at: '2026-11-20T12:00:00Z',
});
const at = (item: StoreProduct, x: number, y: number): HomePiece => ({
  product_id: item.id,
  name: item.name,
  art: item.item.kind === 'home' ? item.item.art : 'sofa',
  x,
  y,
});

function serve(options: { refusePlace?: string } = {}) {
  let pieces: HomePiece[] = [at(SOFA, 2, 2)];
  const calls: string[] = [];
  const all = [SOFA, RUG, PICTURE, BED];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname.startsWith('/api/store/home')) {
      calls.push(
        `${method} ${url.pathname.replace(/[0-9a-f-]{36}/, ':id')}${init.body ? ` ${String(init.body)}` : ''}`,
      );
    }
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/store/inventory') return jsonResponse(200, { items: [SOFA, RUG, PICTURE].map(owned) });
    if (url.pathname === '/api/store/categories') return jsonResponse(200, { categories: [CASA] });
    if (url.pathname === '/api/store/products_list')
      return jsonResponse(200, { products: all, total: 4, page_size: 24 });
    if (url.pathname === '/api/store/home') return jsonResponse(200, { pieces });
    const id = url.pathname.split('/').pop();
    const item = all.find((candidate) => candidate.id === id);
    if (url.pathname.startsWith('/api/store/home/pieces/') && item && method === 'PUT') {
      if (options.refusePlace) return jsonResponse(409, { message: options.refusePlace });
      const { x, y } = JSON.parse(String(init.body)) as { x: number; y: number };
      pieces = [...pieces.filter((piece) => piece.product_id !== id), at(item, x, y)];
      return jsonResponse(200, { pieces });
    }
    if (url.pathname.startsWith('/api/store/home/pieces/') && method === 'DELETE') {
      pieces = pieces.filter((piece) => piece.product_id !== id);
      return jsonResponse(200, { pieces });
    }
    return undefined;
  });
  return calls;
}

const student = () => buildLogin('school_student', { menu: menuOf({ diversao: ['loja', 'minha-casa'] }) });
/** The screen alone, at its address (the dashboard's route is tested once, below). */
function renderHome({ readOnly = false } = {}) {
  startSession('demo', student());
  const router = createMemoryRouter(
    [{ path: '/demo/painel/minha-casa', element: <HomeScreen readOnly={readOnly} /> }],
    {
      initialEntries: ['/demo/painel/minha-casa'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const room = () => screen.findByRole('region', { name: 'Sala' });
const tray = () => screen.getByRole('region', { name: 'Seus móveis' });

afterEach(() => logout());

describe("the 'Minha casa' screen", () => {
  it('shows the room with what is placed, the tray with the rest, and what is missing leading to the store', async () => {
    serve();
    startSession('demo', student());
    renderApp('/demo/painel/minha-casa');
    await screen.findByRole('heading', { name: 'Minha casa', level: 1 });
    expect(
      within(await room()).getByRole('button', { name: 'Sofá, no chão, fileira 2, posição 3' }),
    ).toBeInTheDocument();
    expect(within(tray()).getByRole('button', { name: 'Tapete' })).toBeInTheDocument();
    expect(within(tray()).getByRole('button', { name: 'Quadro' })).toBeInTheDocument();
    const store = screen.getByRole('region', { name: 'Na loja' });
    expect(await within(store).findByRole('link', { name: 'Ver Cama na loja' })).toHaveAttribute(
      'href',
      '/demo/painel/loja?categoria=home',
    );
    expect(within(store).queryByRole('link', { name: 'Ver Sofá na loja' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Minha casa/ }).length).toBeGreaterThan(0);
  }, 20_000); // the whole app, menu and route included: slower than the screen alone

  it('places a piece chosen in the tray at a spot chosen in the room, and offers a picture only the wall', async () => {
    const calls = serve();
    renderHome();
    await room();
    await userEvent.click(within(tray()).getByRole('button', { name: 'Quadro' }));
    expect(screen.getAllByText('Você escolheu Quadro. Agora escolha um lugar na parede.')).not.toHaveLength(0);
    const spots = within(await room()).getAllByRole('button', { name: /^Colocar Quadro aqui/ });
    expect(spots).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(within(tray()).getByRole('button', { name: 'Tapete' }));
    // Under the sofa too: a rug lies under what stands on it; the wall is not offered.
    expect(within(await room()).getAllByRole('button', { name: /^Colocar Tapete aqui/ })).toHaveLength(18);
    await userEvent.click(screen.getByRole('button', { name: 'Colocar Tapete aqui: no chão, fileira 2, posição 3' }));
    expect(
      await within(await room()).findByRole('button', { name: 'Tapete, no chão, fileira 2, posição 3' }),
    ).toBeInTheDocument();
    expect(within(tray()).queryByRole('button', { name: 'Tapete' })).not.toBeInTheDocument();
    expect(calls).toContain('PUT /api/store/home/pieces/:id {"x":2,"y":2}');
  });

  it('moves a piece with the arrow keys, not onto the wall, and puts it away with Delete', async () => {
    const calls = serve();
    renderHome();
    const sofa = within(await room()).getByRole('button', { name: 'Sofá, no chão, fileira 2, posição 3' });
    sofa.focus();
    await userEvent.keyboard('{ArrowRight}');
    const moved = await within(await room()).findByRole('button', { name: 'Sofá, no chão, fileira 2, posição 4' });
    await waitFor(() => expect(moved).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await within(await room()).findByRole('button', { name: 'Sofá, no chão, fileira 1, posição 4' });
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByText('Não há lugar livre para esse lado.')).toBeInTheDocument();
    await userEvent.keyboard('{Delete}');
    expect(await within(tray()).findByRole('button', { name: 'Sofá' })).toBeInTheDocument();
    expect(calls).toEqual([
      'GET /api/store/home',
      'PUT /api/store/home/pieces/:id {"x":3,"y":2}',
      'PUT /api/store/home/pieces/:id {"x":3,"y":1}',
      'DELETE /api/store/home/pieces/:id',
    ]);
  });

  it("puts a chosen piece away with 'Guardar', and shows the server's refusal, the piece back where it was", async () => {
    serve({ refusePlace: HOME_MESSAGES.spotTaken });
    renderHome();
    await userEvent.click(within(await room()).getByRole('button', { name: 'Sofá, no chão, fileira 2, posição 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Colocar Sofá aqui: no chão, fileira 3, posição 1' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(HOME_MESSAGES.spotTaken));
    const sofa = within(await room()).getByRole('button', { name: 'Sofá, no chão, fileira 2, posição 3' });
    await userEvent.click(sofa);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Sofá' }));
    expect(await within(tray()).findByRole('button', { name: 'Sofá' })).toBeInTheDocument();
  });

  it('lets a guardian in the student’s session look without moving anything', async () => {
    serve();
    // The dashboard passes readOnly while a guardian's session is kept (student-minha-casa.tsx).
    renderHome({ readOnly: true });
    expect(await screen.findByText(/Ao entrar como responsável, você vê a casa/)).toBeInTheDocument();
    const shown = await room();
    expect(within(shown).getByRole('img', { name: 'Sofá, no chão, fileira 2, posição 3' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
    expect(within(tray()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(tray()).getByText('Tapete')).toBeInTheDocument();
  });
});
