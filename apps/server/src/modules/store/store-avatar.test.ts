import { STORE_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer } from '../../../test/harness.ts';
import { grantPokz } from '../ledger/ledger.fixture.ts';
import { buildOwnershipWorld, buildProduct, buildStoreCategory, type OwnershipWorld } from './store.fixture.ts';
import type { storeProducts } from './store.tables.ts';

/** The avatar's worn items (ours): who may dress it, and only with what they own. */

type ProductRow = typeof storeProducts.$inferSelect;

let ctx: OwnershipWorld['ctx'];
let call: OwnershipWorld['call'];
let as: OwnershipWorld['as'];
let buy: OwnershipWorld['buy'];
let world: ActivityWorld;
let adminToken: string;
let foreignStudent: string;
let roundGlasses: ProductRow;
let squareGlasses: ProductRow;
let longHair: ProductRow;
let creditsPack: ProductRow;
let foreignHair: ProductRow;

const wear = (token: string, product: { id: string }) =>
  call(token, 'POST', '/store/avatar/wear', { product_id: product.id });
const worn = (response: { json(): { worn: { option: string; value: string }[] } }) =>
  response.json().worn.map((item) => `${item.option}:${item.value}`);

beforeAll(async () => {
  const built = await buildOwnershipWorld('vestir');
  ({ ctx, world, adminToken, foreignStudent, call, as, buy } = built);
  const { foreign } = built;
  const platformId = world.platform.id;

  const avatar = await buildStoreCategory(ctx.db, platformId, 'avatar');
  const park = await buildStoreCategory(ctx.db, platformId, 'park_credits', { position: 1 });
  roundGlasses = await buildProduct(ctx.db, avatar, {
    item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant01' },
  });
  squareGlasses = await buildProduct(ctx.db, avatar, {
    item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant03' },
  });
  longHair = await buildProduct(ctx.db, avatar, {
    item: { kind: 'avatar', style: 'adventurer', option: 'hair', value: 'long01' },
  });
  creditsPack = await buildProduct(ctx.db, park);
  foreignHair = await buildProduct(ctx.db, await buildStoreCategory(ctx.db, foreign.id, 'avatar'));

  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student1.id, 100);
  for (const product of [roundGlasses, squareGlasses, longHair, creditsPack]) {
    expect((await buy('student1', product)).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /store/avatar and POST /store/avatar/wear', () => {
  it('starts bare, then wears one owned item per option, the last put on replacing the other', async () => {
    expect(worn(await call(as('student1'), 'GET', '/store/avatar'))).toEqual([]);
    expect(worn(await wear(as('student1'), roundGlasses))).toEqual(['glasses:variant01']);
    expect(worn(await wear(as('student1'), longHair))).toEqual(['glasses:variant01', 'hair:long01']);
    const swapped = await wear(as('student1'), squareGlasses);
    expect(worn(swapped)).toEqual(['glasses:variant03', 'hair:long01']);
    expect(swapped.json().worn[0]).toMatchObject({ product_id: squareGlasses.id, name: squareGlasses.name });
    expect(worn(await call(as('student1'), 'GET', '/store/avatar'))).toEqual(['glasses:variant03', 'hair:long01']);
  });

  it('refuses what the student does not own, what is not for the avatar, and other platforms’ products', async () => {
    const notOwned = await wear(as('student2'), roundGlasses);
    expect([notOwned.statusCode, notOwned.json().message]).toEqual([409, STORE_MESSAGES.notOwned]);
    const credits = await wear(as('student1'), creditsPack);
    expect([credits.statusCode, credits.json().message]).toEqual([409, STORE_MESSAGES.notAvatarItem]);
    const foreign = await wear(as('student1'), foreignHair);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, STORE_MESSAGES.productNotFound]);
    const bad = await call(as('student1'), 'POST', '/store/avatar/wear', { product_id: 'nao-e-id' });
    expect(bad.statusCode).toBe(400);
    expect(worn(await call(as('student2'), 'GET', '/store/avatar'))).toEqual([]);
  });

  it('refuses teachers, coordinators, guardians and administrators', async () => {
    for (const token of [as('teacher'), as('coordinator'), as('guardian'), adminToken]) {
      expect((await call(token, 'GET', '/store/avatar')).statusCode).toBe(403);
      expect((await wear(token, roundGlasses)).statusCode).toBe(403);
      expect((await call(token, 'DELETE', '/store/avatar/wear/glasses')).statusCode).toBe(403);
    }
  });

  it('lets a guardian’s session opened as the student look, never dress', async () => {
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
      headers: bearer(as('guardian')),
    });
    const dependent = opened.json().auth_token as string;
    const looked = await call(dependent, 'GET', '/store/avatar');
    expect(looked.statusCode).toBe(200);
    for (const refused of [
      await wear(dependent, longHair),
      await call(dependent, 'DELETE', '/store/avatar/wear/hair'),
    ]) {
      expect([refused.statusCode, refused.json().message]).toEqual([403, STORE_MESSAGES.delegatedDressing]);
    }
    expect(worn(await call(as('student1'), 'GET', '/store/avatar'))).toEqual(worn(looked));
  });

  it('shows each student only their own avatar', async () => {
    expect(worn(await call(foreignStudent, 'GET', '/store/avatar'))).toEqual([]);
  });
});

describe('DELETE /store/avatar/wear/{option}', () => {
  it('takes off the option, leaving the rest; taking off what is not worn changes nothing', async () => {
    expect(worn(await call(as('student1'), 'DELETE', '/store/avatar/wear/glasses'))).toEqual(['hair:long01']);
    expect(worn(await call(as('student1'), 'DELETE', '/store/avatar/wear/earrings'))).toEqual(['hair:long01']);
    const unknown = await call(as('student1'), 'DELETE', '/store/avatar/wear/skinColor');
    expect([unknown.statusCode, unknown.json().fields?.[0]?.message]).toEqual([400, STORE_MESSAGES.item]);
  });
});
