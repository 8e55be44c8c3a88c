import { LEDGER_MESSAGES, STORE_MESSAGES, STORE_PAGE_SIZE } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import { grantPokz, walletBalance, walletLines } from '../ledger/ledger.fixture.ts';
import { buildProduct, buildStoreCategory } from './store.fixture.ts';
import type { storeCategories, storeProducts } from './store.tables.ts';

/** Every store path with who may call it (document 3 section 7, 'Store', and ours: inventory and catalogue). */

type CategoryRow = typeof storeCategories.$inferSelect;
type ProductRow = typeof storeProducts.$inferSelect;

let ctx: TestContext;
let world: ActivityWorld;
let tokens: Record<'admin' | 'backOffice' | 'foreignStudent' | 'foreignAdmin', string>;
let avatar: CategoryRow;
let glasses: CategoryRow;
let hair: CategoryRow;
let park: CategoryRow;
let foreignCategory: CategoryRow;
let roundGlasses: ProductRow;
let curlyHair: ProductRow;
let creditsPack: ProductRow;
let lastOne: ProductRow;
let retired: ProductRow;
let foreignProduct: ProductRow;
let keys = 0;

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  key: string | null = `compra-${++keys}-teste`,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const as = (who: keyof ActivityWorld['tokens']) => world.tokens[who];
const buy = (token: string, product: Pick<ProductRow, 'id' | 'price'>, key?: string) =>
  call(token, 'POST', '/store/buy_product', { product_id: product.id, price: product.price }, key);
const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name);
/** A 400's messages, field by field. */
const fieldMessages = (response: { json(): { fields?: { message: string }[] } }) =>
  (response.json().fields ?? []).map((field) => field.message);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const platformId = world.platform.id;
  await buildUser(ctx.db, world.platform, 'school_admin', { username: 'direcao' });
  await buildUser(ctx.db, world.platform, 'back_office', { username: 'suporte' });
  const foreign = await buildPlatform(ctx.db);
  await buildUser(ctx.db, foreign, 'school_student', { username: 'aluno-de-fora' });
  await buildUser(ctx.db, foreign, 'school_admin', { username: 'direcao-de-fora' });
  tokens = {
    admin: await signIn(ctx.app, world.platform.slug, 'direcao'),
    backOffice: await signIn(ctx.app, world.platform.slug, 'suporte'),
    foreignStudent: await signIn(ctx.app, foreign.slug, 'aluno-de-fora'),
    foreignAdmin: await signIn(ctx.app, foreign.slug, 'direcao-de-fora'),
  };

  avatar = await buildStoreCategory(ctx.db, platformId, 'avatar');
  hair = await buildStoreCategory(ctx.db, platformId, 'avatar', { parent: avatar, position: 1 });
  glasses = await buildStoreCategory(ctx.db, platformId, 'avatar', { parent: avatar, position: 2 });
  park = await buildStoreCategory(ctx.db, platformId, 'park_credits', { position: 1 });
  foreignCategory = await buildStoreCategory(ctx.db, foreign.id, 'avatar');
  roundGlasses = await buildProduct(ctx.db, glasses, {
    name: 'Óculos redondos',
    description: 'Para ler as estrelas.',
    price: 30,
    position: 1,
  });
  curlyHair = await buildProduct(ctx.db, hair, {
    name: 'Cabelo cacheado',
    price: 60,
    position: 2,
    item: { kind: 'avatar', style: 'adventurer', option: 'hair', value: 'long03' },
  });
  lastOne = await buildProduct(ctx.db, glasses, { name: 'Óculos de estrela', price: 20, stock: 1, position: 3 });
  retired = await buildProduct(ctx.db, glasses, { name: 'Óculos antigos', price: 5, retired_at: new Date() });
  creditsPack = await buildProduct(ctx.db, park, { name: 'Pacote de 10 créditos', price: 15 });
  foreignProduct = await buildProduct(ctx.db, foreignCategory, { name: 'Óculos de fora', price: 1 });

  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student1.id, 200);
  await grantPokz(ctx.db, ctx.clock, platformId, world.users.student2.id, 25);
});
afterAll(() => ctx.close());

describe('GET /store/categories and /store/sub_categories', () => {
  it("answers the platform's categories, in order, to its students and store keepers", async () => {
    const response = await call(as('student1'), 'GET', '/store/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.map((category: { id: string }) => category.id)).toEqual([avatar.id, park.id]);
    expect(response.json().categories[0]).toEqual({
      id: avatar.id,
      slug: avatar.slug,
      name: avatar.name,
      kind: 'avatar',
    });
    expect((await call(tokens.admin, 'GET', '/store/categories')).statusCode).toBe(200);
    expect((await call(tokens.backOffice, 'GET', '/store/categories')).statusCode).toBe(200);
    const foreign = await call(tokens.foreignStudent, 'GET', '/store/categories');
    expect(foreign.json().categories.map((category: { id: string }) => category.id)).toEqual([foreignCategory.id]);
  });

  it('refuses teachers, coordinators and guardians: the store is the students’', async () => {
    for (const who of ['teacher', 'coordinator', 'guardian'] as const) {
      expect((await call(as(who), 'GET', '/store/categories')).statusCode, who).toBe(403);
      expect((await call(as(who), 'GET', `/store/sub_categories?category_id=${avatar.id}`)).statusCode).toBe(403);
    }
  });

  it("answers a category's sub-categories; another platform's category, or a sub-category, is not found", async () => {
    const response = await call(as('student1'), 'GET', `/store/sub_categories?category_id=${avatar.id}`);
    expect(response.json().sub_categories).toEqual([
      { id: hair.id, category_id: avatar.id, slug: hair.slug, name: hair.name },
      { id: glasses.id, category_id: avatar.id, slug: glasses.slug, name: glasses.name },
    ]);
    for (const id of [foreignCategory.id, hair.id, crypto.randomUUID()]) {
      const missing = await call(as('student1'), 'GET', `/store/sub_categories?category_id=${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(STORE_MESSAGES.categoryNotFound);
    }
    expect((await call(as('student1'), 'GET', '/store/sub_categories?category_id=abc')).statusCode).toBe(400);
  });
});

describe('GET /store/products_list', () => {
  it('lists what is on sale in order, with sold-out products shown as unavailable and retired ones gone', async () => {
    const response = await call(as('student1'), 'GET', `/store/products_list?category_id=${avatar.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, page_size: STORE_PAGE_SIZE });
    expect(names(response.json())).toEqual(['Óculos redondos', 'Cabelo cacheado', 'Óculos de estrela']);
    expect(response.json().products[0]).toEqual({
      id: roundGlasses.id,
      category_id: avatar.id,
      sub_category_id: glasses.id,
      name: 'Óculos redondos',
      description: 'Para ler as estrelas.',
      price: 30,
      stock: null,
      item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant01' },
      repeatable: false,
      retired: false,
      available: true,
      owned: 0,
    });
  });

  it('filters by sub-category and highest price, and pages', async () => {
    const url = `/store/products_list?category_id=${avatar.id}&sub_category_id=${glasses.id}&max_price=25`;
    expect(names((await call(as('student1'), 'GET', url)).json())).toEqual(['Óculos de estrela']);
    const all = await call(as('student1'), 'GET', '/store/products_list');
    expect(all.json().total).toBe(4);
    const second = await call(as('student1'), 'GET', '/store/products_list?page=2');
    expect(second.json()).toMatchObject({ products: [], total: 4 });
  });

  it("refuses another platform's or a mismatched category, and callers without the store", async () => {
    const foreign = await call(as('student1'), 'GET', `/store/products_list?category_id=${foreignCategory.id}`);
    expect(foreign.statusCode).toBe(404);
    const mismatch = await call(
      as('student1'),
      'GET',
      `/store/products_list?category_id=${park.id}&sub_category_id=${hair.id}`,
    );
    expect(mismatch.json().message).toBe(STORE_MESSAGES.subCategoryNotFound);
    expect(names((await call(tokens.foreignStudent, 'GET', '/store/products_list')).json())).toEqual([
      'Óculos de fora',
    ]);
    expect((await call(as('teacher'), 'GET', '/store/products_list')).statusCode).toBe(403);
    expect((await call(as('guardian'), 'GET', '/store/products_list')).statusCode).toBe(403);
  });
});

describe('GET /store/product_detail and /store/find_product', () => {
  it('answers a product with its category and sub-category; a retired one still reads, as not available', async () => {
    const response = await call(as('student1'), 'GET', `/store/product_detail?product_id=${roundGlasses.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      product: { id: roundGlasses.id, owned: 0 },
      category: { id: avatar.id },
      sub_category: { id: glasses.id, category_id: avatar.id },
    });
    const old = await call(as('student1'), 'GET', `/store/product_detail?product_id=${retired.id}`);
    expect(old.json().product).toMatchObject({ retired: true, available: false });
  });

  it("does not find another platform's product, and refuses callers without the store", async () => {
    const foreign = await call(as('student1'), 'GET', `/store/product_detail?product_id=${foreignProduct.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(STORE_MESSAGES.productNotFound);
    expect((await call(as('teacher'), 'GET', `/store/product_detail?product_id=${roundGlasses.id}`)).statusCode).toBe(
      403,
    );
  });

  it('finds products on sale by name or description, accents and case aside', async () => {
    const found = await call(as('student1'), 'GET', '/store/find_product?q=OCULOS');
    expect(names(found.json())).toEqual(['Óculos redondos', 'Óculos de estrela']);
    expect(names((await call(as('student1'), 'GET', '/store/find_product?q=estrelas')).json())).toEqual([
      'Óculos redondos',
    ]);
    expect(names((await call(as('student1'), 'GET', '/store/find_product?q=100%25')).json())).toEqual([]);
    const short = await call(as('student1'), 'GET', '/store/find_product?q=o');
    expect(short.statusCode).toBe(400);
    expect(fieldMessages(short)).toEqual([STORE_MESSAGES.search]);
    expect((await call(as('guardian'), 'GET', '/store/find_product?q=oculos')).statusCode).toBe(403);
  });
});

describe('POST /store/buy_product', () => {
  it('takes the price from the wallet in one posting and gives the item, once', async () => {
    const response = await buy(as('student1'), roundGlasses, 'primeira-compra');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      purchase: { product_id: roundGlasses.id, price: 30 },
      product: { id: roundGlasses.id, owned: 1 },
      pokzBalance: 170,
    });
    expect(await walletBalance(ctx.db, world.users.student1.id)).toBe(170);
    expect((await walletLines(ctx.db, world.users.student1.id)).at(-1)).toEqual({
      amount: -30,
      event: 'Compra: Óculos redondos',
      eventType: 'purchase',
    });
    const again = await buy(as('student1'), roundGlasses);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STORE_MESSAGES.alreadyOwned);
    const listed = await call(as('student1'), 'GET', `/store/products_list?sub_category_id=${glasses.id}`);
    expect(listed.json().products[0]).toMatchObject({ id: roundGlasses.id, owned: 1 });
  });

  it('sells park credits again and again', async () => {
    ctx.clock.advance(60_000);
    expect((await buy(as('student1'), creditsPack)).statusCode).toBe(200);
    const second = await buy(as('student1'), creditsPack);
    expect(second.json()).toMatchObject({ product: { owned: 2, repeatable: true }, pokzBalance: 140 });
  });

  it('refuses what costs more than the wallet holds, a changed price, a retired or sold-out product', async () => {
    const poor = await buy(as('student2'), curlyHair);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toBe(LEDGER_MESSAGES.insufficientBalance);
    const changed = await call(as('student2'), 'POST', '/store/buy_product', { product_id: lastOne.id, price: 19 });
    expect(changed.json().message).toBe(STORE_MESSAGES.priceChanged);
    const old = await buy(as('student2'), retired);
    expect([old.statusCode, old.json().message]).toEqual([409, STORE_MESSAGES.retired]);
    expect((await buy(as('student2'), lastOne)).json()).toMatchObject({ product: { stock: 0, available: false } });
    const gone = await buy(as('student1'), lastOne);
    expect([gone.statusCode, gone.json().message]).toEqual([409, STORE_MESSAGES.soldOut]);
    expect(await walletBalance(ctx.db, world.users.student2.id)).toBe(5);
  });

  it("does not sell another platform's product, and needs an Idempotency-Key", async () => {
    const foreign = await buy(as('student1'), foreignProduct);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, STORE_MESSAGES.productNotFound]);
    const keyless = await call(
      as('student1'),
      'POST',
      '/store/buy_product',
      { product_id: creditsPack.id, price: 15 },
      null,
    );
    expect(keyless.statusCode).toBe(400);
    expect(fieldMessages(keyless)).toEqual([LEDGER_MESSAGES.idempotencyKeyMissing]);
  });

  it('refuses everyone but students, and a guardian’s session opened as the student', async () => {
    for (const token of [as('teacher'), as('coordinator'), as('guardian'), tokens.admin, tokens.backOffice]) {
      expect((await buy(token, creditsPack)).statusCode).toBe(403);
    }
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/identity/users/sign_as_student?student_id=${world.users.student1.id}`,
      headers: bearer(as('guardian')),
    });
    const dependent = opened.json().auth_token as string;
    expect((await call(dependent, 'GET', '/store/products_list')).statusCode).toBe(200);
    const refused = await buy(dependent, creditsPack);
    expect([refused.statusCode, refused.json().message]).toEqual([403, LEDGER_MESSAGES.delegatedSession]);
    expect(await walletBalance(ctx.db, world.users.student1.id)).toBe(140);
  });
});

describe('GET /store/inventory', () => {
  it('answers what the caller bought, by kind, retired products included', async () => {
    const response = await call(as('student1'), 'GET', '/store/inventory');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((item: { product: { name: string }; quantity: number }) => [item.product.name, item.quantity]),
    ).toEqual([
      ['Óculos redondos', 1],
      ['Pacote de 10 créditos', 2],
    ]);
    const credits = await call(as('student1'), 'GET', '/store/inventory?kind=park_credits');
    expect(credits.json().items).toHaveLength(1);
    await call(tokens.admin, 'PATCH', `/store/products/${roundGlasses.id}`, { retired: true });
    const kept = await call(as('student1'), 'GET', '/store/inventory?kind=avatar');
    expect(kept.json().items[0].product).toMatchObject({ id: roundGlasses.id, retired: true, owned: 1 });
    await call(tokens.admin, 'PATCH', `/store/products/${roundGlasses.id}`, { retired: false });
  });

  it("shows nobody another's inventory, and refuses those who do not buy", async () => {
    expect((await call(as('student3'), 'GET', '/store/inventory')).json().items).toEqual([]);
    expect((await call(tokens.foreignStudent, 'GET', '/store/inventory')).json().items).toEqual([]);
    for (const token of [as('teacher'), as('guardian'), tokens.admin]) {
      expect((await call(token, 'GET', '/store/inventory')).statusCode).toBe(403);
    }
  });
});

describe('the catalogue: GET and POST /store/products, PATCH /store/products/{id}', () => {
  it('lists every product to the store keepers, retired ones too, with what each sold', async () => {
    const response = await call(tokens.admin, 'GET', `/store/products?category_id=${avatar.id}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().products as { name: string; sold: number; retired: boolean }[];
    expect(rows.map((row) => [row.name, row.sold, row.retired])).toEqual([
      ['Óculos antigos', 0, true],
      ['Óculos redondos', 1, false],
      ['Cabelo cacheado', 0, false],
      ['Óculos de estrela', 1, false],
    ]);
    expect((await call(tokens.foreignAdmin, 'GET', '/store/products')).json().total).toBe(1);
  });

  it('adds a product last on its shelf, with an item of the kind its category sells', async () => {
    const body = {
      category_id: avatar.id,
      sub_category_id: glasses.id,
      name: '  Óculos de sol ',
      price: 45,
      stock: 10,
      item: { kind: 'avatar', style: 'adventurer', option: 'glasses', value: 'variant04' },
    };
    const response = await call(tokens.backOffice, 'POST', '/store/products', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({
      name: 'Óculos de sol',
      description: '',
      price: 45,
      stock: 10,
      sold: 0,
      available: true,
    });
    const shelf = await call(as('student1'), 'GET', `/store/products_list?sub_category_id=${glasses.id}`);
    expect(names(shelf.json()).at(-1)).toBe('Óculos de sol');

    const wrongKind = await call(tokens.admin, 'POST', '/store/products', {
      ...body,
      item: { kind: 'pet', art: 'bola' },
    });
    expect([wrongKind.statusCode, wrongKind.json().message]).toEqual([400, STORE_MESSAGES.itemKind]);
    const wrongSub = await call(tokens.admin, 'POST', '/store/products', { ...body, category_id: park.id });
    expect(wrongSub.json().message).toBe(STORE_MESSAGES.subCategoryNotFound);
    const foreign = await call(tokens.foreignAdmin, 'POST', '/store/products', body);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, STORE_MESSAGES.categoryNotFound]);
    const free = await call(tokens.admin, 'POST', '/store/products', { ...body, price: 0 });
    expect(free.statusCode).toBe(400);
    expect(fieldMessages(free)).toEqual([STORE_MESSAGES.price]);
  });

  it('changes price and stock, retires and puts back on sale', async () => {
    const url = `/store/products/${curlyHair.id}`;
    const priced = await call(tokens.admin, 'PATCH', url, { price: 55, stock: 3 });
    expect(priced.json().product).toMatchObject({ price: 55, stock: 3 });
    expect((await buy(as('student1'), curlyHair)).json().message).toBe(STORE_MESSAGES.priceChanged);
    expect((await call(tokens.admin, 'PATCH', url, { stock: null })).json().product.stock).toBeNull();
    expect((await call(tokens.admin, 'PATCH', url, { retired: true })).json().product).toMatchObject({
      retired: true,
      available: false,
    });
    expect(names((await call(as('student1'), 'GET', '/store/find_product?q=cabelo')).json())).toEqual([]);
    expect((await call(tokens.admin, 'PATCH', url, { retired: false })).json().product.available).toBe(true);
    const empty = await call(tokens.admin, 'PATCH', url, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty)).toEqual([STORE_MESSAGES.nothingToChange]);
  });

  it("refuses another platform's product and everyone but the store keepers", async () => {
    const foreign = await call(tokens.foreignAdmin, 'PATCH', `/store/products/${curlyHair.id}`, { price: 1 });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, STORE_MESSAGES.productNotFound]);
    for (const token of [as('student1'), as('teacher'), as('coordinator'), as('guardian'), as('foreignTeacher')]) {
      expect((await call(token, 'GET', '/store/products')).statusCode).toBe(403);
      expect((await call(token, 'PATCH', `/store/products/${curlyHair.id}`, { price: 1 })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/store/products', {})).statusCode).toBe(403);
    }
  });
});
