import { type ManagedProduct, STORE_MESSAGES } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import StoreAdminScreen from './store-admin-screen.tsx';

const AVATAR = '11111111-1111-4111-8111-111111111111';
const PARK = '22222222-2222-4222-8222-222222222222';
const GLASSES = '33333333-3333-4333-8333-333333333333';

const managed = (overrides: Partial<ManagedProduct>): ManagedProduct => ({
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
  sold: 0,
  created_at: '2026-03-02T12:00:00.000Z',
  ...overrides,
});

const ROUND = managed({ name: 'Óculos redondos', sold: 4 });
const OLD = managed({ name: 'Óculos antigos', retired: true, available: false, stock: 2 });

function renderAdmin() {
  const calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
  answerFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    if (url.pathname === '/api/store/categories')
      return jsonResponse(200, {
        categories: [
          { id: AVATAR, slug: 'avatar', name: 'Avatar', kind: 'avatar' },
          { id: PARK, slug: 'parque', name: 'Parque', kind: 'park_credits' },
        ],
      });
    if (url.pathname === '/api/store/sub_categories')
      return jsonResponse(200, {
        sub_categories:
          url.searchParams.get('category_id') === AVATAR
            ? [{ id: GLASSES, category_id: AVATAR, slug: 'oculos', name: 'Óculos' }]
            : [],
      });
    if (url.pathname === '/api/store/products' && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, { products: [ROUND, OLD], total: 2, page_size: 24 });
    if (url.pathname === '/api/store/products') return jsonResponse(200, { product: managed(body) });
    if (url.pathname.startsWith('/api/store/products/'))
      return jsonResponse(200, { product: { ...OLD, ...body, retired: body.retired ?? OLD.retired } });
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StoreAdminScreen />
    </QueryClientProvider>,
  );
  return calls;
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('StoreAdminScreen', () => {
  it('lists the catalogue with price, stock, sales and status, and retires or puts back on sale', async () => {
    const user = userEvent.setup();
    const calls = renderAdmin();
    const round = await row('Óculos redondos');
    expect(within(round).getByText('Ilimitado')).toBeInTheDocument();
    expect(within(round).getByText('4')).toBeInTheDocument();
    expect(within(round).getByText('À venda')).toBeInTheDocument();
    expect(within(await row('Óculos antigos')).getByText('Fora de venda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirar da venda Óculos redondos' }));
    await user.click(screen.getByRole('button', { name: 'Voltar à venda Óculos antigos' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      [`/api/store/products/${ROUND.id}`, { retired: true }],
      [`/api/store/products/${OLD.id}`, { retired: false }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Parque' }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ category_id: PARK, page: '1' }));
  });

  it('changes a price and makes the stock unlimited', async () => {
    const user = userEvent.setup();
    const calls = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Editar Óculos antigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Óculos antigos' });
    const price = within(dialog).getByRole('spinbutton', { name: 'Preço (pokz)' });
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(STORE_MESSAGES.price)).toBeInTheDocument();
    await user.type(price, '45');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Estoque ilimitado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Óculos antigos',
      description: '',
      price: 45,
      stock: null,
    });
  });

  it('adds an avatar product whose item is a DiceBear option, with a preview', async () => {
    const user = userEvent.setup();
    const calls = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Novo produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo produto' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Subcategoria' }), 'Óculos');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), '  Óculos de sol ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Parte do avatar' }), 'Óculos');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(STORE_MESSAGES.item)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Modelo' }), 'variant01');
    expect(within(dialog).getByText('Prévia')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      category_id: AVATAR,
      sub_category_id: GLASSES,
      name: 'Óculos de sol',
      description: '',
      price: 10,
      stock: null,
      item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant01' },
    });
  });
});
