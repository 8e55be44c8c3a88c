import { type InventoryItem, STORE_MESSAGES, type StoreProduct, type WornItem } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const owned = (name: string, item: Extract<StoreProduct['item'], { kind: 'avatar' }>): InventoryItem => ({
  product: {
    id: crypto.randomUUID(),
    category_id: crypto.randomUUID(),
    sub_category_id: null,
    name,
    description: '',
    price: 30,
    stock: null,
    item,
    repeatable: false,
    retired: false,
    available: true,
    owned: 1,
  },
  quantity: 1,
  acquired_at: '2026-11-20T12:00:00.000Z',
});

const ROUND = owned('Óculos redondos', { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant01' });
const LONG = owned('Cabelo longo', { kind: 'avatar', style: 'adventurer', option: 'hair', value: 'long01' });
const wornOf = (item: InventoryItem): WornItem => ({
  option: item.product.item.kind === 'avatar' ? item.product.item.option : 'hair',
  value: item.product.item.kind === 'avatar' ? item.product.item.value : '',
  product_id: item.product.id,
  name: item.product.name,
});

function serve(items: InventoryItem[], options: { refuseWear?: boolean } = {}) {
  let worn: WornItem[] = [wornOf(LONG)];
  const calls: string[] = [];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname.startsWith('/api/store/')) calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/store/inventory') return jsonResponse(200, { items });
    if (url.pathname === '/api/store/avatar') return jsonResponse(200, { worn });
    if (url.pathname === '/api/store/avatar/wear' && method === 'POST') {
      if (options.refuseWear) return jsonResponse(409, { message: STORE_MESSAGES.notOwned });
      const { product_id } = JSON.parse(String(init.body)) as { product_id: string };
      const item = items.find((candidate) => candidate.product.id === product_id);
      if (item) worn = [...worn.filter((piece) => piece.option !== wornOf(item).option), wornOf(item)];
      return jsonResponse(200, { worn });
    }
    if (url.pathname.startsWith('/api/store/avatar/wear/') && method === 'DELETE') {
      const option = url.pathname.split('/').pop();
      worn = worn.filter((piece) => piece.option !== option);
      return jsonResponse(200, { worn });
    }
    return undefined;
  });
  startSession('demo', buildLogin('school_student', { menu: menuOf({ diversao: ['loja', 'spa-do-avatar'] }) }));
  return calls;
}

beforeAll(() => import('./avatar-spa-screen.tsx'));
afterEach(() => logout());

describe("the 'Spa do avatar' screen", () => {
  it('draws the avatar and lists the owned items by option, the worn one marked, with a way to the store', async () => {
    serve([ROUND, LONG]);
    renderApp('/demo/painel/spa-do-avatar');
    await screen.findByRole('heading', { name: 'Spa do avatar', level: 1 });
    expect(screen.getByRole('img', { name: 'Seu avatar' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    const hair = await screen.findByRole('region', { name: 'Cabelos' });
    expect(within(hair).getByText('Vestindo')).toBeInTheDocument();
    expect(within(hair).getByRole('button', { name: 'Tirar Cabelo longo' })).toBeInTheDocument();
    const glasses = screen.getByRole('region', { name: 'Óculos' });
    expect(within(glasses).getByRole('button', { name: 'Vestir Óculos redondos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Brincos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar mais itens na loja' })).toHaveAttribute(
      'href',
      '/demo/painel/loja?categoria=avatar',
    );
  });

  it('puts an item on and takes one off, the avatar redrawn from the answer', async () => {
    const calls = serve([ROUND, LONG]);
    renderApp('/demo/painel/spa-do-avatar');
    const avatar = await screen.findByRole('img', { name: 'Seu avatar' });
    const before = avatar.getAttribute('src');
    await userEvent.click(await screen.findByRole('button', { name: 'Vestir Óculos redondos' }));
    await screen.findByRole('button', { name: 'Tirar Óculos redondos' });
    expect(calls).toContain('POST /api/store/avatar/wear');
    expect(screen.getByRole('img', { name: 'Seu avatar' }).getAttribute('src')).not.toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'Tirar Cabelo longo' }));
    await screen.findByRole('button', { name: 'Vestir Cabelo longo' });
    expect(calls).toContain('DELETE /api/store/avatar/wear/hair');
  });

  it("says so when nothing is owned, and shows the server's refusal in Portuguese", async () => {
    serve([]);
    const first = renderApp('/demo/painel/spa-do-avatar');
    expect(await screen.findByText('Você ainda não tem itens para o avatar.')).toBeInTheDocument();
    first.unmount();
    logout();
    serve([ROUND], { refuseWear: true });
    renderApp('/demo/painel/spa-do-avatar');
    await userEvent.click(await screen.findByRole('button', { name: 'Vestir Óculos redondos' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(STORE_MESSAGES.notOwned));
  });
});
