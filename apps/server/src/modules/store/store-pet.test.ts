import { PET_MESSAGES, type PetResponse, STORE_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, signIn } from '../../../test/harness.ts';
import { grantPokz } from '../ledger/ledger.fixture.ts';
import {
  buildOwnershipWorld,
  buildProduct,
  buildStoreCategory,
  type OwnershipWorld,
  refusal,
} from './store.fixture.ts';
import type { storeProducts } from './store.tables.ts';

/** The pet (ours): who may adopt, dress and care for it, and only with what they own. */

type ProductRow = typeof storeProducts.$inferSelect;

const HOUR_MS = 3_600_000;
let ctx: OwnershipWorld['ctx'];
let call: OwnershipWorld['call'];
let as: OwnershipWorld['as'];
let buy: OwnershipWorld['buy'];
let world: ActivityWorld;
let adminToken: string;
let foreignStudent: string;
let blueCollar: ProductRow;
let bandana: ProductRow;
let partyHat: ProductRow;
let ball: ProductRow;
let avatarGlasses: ProductRow;
let foreignBone: ProductRow;

const petOf = (response: { json(): PetResponse }) => response.json().pet;
const worn = (response: { json(): PetResponse }) =>
  petOf(response)?.worn.map((item) => `${item.slot}:${item.art}`) ?? [];
const levels = (response: { json(): PetResponse }) =>
  Object.fromEntries(petOf(response)?.needs.map((need) => [need.care, [need.level, need.available]]) ?? []);
const adopt = (token: string, body: object) => call(token, 'POST', '/store/pet', body);
const wear = (token: string, product: { id: string }) =>
  call(token, 'POST', '/store/pet/wear', { product_id: product.id });
const care = (token: string, what: string) => call(token, 'POST', '/store/pet/care', { care: what });
/** Time passes for the pets; sessions end meanwhile, so the students and the guardian sign in again. */
async function hoursLater(hours: number) {
  ctx.clock.advance(hours * HOUR_MS);
  for (const who of ['student1', 'student3', 'guardian'] as const) {
    world.tokens[who] = await signIn(ctx.app, world.platform.slug, world.users[who].username);
  }
}

beforeAll(async () => {
  const built = await buildOwnershipWorld('pet');
  ({ ctx, world, adminToken, foreignStudent, call, as, buy } = built);
  const { foreign } = built;
  const platformId = world.platform.id;

  const pet = await buildStoreCategory(ctx.db, platformId, 'pet');
  const avatar = await buildStoreCategory(ctx.db, platformId, 'avatar', { position: 1 });
  blueCollar = await buildProduct(ctx.db, pet, { item: { kind: 'pet', art: 'coleira-azul' } });
  bandana = await buildProduct(ctx.db, pet, { item: { kind: 'pet', art: 'bandana' } });
  partyHat = await buildProduct(ctx.db, pet, { item: { kind: 'pet', art: 'chapeu-de-festa' } });
  ball = await buildProduct(ctx.db, pet, { item: { kind: 'pet', art: 'bola' } });
  avatarGlasses = await buildProduct(ctx.db, avatar);
  foreignBone = await buildProduct(ctx.db, await buildStoreCategory(ctx.db, foreign.id, 'pet'), {
    item: { kind: 'pet', art: 'osso' },
  });

  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student1.id, 100);
  for (const product of [blueCollar, bandana, partyHat, ball, avatarGlasses]) {
    expect((await buy('student1', product)).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /store/pet and POST /store/pet', () => {
  it('has no pet before adopting, then adopts one with every need full and a happy mood', async () => {
    expect(petOf(await call(as('student1'), 'GET', '/store/pet'))).toBeNull();
    const adopted = await adopt(as('student1'), { species: 'gato', name: '  Miau   de Souza ' });
    expect(adopted.statusCode).toBe(200);
    expect(petOf(adopted)).toMatchObject({
      species: 'gato',
      name: 'Miau de Souza',
      adopted_at: ctx.clock.now().toISOString(),
      mood: 'feliz',
      worn: [],
    });
    expect(levels(adopted)).toEqual({ banho: [100, false], comida: [100, false], brincadeira: [100, false] });
    expect(petOf(await call(as('student1'), 'GET', '/store/pet'))?.name).toBe('Miau de Souza');
  });

  it('adopts once only', async () => {
    expect(refusal(await adopt(as('student1'), { species: 'cachorro', name: 'Rex' }))).toEqual([
      409,
      PET_MESSAGES.alreadyAdopted,
    ]);
    expect(petOf(await call(as('student1'), 'GET', '/store/pet'))?.species).toBe('gato');
  });

  it('refuses an unknown species and a name too short, too long or with symbols, in Portuguese', async () => {
    for (const [body, message] of [
      [{ species: 'dragao', name: 'Rex' }, PET_MESSAGES.species],
      [{ species: 'cachorro', name: ' R ' }, PET_MESSAGES.name],
      [{ species: 'cachorro', name: 'R'.repeat(21) }, PET_MESSAGES.name],
      [{ species: 'cachorro', name: 'Rex<3' }, PET_MESSAGES.nameCharacters],
      [{ species: 'cachorro' }, PET_MESSAGES.name],
    ] as const) {
      const refused = await adopt(as('student2'), body);
      expect([refused.statusCode, refused.json().fields?.[0]?.message]).toEqual([400, message]);
    }
    expect(petOf(await call(as('student2'), 'GET', '/store/pet'))).toBeNull();
    expect((await adopt(as('student2'), { species: 'coelho', name: "Pé-d'Água" })).statusCode).toBe(200);
  });

  it('shows each student only their own pet', async () => {
    expect(petOf(await call(foreignStudent, 'GET', '/store/pet'))).toBeNull();
    expect(petOf(await call(as('student3'), 'GET', '/store/pet'))).toBeNull();
  });

  it('refuses teachers, coordinators, guardians and administrators', async () => {
    for (const token of [as('teacher'), as('coordinator'), as('guardian'), adminToken]) {
      expect((await call(token, 'GET', '/store/pet')).statusCode).toBe(403);
      expect((await adopt(token, { species: 'gato', name: 'Mimi' })).statusCode).toBe(403);
      expect((await wear(token, blueCollar)).statusCode).toBe(403);
      expect((await call(token, 'DELETE', '/store/pet/wear/pescoco')).statusCode).toBe(403);
      expect((await care(token, 'banho')).statusCode).toBe(403);
    }
  });
});

describe('POST /store/pet/wear and DELETE /store/pet/wear/{slot}', () => {
  it('puts owned items in their slots, one per slot, the last replacing the other; takes one off', async () => {
    expect(worn(await wear(as('student1'), blueCollar))).toEqual(['pescoco:coleira-azul']);
    expect(worn(await wear(as('student1'), partyHat))).toEqual(['cabeca:chapeu-de-festa', 'pescoco:coleira-azul']);
    expect(worn(await wear(as('student1'), ball))).toEqual([
      'brinquedo:bola',
      'cabeca:chapeu-de-festa',
      'pescoco:coleira-azul',
    ]);
    const swapped = await wear(as('student1'), bandana);
    expect(worn(swapped)).toEqual(['brinquedo:bola', 'cabeca:chapeu-de-festa', 'pescoco:bandana']);
    expect(petOf(swapped)?.worn[2]).toMatchObject({ product_id: bandana.id, name: bandana.name });
    expect(worn(await call(as('student1'), 'DELETE', '/store/pet/wear/cabeca'))).toEqual([
      'brinquedo:bola',
      'pescoco:bandana',
    ]);
    expect(worn(await call(as('student1'), 'DELETE', '/store/pet/wear/cama'))).toEqual([
      'brinquedo:bola',
      'pescoco:bandana',
    ]);
  });

  it('refuses what is not owned, not for the pet, of another platform, an unknown slot, and before adopting', async () => {
    expect(refusal(await wear(as('student2'), blueCollar))).toEqual([409, STORE_MESSAGES.notOwned]);
    expect(refusal(await wear(as('student1'), avatarGlasses))).toEqual([409, PET_MESSAGES.notPetItem]);
    expect(refusal(await wear(as('student1'), foreignBone))).toEqual([404, STORE_MESSAGES.productNotFound]);
    const slot = await call(as('student1'), 'DELETE', '/store/pet/wear/rabo');
    expect([slot.statusCode, slot.json().fields?.[0]?.message]).toEqual([400, PET_MESSAGES.slot]);
    expect((await call(as('student1'), 'POST', '/store/pet/wear', { product_id: 'nao-e-id' })).statusCode).toBe(400);
    expect(refusal(await wear(as('student3'), blueCollar))).toEqual([409, PET_MESSAGES.notAdopted]);
    expect(refusal(await call(as('student3'), 'DELETE', '/store/pet/wear/cabeca'))).toEqual([
      409,
      PET_MESSAGES.notAdopted,
    ]);
    expect(worn(await call(as('student2'), 'GET', '/store/pet'))).toEqual([]);
  });
});

describe('POST /store/pet/care', () => {
  it('refuses a care the pet does not need yet, and gives it once its need has dropped to 70', async () => {
    expect(refusal(await care(as('student1'), 'banho'))).toEqual([409, PET_MESSAGES.notNeeded.banho]);
    await hoursLater(8);
    const later = await call(as('student1'), 'GET', '/store/pet');
    expect(levels(later)).toEqual({ banho: [89, false], comida: [67, true], brincadeira: [83, false] });
    expect(refusal(await care(as('student1'), 'brincadeira'))).toEqual([409, PET_MESSAGES.notNeeded.brincadeira]);
    const fed = await care(as('student1'), 'comida');
    expect(levels(fed)).toEqual({ banho: [89, false], comida: [100, false], brincadeira: [83, false] });
    expect(petOf(fed)?.needs.find((need) => need.care === 'comida')?.cared_at).toBe(ctx.clock.now().toISOString());
    expect(refusal(await care(as('student1'), 'comida'))).toEqual([409, PET_MESSAGES.notNeeded.comida]);
  });

  it('lets the mood fall with the lowest need, and never below zero', async () => {
    await hoursLater(16);
    expect(petOf(await call(as('student1'), 'GET', '/store/pet'))?.mood).toBe('tranquilo');
    await hoursLater(100);
    const neglected = await call(as('student1'), 'GET', '/store/pet');
    expect([petOf(neglected)?.mood, levels(neglected)]).toEqual([
      'triste',
      { banho: [0, true], comida: [0, true], brincadeira: [0, true] },
    ]);
    for (const what of ['banho', 'comida', 'brincadeira']) {
      expect((await care(as('student1'), what)).statusCode).toBe(200);
    }
    expect(petOf(await call(as('student1'), 'GET', '/store/pet'))?.mood).toBe('feliz');
  });

  it('refuses an unknown care and a student with no pet', async () => {
    const unknown = await care(as('student1'), 'passeio');
    expect([unknown.statusCode, unknown.json().fields?.[0]?.message]).toEqual([400, PET_MESSAGES.care]);
    expect(refusal(await care(as('student3'), 'banho'))).toEqual([409, PET_MESSAGES.notAdopted]);
  });
});

describe("a guardian's session opened as the student", () => {
  it('sees the pet but neither adopts, dresses nor cares for it, even when it needs care', async () => {
    await hoursLater(100);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
      headers: bearer(as('guardian')),
    });
    const dependent = opened.json().auth_token as string;
    const looked = await call(dependent, 'GET', '/store/pet');
    expect(looked.statusCode).toBe(200);
    for (const refused of [
      await adopt(dependent, { species: 'gato', name: 'Outro' }),
      await wear(dependent, partyHat),
      await call(dependent, 'DELETE', '/store/pet/wear/pescoco'),
      await care(dependent, 'banho'),
    ]) {
      expect(refusal(refused)).toEqual([403, PET_MESSAGES.delegated]);
    }
    expect(worn(await call(as('student1'), 'GET', '/store/pet'))).toEqual(worn(looked));
  });
});
