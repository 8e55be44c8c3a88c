import {
  type InventoryItem,
  PET_MESSAGES,
  PET_SLOT_OF,
  type Pet,
  type PetCare,
  type PetItem,
  type StoreProduct,
} from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

type PetArt = Extract<StoreProduct['item'], { kind: 'pet' }>['art'];

const owned = (name: string, art: PetArt): InventoryItem => ({
  product: {
    id: crypto.randomUUID(),
    category_id: crypto.randomUUID(),
    sub_category_id: null,
    name,
    description: '',
    price: 20,
    stock: null,
    item: { kind: 'pet', art },
    repeatable: false,
    retired: false,
    available: true,
    owned: 1,
  },
  quantity: 1,
  acquired_at: '2026-11-20T12:00:00.000Z',
});

const COLLAR = owned('Coleira azul', 'coleira-azul');
const BALL = owned('Bola colorida', 'bola');
const itemOf = (item: InventoryItem): PetItem => {
  const art = item.product.item.kind === 'pet' ? item.product.item.art : 'bola';
  return { slot: PET_SLOT_OF[art], art, product_id: item.product.id, name: item.product.name };
};
const need = (care: PetCare, level: number) => ({
  care,
  level,
  cared_at: '2026-11-26T12:00:00.000Z',
  available: level <= 70,
});
const PIPOCA: Pet = {
  species: 'cachorro',
  name: 'Pipoca',
  adopted_at: '2026-11-20T12:00:00.000Z',
  mood: 'feliz',
  needs: [need('banho', 86), need('comida', 25), need('brincadeira', 58)],
  worn: [itemOf(COLLAR)],
};

function serve(start: Pet | null, options: { refuseCare?: string } = {}) {
  let pet = start;
  const calls: string[] = [];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname.startsWith('/api/store/')) {
      calls.push(`${method} ${url.pathname}${url.search}${init.body ? ` ${String(init.body)}` : ''}`);
    }
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/store/inventory') return jsonResponse(200, { items: [COLLAR, BALL] });
    if (url.pathname === '/api/store/pet' && method === 'GET') return jsonResponse(200, { pet });
    if (url.pathname === '/api/store/pet' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Pick<Pet, 'species' | 'name'>;
      pet = {
        ...PIPOCA,
        ...body,
        worn: [],
        needs: [need('banho', 100), need('comida', 100), need('brincadeira', 100)],
      };
      return jsonResponse(200, { pet });
    }
    if (!pet) return undefined;
    if (url.pathname === '/api/store/pet/care') {
      if (options.refuseCare) return jsonResponse(403, { message: options.refuseCare });
      const { care } = JSON.parse(String(init.body)) as { care: PetCare };
      pet = { ...pet, needs: pet.needs.map((old) => (old.care === care ? need(care, 100) : old)) };
      return jsonResponse(200, { pet });
    }
    if (url.pathname === '/api/store/pet/wear' && method === 'POST') {
      const { product_id } = JSON.parse(String(init.body)) as { product_id: string };
      const item = [COLLAR, BALL].find((candidate) => candidate.product.id === product_id);
      if (item) pet = { ...pet, worn: [...pet.worn.filter((old) => old.slot !== itemOf(item).slot), itemOf(item)] };
      return jsonResponse(200, { pet });
    }
    if (url.pathname.startsWith('/api/store/pet/wear/') && method === 'DELETE') {
      const slot = url.pathname.split('/').pop();
      pet = { ...pet, worn: pet.worn.filter((old) => old.slot !== slot) };
      return jsonResponse(200, { pet });
    }
    return undefined;
  });
  startSession('demo', buildLogin('school_student', { menu: menuOf({ diversao: ['loja', 'spa-do-pet'] }) }));
  return calls;
}

beforeAll(() => import('./pet-spa-screen.tsx'));
afterEach(() => logout());

describe("the 'Spa do pet' screen", () => {
  it('adopts a pet the first time: a species and a name, checked before it is sent', async () => {
    const calls = serve(null);
    renderApp('/demo/painel/spa-do-pet');
    await screen.findByRole('heading', { name: 'Adote um pet' }, { timeout: 5_000 });
    const name = screen.getByRole('textbox', { name: 'Nome do pet' });
    await userEvent.click(screen.getByRole('button', { name: 'Adotar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PET_MESSAGES.name);
    await userEvent.type(name, 'Rex<3');
    await userEvent.click(screen.getByRole('button', { name: 'Adotar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PET_MESSAGES.nameCharacters));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Gato' }));
    await userEvent.clear(name);
    await userEvent.type(name, 'Mimi');
    await userEvent.click(screen.getByRole('button', { name: 'Adotar' }));
    await screen.findByRole('img', { name: 'Mimi, seu gato, está feliz' });
    expect(calls).toContain('POST /api/store/pet {"species":"gato","name":"Mimi"}');
  }, 20_000);

  it('draws the pet with what it wears, and cares for it when a need is low', async () => {
    const calls = serve(PIPOCA);
    renderApp('/demo/painel/spa-do-pet');
    await screen.findByRole('img', { name: 'Pipoca, seu cachorro, está feliz' });
    expect(screen.getByText('Com: Coleira azul')).toBeInTheDocument();
    expect(screen.getByText('Limpinho! Banho de novo mais tarde.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar banho' })).not.toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Barriga cheia' })).toHaveAttribute('value', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Alimentar' }));
    await screen.findByText('De barriga cheia! Comida de novo mais tarde.');
    expect(calls).toContain('POST /api/store/pet/care {"care":"comida"}');
    expect(screen.getByRole('meter', { name: 'Barriga cheia' })).toHaveAttribute('value', '100');
  });

  it('puts owned items on and takes them off by slot, with a way to the pet shelf of the store', async () => {
    const calls = serve(PIPOCA);
    renderApp('/demo/painel/spa-do-pet');
    const neck = await screen.findByRole('region', { name: 'Pescoço' });
    expect(within(neck).getByText('Usando')).toBeInTheDocument();
    const toys = screen.getByRole('region', { name: 'Brinquedos' });
    await userEvent.click(within(toys).getByRole('button', { name: 'Colocar Bola colorida' }));
    await within(toys).findByRole('button', { name: 'Tirar Bola colorida' });
    expect(screen.getByText('Com: Coleira azul, Bola colorida')).toBeInTheDocument();
    await userEvent.click(within(neck).getByRole('button', { name: 'Tirar Coleira azul' }));
    await within(neck).findByRole('button', { name: 'Colocar Coleira azul' });
    expect(calls).toContain('DELETE /api/store/pet/wear/pescoco');
    expect(screen.getByRole('link', { name: 'Comprar itens para o pet na loja' })).toHaveAttribute(
      'href',
      '/demo/painel/loja?categoria=pet',
    );
  });

  it("shows the server's refusal in Portuguese (a guardian's session looks only)", async () => {
    serve(PIPOCA, { refuseCare: PET_MESSAGES.delegated });
    renderApp('/demo/painel/spa-do-pet');
    await userEvent.click(await screen.findByRole('button', { name: 'Alimentar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PET_MESSAGES.delegated));
  });
});
