import { composedAvatarUrl, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { grantPokz } from '../ledger/ledger.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { buildProduct, buildStoreCategory } from '../store/store.fixture.ts';
import type { storeProducts } from '../store/store.tables.ts';

/** Issue 21 part 3: the store's backgrounds on the profile, and the composed avatar as the profile image. */

type ProductRow = typeof storeProducts.$inferSelect;

let ctx: TestContext;
let world: ActivityWorld;
let dependent: string;
let stars: ProductRow;
let waves: ProductRow;
let retiredMountains: ProductRow;
let glasses: ProductRow;
let keys = 0;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'idempotency-key': `visual-${++keys}-teste` },
    ...(payload ? { payload } : {}),
  });
const as = (who: keyof ActivityWorld['tokens']) => world.tokens[who];
const buy = (who: keyof ActivityWorld['tokens'], product: ProductRow) =>
  call(as(who), 'POST', '/store/buy_product', { product_id: product.id, price: product.price });
const choose = (token: string, id: string | null) =>
  call(token, 'PUT', '/students/backgrounds/chosen', { background_id: id });
const ids = (response: { json(): { backgrounds: { id: string; owned: boolean }[] } }) =>
  response.json().backgrounds.map((background) => `${background.id}:${background.owned ? 'tem' : 'comprar'}`);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const platformId = world.platform.id;
  await ctx.db
    .update(platforms)
    .set({ features: { customBackground: true } })
    .where(eq(platforms.id, platformId));
  const fundos = await buildStoreCategory(ctx.db, platformId, 'background');
  stars = await buildProduct(ctx.db, fundos, { name: 'Noite estrelada', price: 30 });
  waves = await buildProduct(ctx.db, fundos, { name: 'Ondas', item: { kind: 'background', art: 'ondas' } });
  retiredMountains = await buildProduct(ctx.db, fundos, {
    name: 'Montanhas',
    item: { kind: 'background', art: 'montanhas' },
    retired_at: new Date(),
  });
  const avatar = await buildStoreCategory(ctx.db, platformId, 'avatar', { position: 1 });
  glasses = await buildProduct(ctx.db, avatar, {
    item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant02' },
  });
  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student1.id, 100);
  for (const product of [stars, glasses]) expect((await buy('student1', product)).statusCode).toBe(200);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
    headers: bearer(as('guardian')),
  });
  dependent = opened.json().auth_token as string;
});

afterAll(() => ctx.close());

describe('GET /students/backgrounds', () => {
  it('lists the free backgrounds, those bought, and those on sale with where to buy them', async () => {
    const response = await call(as('student1'), 'GET', '/students/backgrounds');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([
      'ceu:tem',
      'floresta:tem',
      'por-do-sol:tem',
      'oceano:tem',
      'espaco:tem',
      'doce:tem',
      'estrelas:tem',
      'ondas:comprar',
    ]);
    const sold = response.json().backgrounds.slice(-2);
    expect(sold).toEqual([
      { id: 'estrelas', name: 'Noite estrelada', colors: null, art: 'estrelas', owned: true, store: null },
      {
        id: 'ondas',
        name: 'Ondas',
        colors: null,
        art: 'ondas',
        owned: false,
        store: { product_id: waves.id, category_id: waves.category_id, price: waves.price },
      },
    ]);
    // Another student owns none of them; a retired one is not offered to those who do not own it.
    expect(ids(await call(as('student2'), 'GET', '/students/backgrounds')).slice(-2)).toEqual([
      'estrelas:comprar',
      'ondas:comprar',
    ]);
  });

  it('is the students’ only', async () => {
    for (const who of ['teacher', 'coordinator', 'guardian'] as const) {
      expect((await call(as(who), 'GET', '/students/backgrounds')).statusCode).toBe(403);
      expect((await choose(as(who), 'ceu')).statusCode).toBe(403);
    }
  });
});

describe('PUT /students/backgrounds/chosen', () => {
  it('takes a background bought in the store and shows it as chosen', async () => {
    const chosen = await choose(as('student1'), 'estrelas');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().background).toMatchObject({ id: 'estrelas', art: 'estrelas', owned: true });
    expect((await call(as('student1'), 'GET', '/students/backgrounds/chosen')).json().background.id).toBe('estrelas');
  });

  it('refuses one not bought, or unknown, changing nothing', async () => {
    const notOwned = await choose(as('student1'), 'ondas');
    expect([notOwned.statusCode, notOwned.json().message]).toEqual([409, MESSAGES.backgroundNotOwned]);
    const retired = await choose(as('student1'), 'montanhas');
    expect([retired.statusCode, retired.json().message]).toEqual([404, MESSAGES.backgroundNotFound]);
    expect((await choose(as('student2'), 'estrelas')).statusCode).toBe(409);
    expect((await call(as('student1'), 'GET', '/students/backgrounds/chosen')).json().background.id).toBe('estrelas');
    expect(retiredMountains.retired_at).not.toBeNull();
  });

  it('goes back to the default with null', async () => {
    expect((await choose(as('student1'), null)).json()).toEqual({ background: null });
  });
});

describe('the composed avatar as the profile image', () => {
  const chooseType = (token: string, payload: object) => call(token, 'POST', '/profile/profile_img_type', payload);
  const info = async (token: string) => (await call(token, 'GET', '/profile/user_info')).json();

  it('offers the student’s own avatar with what it wears, and makes it the image shown', async () => {
    expect((await call(as('student1'), 'POST', '/store/avatar/wear', { product_id: glasses.id })).statusCode).toBe(200);
    const wearing = composedAvatarUrl([{ option: 'glasses', value: 'variant02' }]);
    expect(await info(as('student1'))).toMatchObject({ profile_composed: wearing, profile_img_type: 'picture' });
    const chosen = await chooseType(as('student1'), { profile_img_type: 'composed' });
    expect(chosen.json()).toEqual({ url: wearing });
    expect(await info(as('student1'))).toMatchObject({ profile_img_type: 'composed', avatar_url: wearing });
  });

  it('follows what the avatar wears while it is active', async () => {
    await call(as('student1'), 'DELETE', '/store/avatar/wear/glasses');
    expect((await info(as('student1'))).avatar_url).toBe(composedAvatarUrl([]));
    const shown = await call(as('student1'), 'GET', `/profile/photo_show?user_id=${world.users.student1.id}`);
    expect(shown.json()).toEqual({ url: composedAvatarUrl([]) });
    await call(as('student1'), 'POST', '/store/avatar/wear', { product_id: glasses.id });
    await chooseType(as('student1'), { profile_img_type: 'avatar', profile_avatar: 'avatar-02' });
    await call(as('student1'), 'DELETE', '/store/avatar/wear/glasses');
    expect((await info(as('student1'))).avatar_url).toBe('/avatars/avatar-02.svg');
  });

  it('is not changed from a guardian’s session opened as the student', async () => {
    const refused = await chooseType(dependent, { profile_img_type: 'composed' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES.delegatedProfileImage]);
    expect((await call(dependent, 'DELETE', '/profile/remove_photo')).statusCode).toBe(403);
    expect((await info(as('student1'))).profile_img_type).toBe('avatar');
  });

  it('is the students’ only: others have no composed avatar and cannot choose it', async () => {
    expect((await info(as('teacher'))).profile_composed).toBeNull();
    expect((await chooseType(as('teacher'), { profile_img_type: 'composed' })).statusCode).toBe(403);
  });
});
