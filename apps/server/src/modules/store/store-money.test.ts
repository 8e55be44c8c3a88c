import { LEDGER_MESSAGES, STORE_MESSAGES } from '@ava/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow, type UserRow } from '../../../test/tenant.fixture.ts';
import { books, grantPokz, walletBalance, walletLines } from '../ledger/ledger.fixture.ts';
import { ledgerPostings } from '../ledger/ledger.tables.ts';
import { buildProduct, buildStoreCategory } from './store.fixture.ts';
import { storeProducts, storePurchases } from './store.tables.ts';

/**
 * What a purchase promises whatever the requests: nobody spends what they do not have (even 50
 * purchases at once), a limited stock is never oversold, a retried purchase has one effect, and
 * the books show users holding what was issued less what they spent in the store.
 */

let ctx: TestContext;
let platform: PlatformRow;
let category: Awaited<ReturnType<typeof buildStoreCategory>>;
let names = 0;

interface Student {
  user: UserRow;
  token: string;
}

async function student(pokz: number): Promise<Student> {
  const username = `comprador-${++names}`;
  const user = await buildUser(ctx.db, platform, 'school_student', { username });
  if (pokz > 0) await grantPokz(ctx.db, ctx.clock, platform.id, user.id, pokz);
  return { user, token: await signIn(ctx.app, platform.slug, username) };
}

const buy = (who: Student, product: { id: string; price: number }, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/store/buy_product',
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload: { product_id: product.id, price: product.price },
  });
const purchasesOf = async (userId: string) =>
  ctx.db.select().from(storePurchases).where(eq(storePurchases.user_id, userId));
const stockOf = async (productId: string) =>
  (await ctx.db.select({ stock: storeProducts.stock }).from(storeProducts).where(eq(storeProducts.id, productId)))[0]
    ?.stock;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  category = await buildStoreCategory(ctx.db, platform.id, 'park_credits');
});
afterAll(() => ctx.close());

describe('double spend', () => {
  it('of 50 purchases at once by a student whose balance affords exactly 10, exactly 10 succeed and the balance ends at 0', async () => {
    const pack = await buildProduct(ctx.db, category, { name: 'Pacote de créditos', price: 7 });
    const spender = await student(70);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(spender, pack, `compra-simultanea-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const refusals = new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message));
    expect([...refusals]).toEqual([LEDGER_MESSAGES.insufficientBalance]);
    expect(await walletBalance(ctx.db, spender.user.id)).toBe(0);
    expect(await purchasesOf(spender.user.id)).toHaveLength(10);
    const lines = await walletLines(ctx.db, spender.user.id);
    expect(lines.filter((line) => line.eventType === 'purchase')).toHaveLength(10);
    // Never negative on the way: each line's running balance stays at or above zero.
    let running = 0;
    for (const line of lines) {
      running += line.amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('stock', () => {
  it('is never oversold by buyers arriving at once: the last 5 go to 5 of 20 students', async () => {
    const limited = await buildProduct(ctx.db, category, { name: 'Edição limitada', price: 3, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => student(10)));
    const answers = await Promise.all(buyers.map((buyer, i) => buy(buyer, limited, `ultimo-estoque-${i}`)));
    const sold = answers.filter((answer) => answer.statusCode === 200);
    expect(sold).toHaveLength(5);
    const refusals = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refusals.map((answer) => [answer.statusCode, answer.json().message].join(' ')))).toEqual(
      new Set([`409 ${STORE_MESSAGES.soldOut}`]),
    );
    expect(await stockOf(limited.id)).toBe(0);
    const balances = await Promise.all(buyers.map((buyer) => walletBalance(ctx.db, buyer.user.id)));
    expect(balances.filter((balance) => balance === 7)).toHaveLength(5);
    expect(balances.filter((balance) => balance === 10)).toHaveLength(15);
  });

  it('of one student buying the last ones many times at once, still takes no more than there is', async () => {
    const limited = await buildProduct(ctx.db, category, { name: 'Últimos pacotes', price: 1, stock: 3 });
    const rich = await student(100);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => buy(rich, limited, `ultimos-${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(await stockOf(limited.id)).toBe(0);
    expect(await walletBalance(ctx.db, rich.user.id)).toBe(97);
  });
});

describe('idempotency', () => {
  it('gives the same key sent twice, or at once, one purchase and the same answer', async () => {
    const pack = await buildProduct(ctx.db, category, { price: 4, stock: 10 });
    const buyer = await student(20);
    const first = await buy(buyer, pack, 'compra-repetida');
    const again = await buy(buyer, pack, 'compra-repetida');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const together = await Promise.all([1, 2, 3].map(() => buy(buyer, pack, 'compra-ao-mesmo-tempo')));
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(together.map((answer) => answer.body)).size).toBe(1);
    expect(await purchasesOf(buyer.user.id)).toHaveLength(2);
    expect(await walletBalance(ctx.db, buyer.user.id)).toBe(12);
    expect(await stockOf(pack.id)).toBe(8);
  });

  it('refuses the key sent again with another request; another student’s same key is their own', async () => {
    const [a, b] = [
      await buildProduct(ctx.db, category, { price: 2 }),
      await buildProduct(ctx.db, category, { price: 3 }),
    ];
    const buyer = await student(10);
    expect((await buy(buyer, a, 'mesma-chave')).statusCode).toBe(200);
    const reused = await buy(buyer, b, 'mesma-chave');
    expect([reused.statusCode, reused.json().message]).toEqual([409, LEDGER_MESSAGES.idempotencyKeyReused]);
    const other = await student(10);
    expect((await buy(other, a, 'mesma-chave')).statusCode).toBe(200);
    expect(await walletBalance(ctx.db, buyer.user.id)).toBe(8);
  });

  it('lets a refused purchase be tried again with its key once it can be paid', async () => {
    const pack = await buildProduct(ctx.db, category, { price: 9 });
    const buyer = await student(5);
    expect((await buy(buyer, pack, 'tenta-de-novo')).statusCode).toBe(409);
    await grantPokz(ctx.db, ctx.clock, platform.id, buyer.user.id, 5);
    expect((await buy(buyer, pack, 'tenta-de-novo')).statusCode).toBe(200);
    expect(await walletBalance(ctx.db, buyer.user.id)).toBe(1);
  });
});

describe('the books', () => {
  it('balance after everything above: users hold what was issued less what they spent, each key once', async () => {
    const state = await books(ctx.db, platform.id);
    expect(state).toMatchObject({ all_entries: 0, drifted: 0, negative: 0 });
    expect(state.spent).toBeGreaterThan(0);
    expect(state.held).toBe(state.issued - state.spent);
    const [paid] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${storePurchases.price}), 0)::int` })
      .from(storePurchases)
      .where(eq(storePurchases.platform_id, platform.id));
    expect(paid?.total).toBe(state.spent);
    const [keys] = await ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${ledgerPostings.idempotency_key})::int`,
      })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.platform_id, platform.id));
    expect(keys?.n).toBe(keys?.distinct);
  });
});
