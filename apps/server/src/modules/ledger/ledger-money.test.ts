import { LEDGER_MESSAGES } from '@ava/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { books, grantPokz, walletBalance, walletLines } from './ledger.fixture.ts';
import { createLedgerOn } from './ledger.module.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerInvestments,
  ledgerPostings,
  type ledgerTransfers,
} from './ledger.tables.ts';

/**
 * What the ledger promises whatever the requests: one effect per key, no spending of what is not
 * there (even by 50 requests at once), postings that balance, entries nobody rewrites, and books
 * where users hold exactly what the platform issued.
 */

let ctx: TestContext;
let platform: PlatformRow;
let classroomId: string;
let names = 0;

interface Student {
  user: UserRow;
  token: string;
}

async function student(): Promise<Student> {
  const username = `aluno-${++names}`;
  const user = await buildUser(ctx.db, platform, 'school_student', { username, classroomId });
  return { user, token: await signIn(ctx.app, platform.slug, username) };
}

const post = (who: Student, url: string, payload: object, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/identity${url}`,
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload,
  });
const invest = (who: Student, amount: number, key: string) => post(who, '/transactions/pokz/invest', { amount }, key);
const transfer = (from: Student, to: Student, amount: number, key: string) =>
  post(from, '/transactions/pokz/transfer', { receiver_id: to.user.id, amount, transfer_password: '1357' }, key);
async function withTransferPassword(who: Student): Promise<Student> {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/identity/transactions/pokz/transfer_password',
    headers: bearer(who.token),
    payload: { password: TEST_PASSWORD, transfer_password: '1357' },
  });
  expect(response.statusCode).toBe(200);
  return who;
}
const grant = (who: Student, amount: number) => grantPokz(ctx.db, ctx.clock, platform.id, who.user.id, amount);
const countOf = async (table: typeof ledgerInvestments | typeof ledgerTransfers | typeof ledgerPostings) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  classroomId = (await buildClassroom(ctx.db, platform, school.id, 20)).id;
});
afterAll(() => ctx.close());

describe('idempotency', () => {
  it('gives a retried investment one effect and the same answer; the key with another request is refused', async () => {
    const saver = await student();
    await grant(saver, 50);
    const first = await invest(saver, 20, 'investimento-repetido');
    const again = await invest(saver, 20, 'investimento-repetido');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await walletBalance(ctx.db, saver.user.id)).toBe(30);
    const reused = await invest(saver, 5, 'investimento-repetido');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(LEDGER_MESSAGES.idempotencyKeyReused);
    // Keys are each user's own: another student's same key is another investment.
    const other = await student();
    await grant(other, 20);
    expect((await invest(other, 20, 'investimento-repetido')).json().investment.id).not.toBe(
      first.json().investment.id,
    );
  });

  it('gives a retried transfer one effect, even sent at once', async () => {
    const [from, to] = [await withTransferPassword(await student()), await student()];
    await grant(from, 40);
    const answers = await Promise.all([1, 2, 3].map(() => transfer(from, to, 15, 'transferencia-repetida')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await walletBalance(ctx.db, from.user.id)).toBe(25);
    expect(await walletBalance(ctx.db, to.user.id)).toBe(15);
  });

  it('grants once per key, inside the caller’s transaction, and pays nothing when it rolls back', async () => {
    const earner = await student();
    const ledger = createLedgerOn(ctx.db, ctx.clock);
    const transact = transactOn(ctx.db);
    const grantOnce = {
      platformId: platform.id,
      userId: earner.user.id,
      amount: 7,
      event: 'Desafio',
      eventType: 'challenge' as const,
      idempotencyKey: 'resultado-1',
    };
    await transact((tx) => ledger.grant(tx, grantOnce));
    await transact((tx) => ledger.grant(tx, grantOnce));
    await expect(
      transact(async (tx) => {
        await ledger.grant(tx, { ...grantOnce, idempotencyKey: 'resultado-2' });
        throw new Error('the grade failed');
      }),
    ).rejects.toThrow('the grade failed');
    expect(await walletLines(ctx.db, earner.user.id)).toEqual([
      { amount: 7, event: 'Desafio', eventType: 'challenge' },
    ]);
  });
});

describe('concurrent spending', () => {
  it('of 50 investments at once by a student who affords 10, exactly 10 succeed and the balance ends at 0', async () => {
    const spender = await student();
    await grant(spender, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => invest(spender, 1, `gasto-simultaneo-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      LEDGER_MESSAGES.insufficientBalance,
    );
    expect(await walletBalance(ctx.db, spender.user.id)).toBe(0);
    const investments = await ctx.db
      .select()
      .from(ledgerInvestments)
      .where(eq(ledgerInvestments.user_id, spender.user.id));
    expect(investments).toHaveLength(10);
  });

  it('of 50 transfers at once by a student who affords 10, exactly 10 arrive', async () => {
    const [from, to] = [await withTransferPassword(await student()), await student()];
    await grant(from, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => transfer(from, to, 1, `envio-simultaneo-${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(await walletBalance(ctx.db, from.user.id)).toBe(0);
    expect(await walletBalance(ctx.db, to.user.id)).toBe(10);
  });

  it('of transfers both ways at once between two students, all land and nothing is lost', async () => {
    const [a, b] = [await withTransferPassword(await student()), await withTransferPassword(await student())];
    await grant(a, 30);
    await grant(b, 30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? transfer(a, b, 2, `transferencia-ida-${i}`) : transfer(b, a, 3, `transferencia-volta-${i}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect((await walletBalance(ctx.db, a.user.id)) + (await walletBalance(ctx.db, b.user.id))).toBe(60);
    expect(await walletBalance(ctx.db, a.user.id)).toBe(30 - 10 * 2 + 10 * 3);
  });
});

describe('the transfer password', () => {
  it('is checked on every transfer, though proven once: a wrong one, or the old one once changed, is refused', async () => {
    const sender = await withTransferPassword(await student());
    const receiver = await student();
    await grant(sender, 10);
    const typed = (password: string, key: string) =>
      post(
        sender,
        '/transactions/pokz/transfer',
        { receiver_id: receiver.user.id, amount: 1, transfer_password: password },
        key,
      );
    expect((await typed('1357', 'senha-certa-1')).statusCode).toBe(200);
    const wrong = await typed('0000', 'senha-errada-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(LEDGER_MESSAGES.transferPasswordWrong);
    expect((await typed('1357', 'senha-certa-2')).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/identity/transactions/pokz/transfer_password',
      headers: bearer(sender.token),
      payload: { password: TEST_PASSWORD, transfer_password: '2468' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await typed('1357', 'senha-antiga-1')).json().message).toBe(LEDGER_MESSAGES.transferPasswordWrong);
    expect((await typed('2468', 'senha-nova-1')).statusCode).toBe(200);
    expect(await walletBalance(ctx.db, sender.user.id)).toBe(7);
  });
});

describe('the database keeps the rules', () => {
  it('refuses a posting whose entries do not sum to zero, at commit', async () => {
    const someone = await student();
    await grant(someone, 5);
    const [wallet] = await ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.user_id, someone.user.id));
    const postingsBefore = await countOf(ledgerPostings);
    await expect(
      ctx.db.transaction(async (tx) => {
        const [posting] = await tx
          .insert(ledgerPostings)
          .values({ platform_id: platform.id, idempotency_key: 'desequilibrio', event_type: 'activity' })
          .returning();
        await tx.insert(ledgerEntries).values({
          platform_id: platform.id,
          posting_id: posting?.id as string,
          account_id: wallet?.id as string,
          amount: 1_000,
          event: 'Pokz do nada',
        });
      }),
    ).rejects.toThrow();
    expect(await countOf(ledgerPostings)).toBe(postingsBefore);
    expect(await walletBalance(ctx.db, someone.user.id)).toBe(5);
  });

  it('refuses to change or delete an entry, and any balance below zero', async () => {
    await expect(ctx.db.update(ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(ctx.db.delete(ledgerPostings)).rejects.toThrow();
    await expect(ctx.db.update(ledgerAccounts).set({ balance: -1 })).rejects.toThrow();
  });

  it('keeps a deleted user’s pokz in the books, and removes a platform’s ledger only with the platform', async () => {
    const leaving = await student();
    await grant(leaving, 12);
    await ctx.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await books(ctx.db, platform.id)).toMatchObject({ all_entries: 0, drifted: 0, negative: 0 });

    const closing = await buildPlatform(ctx.db);
    const closingStudent = await buildUser(ctx.db, closing, 'school_student');
    await grantPokz(ctx.db, ctx.clock, closing.id, closingStudent.id, 9);
    await ctx.db.delete(platforms).where(eq(platforms.id, closing.id));
    const left = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.platform_id, closing.id));
    expect(left).toEqual([]);
  });
});

describe('regrades', () => {
  it('post the difference, never rewriting what was paid, and never take more than the wallet holds', async () => {
    const graded = await withTransferPassword(await student());
    const friend = await student();
    const ledger = createLedgerOn(ctx.db, ctx.clock);
    const settle = (total: number) =>
      transactOn(ctx.db)((tx) =>
        ledger.settle(tx, {
          platformId: platform.id,
          userId: graded.user.id,
          source: 'activity:regrade:teste',
          total,
          event: 'Redação',
          eventType: 'activity',
        }),
      );
    expect(await settle(40)).toBe(40);
    expect(await settle(40)).toBe(0);
    expect(await settle(25)).toBe(-15);
    expect((await transfer(graded, friend, 20, 'gasta-antes-da-revisao')).statusCode).toBe(200);
    // The grade falls to 0: 25 were paid, the wallet holds 5; 5 are taken now, 20 when settled again.
    expect(await settle(0)).toBe(-5);
    expect(await walletBalance(ctx.db, graded.user.id)).toBe(0);
    await grant(graded, 30);
    expect(await settle(0)).toBe(-20);
    expect((await walletLines(ctx.db, graded.user.id)).map((line) => [line.amount, line.event])).toEqual([
      [40, 'Redação'],
      [-15, 'Revisão: Redação'],
      [-20, 'Transferência para Pessoa Teste'],
      [-5, 'Revisão: Redação'],
      [30, 'Atividade de teste'],
      [-20, 'Revisão: Redação'],
    ]);
  });
});

describe('conservation', () => {
  it('after everything above and a random mix at once, users hold exactly what the platform issued', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(async () => withTransferPassword(await student())));
    for (const person of people) await grant(person, 25);
    const moves = Array.from({ length: 40 }, (_, i) => {
      const from = people[i % 4] as Student;
      const to = people[(i + 1 + (i % 3)) % 4] as Student;
      const amount = 1 + (i % 7);
      if (i % 5 === 0) return invest(from, amount, `misto-investe-${i}`);
      if (i % 11 === 0) return grant(from, amount);
      return transfer(from, to, amount, `misto-transfere-${i}`);
    });
    await Promise.all(moves);
    // Two days later (sessions last 12 hours: everyone signs in again) the investments have yielded.
    ctx.clock.advance(2 * 86_400_000);
    for (const person of people) {
      person.token = await signIn(ctx.app, platform.slug, person.user.username);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/identity/transactions/pokz/investments',
        headers: bearer(person.token),
      });
      for (const investment of list.json().investments) {
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/identity/transactions/pokz/redeem',
          headers: bearer(person.token),
          payload: { investment_id: investment.id },
        });
      }
    }
    const state = await books(ctx.db, platform.id);
    expect(state).toMatchObject({ all_entries: 0, drifted: 0, negative: 0 });
    expect(state.held).toBe(state.issued);
    const [open] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerInvestments)
      .where(
        and(
          inArray(
            ledgerInvestments.user_id,
            people.map((person) => person.user.id),
          ),
          isNull(ledgerInvestments.redeemed_at),
        ),
      );
    expect(open?.n).toBe(0);
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
