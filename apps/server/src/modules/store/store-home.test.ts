import { HOME_MESSAGES, STORE_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer } from '../../../test/harness.ts';
import { grantPokz } from '../ledger/ledger.fixture.ts';
import {
  buildOwnershipWorld,
  buildProduct,
  buildStoreCategory,
  type OwnershipWorld,
  refusal,
} from './store.fixture.ts';
import type { storeProducts } from './store.tables.ts';

/** Minha casa (ours): who may furnish the room, with what, and where. */

type ProductRow = typeof storeProducts.$inferSelect;

let ctx: OwnershipWorld['ctx'];
let call: OwnershipWorld['call'];
let as: OwnershipWorld['as'];
let buy: OwnershipWorld['buy'];
let world: ActivityWorld;
let adminToken: string;
let foreignStudent: string;
let sofa: ProductRow;
let rug: ProductRow;
let picture: ProductRow;
let lamp: ProductRow;
let avatarItem: ProductRow;
let foreignSofa: ProductRow;

const place = (token: string, product: { id: string }, spot: object) =>
  call(token, 'PUT', `/store/home/pieces/${product.id}`, spot);
const remove = (token: string, product: { id: string }) => call(token, 'DELETE', `/store/home/pieces/${product.id}`);
const room = (response: { json(): { pieces: { art: string; x: number; y: number }[] } }) =>
  response.json().pieces.map((piece) => `${piece.art}@${piece.x},${piece.y}`);

beforeAll(async () => {
  const built = await buildOwnershipWorld('mobiliar');
  ({ ctx, world, adminToken, foreignStudent, call, as, buy } = built);
  const { foreign } = built;
  const platformId = world.platform.id;

  const homeShelf = await buildStoreCategory(ctx.db, platformId, 'home');
  sofa = await buildProduct(ctx.db, homeShelf, { name: 'Sofá', item: { kind: 'home', art: 'sofa' } });
  rug = await buildProduct(ctx.db, homeShelf, { name: 'Tapete', item: { kind: 'home', art: 'tapete' } });
  picture = await buildProduct(ctx.db, homeShelf, { name: 'Quadro', item: { kind: 'home', art: 'quadro' } });
  lamp = await buildProduct(ctx.db, homeShelf, { name: 'Abajur', item: { kind: 'home', art: 'abajur' } });
  avatarItem = await buildProduct(ctx.db, await buildStoreCategory(ctx.db, platformId, 'avatar', { position: 1 }));
  foreignSofa = await buildProduct(ctx.db, await buildStoreCategory(ctx.db, foreign.id, 'home'));

  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student1.id, 100);
  for (const product of [sofa, rug, picture, lamp, avatarItem]) {
    expect((await buy('student1', product)).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /store/home and PUT /store/home/pieces/{product_id}', () => {
  it('starts empty, places owned pieces, and moves one without leaving a copy behind', async () => {
    expect(room(await call(as('student1'), 'GET', '/store/home'))).toEqual([]);
    expect(room(await place(as('student1'), sofa, { x: 1, y: 2 }))).toEqual(['sofa@1,2']);
    const placed = await place(as('student1'), picture, { x: 3, y: 0 });
    expect(room(placed)).toEqual(['quadro@3,0', 'sofa@1,2']);
    expect(placed.json().pieces[0]).toEqual({ product_id: picture.id, name: 'Quadro', art: 'quadro', x: 3, y: 0 });
    expect(room(await place(as('student1'), sofa, { x: 4, y: 3 }))).toEqual(['quadro@3,0', 'sofa@4,3']);
    expect(room(await place(as('student1'), sofa, { x: 4, y: 3 }))).toEqual(['quadro@3,0', 'sofa@4,3']);
    expect(room(await call(as('student1'), 'GET', '/store/home'))).toEqual(['quadro@3,0', 'sofa@4,3']);
  });

  it('lays a rug under a piece, but never two standing pieces on one spot', async () => {
    expect(room(await place(as('student1'), rug, { x: 4, y: 3 }))).toEqual(['quadro@3,0', 'sofa@4,3', 'tapete@4,3']);
    expect(refusal(await place(as('student1'), lamp, { x: 4, y: 3 }))).toEqual([409, HOME_MESSAGES.spotTaken]);
    expect(room(await call(as('student1'), 'GET', '/store/home'))).toEqual(['quadro@3,0', 'sofa@4,3', 'tapete@4,3']);
  });

  it('hangs the picture on the wall only, and keeps the rest on the floor', async () => {
    expect(refusal(await place(as('student1'), picture, { x: 0, y: 2 }))).toEqual([400, HOME_MESSAGES.wallOnly]);
    expect(refusal(await place(as('student1'), lamp, { x: 0, y: 0 }))).toEqual([400, HOME_MESSAGES.floorOnly]);
    expect(refusal(await place(as('student1'), rug, { x: 0, y: 0 }))).toEqual([400, HOME_MESSAGES.floorOnly]);
  });

  it('refuses spots outside the room and malformed requests, changing nothing', async () => {
    for (const spot of [
      { x: 6, y: 1 },
      { x: -1, y: 1 },
      { x: 1, y: 4 },
      { x: 1.5, y: 1 },
      { x: '1', y: 1 },
      { x: 1 },
    ]) {
      const refused = await place(as('student1'), lamp, spot);
      expect([refused.statusCode, refused.json().fields?.[0]?.message]).toEqual([400, HOME_MESSAGES.spot]);
    }
    expect((await place(as('student1'), lamp, { x: 1, y: 1, z: 2 })).statusCode).toBe(400);
    expect((await call(as('student1'), 'PUT', '/store/home/pieces/nao-e-id', { x: 1, y: 1 })).statusCode).toBe(400);
    expect(room(await call(as('student1'), 'GET', '/store/home'))).toEqual(['quadro@3,0', 'sofa@4,3', 'tapete@4,3']);
  });

  it('refuses what the student does not own, what is not for the home, and other platforms’ products', async () => {
    expect(refusal(await place(as('student2'), sofa, { x: 0, y: 1 }))).toEqual([409, STORE_MESSAGES.notOwned]);
    expect(refusal(await place(as('student1'), avatarItem, { x: 0, y: 1 }))).toEqual([409, HOME_MESSAGES.notHomeItem]);
    expect(refusal(await place(as('student1'), foreignSofa, { x: 0, y: 1 }))).toEqual([
      404,
      STORE_MESSAGES.productNotFound,
    ]);
    expect(room(await call(as('student2'), 'GET', '/store/home'))).toEqual([]);
  });

  it('gives each student their own room: a spot taken in one is free in another', async () => {
    expect(room(await call(foreignStudent, 'GET', '/store/home'))).toEqual([]);
    await grantPokz(ctx.db, ctx.clock, world.platform.id, world.users.student2.id, 20);
    expect((await buy('student2', lamp)).statusCode).toBe(200);
    expect(room(await place(as('student2'), lamp, { x: 4, y: 3 }))).toEqual(['abajur@4,3']);
  });

  it('refuses teachers, coordinators, guardians and administrators', async () => {
    for (const token of [as('teacher'), as('coordinator'), as('guardian'), adminToken]) {
      expect((await call(token, 'GET', '/store/home')).statusCode).toBe(403);
      expect((await place(token, sofa, { x: 0, y: 1 })).statusCode).toBe(403);
      expect((await remove(token, sofa)).statusCode).toBe(403);
    }
  });

  it('lets a guardian’s session opened as the student look, never furnish', async () => {
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
      headers: bearer(as('guardian')),
    });
    const dependent = opened.json().auth_token as string;
    const looked = await call(dependent, 'GET', '/store/home');
    expect(looked.statusCode).toBe(200);
    for (const refused of [await place(dependent, lamp, { x: 0, y: 1 }), await remove(dependent, sofa)]) {
      expect(refusal(refused)).toEqual([403, HOME_MESSAGES.delegatedFurnishing]);
    }
    expect(room(await call(as('student1'), 'GET', '/store/home'))).toEqual(room(looked));
  });
});

describe('DELETE /store/home/pieces/{product_id}', () => {
  it('takes the piece back to the tray, leaving the rest; removing one not placed changes nothing', async () => {
    expect(room(await remove(as('student1'), sofa))).toEqual(['quadro@3,0', 'tapete@4,3']);
    expect(room(await remove(as('student1'), lamp))).toEqual(['quadro@3,0', 'tapete@4,3']);
    expect(room(await place(as('student1'), lamp, { x: 4, y: 3 }))).toEqual(['quadro@3,0', 'abajur@4,3', 'tapete@4,3']);
    expect((await call(as('student1'), 'DELETE', '/store/home/pieces/nao-e-id')).statusCode).toBe(400);
  });
});
