import type { InventoryResponse, LoginResponse, PetResponse } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { DEMO_PET, seedDemoPet } from './demo-pet.ts';
import { seedDemo } from './seed.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // The seed dates the pet's cares from the real time; the server's clock must agree.
  ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
  await seedDemo(ctx.db, ctx.config);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username: 'aluno1', password: DEMO_PASSWORD, platform: 'demo' },
  });
  token = login.json<LoginResponse>().auth_token;
});
afterAll(() => ctx.close());

describe("aluno1's demo pet", () => {
  it('is adopted, hungry, and wears the collar bought in the store; the bank lists the purchase', async () => {
    const { pet } = (
      await ctx.app.inject({ method: 'GET', url: '/api/store/pet', headers: bearer(token) })
    ).json<PetResponse>();
    expect(pet).toMatchObject({ species: 'cachorro', name: 'Pipoca' });
    expect(pet?.worn.map((item) => [item.slot, item.art, item.name])).toEqual([
      ['pescoco', 'coleira-azul', 'Coleira azul'],
    ]);
    expect(pet?.needs.find((need) => need.care === 'comida')?.available).toBe(true);
    const statement = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/transactions/statements',
      headers: bearer(token),
    });
    expect(JSON.stringify(statement.json())).toContain('Compra: Coleira azul');
  });

  it('is seeded once: a second seed buys nothing more', async () => {
    await seedDemoPet(ctx.db, DEMO_PET);
    const inventory = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/inventory?kind=pet',
      headers: bearer(token),
    });
    expect(inventory.json<InventoryResponse>().items.map((item) => [item.product.name, item.quantity])).toEqual([
      ['Coleira azul', 1],
    ]);
  });
});
