import { LEDGER_MESSAGES, STORE_MESSAGES, type StoreProduct } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import StoreScreen from './store-screen.tsx';

const AVATAR = '11111111-1111-4111-8111-111111111111';
const PARK = '22222222-2222-4222-8222-222222222222';
const GLASSES = '33333333-3333-4333-8333-333333333333';

const product = (overrides: Partial<StoreProduct>): StoreProduct => ({
  id: crypto.randomUUID(),
  category_id: AVATAR,
  sub_category_id: GLASSES,
  name: 'Produto',
  description: '',
  price: 30,
  stock: null,
  item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant04' },
  repeatable: false,
  retired: false,
  available: true,
  owned: 0,
  ...overrides,
});

const ROUND = product({ name: 'Óculos redondos', description: 'Para ler as estrelas.', price: 30, stock: 3 });
const SUN = product({ name: 'Óculos escuros', price: 40, owned: 1 });
const STAR = product({ name: 'Óculos de estrela', price: 20, stock: 0, available: false });
const PACK = product({
  category_id: PARK,
  sub_category_id: null,
  name: 'Pacote de 10 créditos',
  price: 20,
  item: { kind: 'park_credits', credits: 10 },
  repeatable: true,
  owned: 2,
});

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

function renderStore(options: { balance?: number; buy?: () => Response; address?: string } = {}) {
  const calls: Call[] = [];
  let balance = options.balance ?? 100;
  answerFetch((url, init) => {
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    switch (url.pathname) {
      case '/api/identity/students/score_balance':
        return jsonResponse(200, {
          balance,
          score: 100,
          currency: 'Pokz',
          statements: [],
          totalStatements: 0,
        });
      case '/api/store/categories':
        return jsonResponse(200, {
          categories: [
            { id: AVATAR, slug: 'avatar', name: 'Avatar', kind: 'avatar' },
            { id: PARK, slug: 'parque', name: 'Parque', kind: 'park_credits' },
          ],
        });
      case '/api/store/sub_categories':
        return jsonResponse(200, {
          sub_categories:
            url.searchParams.get('category_id') === AVATAR
              ? [{ id: GLASSES, category_id: AVATAR, slug: 'oculos', name: 'Óculos' }]
              : [],
        });
      case '/api/store/products_list': {
        const products = url.searchParams.get('category_id') === PARK ? [PACK] : [ROUND, SUN, STAR];
        return jsonResponse(200, { products, total: products.length, page_size: 24 });
      }
      case '/api/store/find_product':
        return jsonResponse(200, { products: [ROUND] });
      case '/api/store/buy_product':
        if (options.buy) return options.buy();
        balance -= 30;
        return jsonResponse(200, {
          purchase: { id: crypto.randomUUID(), product_id: ROUND.id, price: 30, date: '2026-03-02T12:00:00.000Z' },
          product: { ...ROUND, owned: 1, stock: 2 },
          pokzBalance: balance,
        });
    }
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.address ?? '/demo/painel/loja']}>
        <StoreScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('StoreScreen', () => {
  it('shows the balance, the categories and each product with its price and state', async () => {
    const calls = renderStore();
    expect(await screen.findByText('Seu saldo: 100 Pokz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avatar', pressed: true })).toBeInTheDocument();
    const round = await card('Óculos redondos');
    expect(within(round).getByText('30 Pokz')).toBeInTheDocument();
    expect(within(round).getByText('Restam 3')).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: 'Comprar Óculos redondos' })).toBeEnabled();
    const sun = await card('Óculos escuros');
    expect(within(sun).getByText('Você já tem')).toBeInTheDocument();
    expect(within(sun).queryByRole('button')).not.toBeInTheDocument();
    const star = await card('Óculos de estrela');
    expect(within(star).getByText('Esgotado')).toBeInTheDocument();
    expect(within(star).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/store/products_list')?.query).toEqual({
      category_id: AVATAR,
      page: '1',
    });
  });

  it('goes through categories and sub-categories, and shows only what the balance buys', async () => {
    const user = userEvent.setup();
    const calls = renderStore({ balance: 25 });
    await user.click(await screen.findByRole('button', { name: 'Óculos' }));
    await waitFor(() =>
      expect(calls.at(-1)?.query).toEqual({ category_id: AVATAR, sub_category_id: GLASSES, page: '1' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Só o que posso comprar' }));
    await waitFor(() => expect(calls.at(-1)?.query.max_price).toBe('25'));
    await user.click(screen.getByRole('button', { name: 'Parque' }));
    const pack = await card('Pacote de 10 créditos');
    expect(within(pack).getByText('10 créditos')).toBeInTheDocument();
    expect(within(pack).getByText('Você tem 2')).toBeInTheDocument();
    expect(within(pack).getByRole('button', { name: 'Comprar Pacote de 10 créditos' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Subcategorias' })).not.toBeInTheDocument();
  });

  it('buys after confirming, once per confirmed purchase, and shows the new balance', async () => {
    const user = userEvent.setup();
    const calls = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Comprar Óculos redondos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar Óculos redondos?' });
    expect(within(dialog).getByText('Preço: 30 Pokz')).toBeInTheDocument();
    expect(within(dialog).getByText('Seu saldo depois da compra: 70 Pokz')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const purchase = calls.find((call) => call.path === '/api/store/buy_product');
    expect(purchase).toMatchObject({ method: 'POST', body: { product_id: ROUND.id, price: 30 } });
    expect(purchase?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Seu saldo: 70 Pokz')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Portuguese and tries again with the same key', async () => {
    const user = userEvent.setup();
    const calls = renderStore({ buy: () => jsonResponse(409, { message: STORE_MESSAGES.soldOut }) });
    await user.click(await screen.findByRole('button', { name: 'Comprar Óculos redondos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STORE_MESSAGES.soldOut);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/store/buy_product')).toHaveLength(2));
    const keys = calls
      .filter((call) => call.path === '/api/store/buy_product')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });

  it('does not offer to confirm what the balance cannot pay', async () => {
    const user = userEvent.setup();
    renderStore({ balance: 10 });
    await user.click(await screen.findByRole('button', { name: 'Comprar Óculos redondos' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.insufficientBalance);
    expect(within(dialog).getByRole('button', { name: 'Confirmar compra' })).toBeDisabled();
  });

  it('searches the whole store and goes back to the shelves', async () => {
    const user = userEvent.setup();
    const calls = renderStore();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar na loja' }), 'oculos');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Resultados para “oculos”' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/store/find_product')?.query).toEqual({ q: 'oculos' });
    expect(await card('Óculos redondos')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Óculos escuros' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await card('Óculos escuros')).toBeInTheDocument();
  });
});
