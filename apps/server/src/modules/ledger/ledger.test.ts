import { ACCOUNT_MESSAGES, LEDGER_MESSAGES, SOCIAL_MEDIA_REWARD, TRANSFER_DAILY_LIMIT } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/tenant.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { books, grantPokz, walletBalance, walletLines } from './ledger.fixture.ts';

/** Every ledger path with who may call it (document 3 section 7, 'Pokz ledger', and the two of ours). */

let ctx: TestContext;
let world: ActivityWorld;
let keys = 0;
const DAY = 86_400_000;

type Who = keyof ActivityWorld['tokens'];
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  key: string | null = `chave-${++keys}-teste`,
) =>
  ctx.app.inject({
    method,
    url: `/api/identity${url}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const as = (who: Who) => world.tokens[who];
const grant = (userId: string, amount: number) => grantPokz(ctx.db, ctx.clock, world.platform.id, userId, amount);
const setTransferPassword = (who: Who, transferPassword = '2468') =>
  call(as(who), 'PUT', '/transactions/pokz/transfer_password', {
    password: TEST_PASSWORD,
    transfer_password: transferPassword,
  });
const transfer = (who: Who, receiverId: string, amount: number, key?: string, transferPassword = '2468') =>
  call(
    as(who),
    'POST',
    '/transactions/pokz/transfer',
    { receiver_id: receiverId, amount, transfer_password: transferPassword },
    key,
  );
/** Moves the clock; sessions last 12 hours, so everyone signs in again. */
async function advance(ms: number) {
  ctx.clock.advance(ms);
  for (const [who, user] of Object.entries(world.users)) {
    world.tokens[who as keyof ActivityWorld['users']] = await signIn(ctx.app, world.platform.slug, user.username);
  }
}
async function setTheme(theme: Record<string, unknown>, features: Record<string, boolean> = {}) {
  await ctx.db.update(platforms).set({ theme, features }).where(eq(platforms.id, world.platform.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  await grant(world.users.student1.id, 100);
  await grant(world.users.student2.id, 30);
});
afterAll(() => ctx.close());

describe('GET /students/score_balance', () => {
  it("answers the student's pokz: balance, what they earned and the latest lines", async () => {
    const response = await call(as('student1'), 'GET', '/students/score_balance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      balance: 100,
      score: 100,
      currency: 'Pokz',
      totalStatements: 1,
      statements: [{ event: 'Atividade de teste', eventType: 'activity', value: 100 }],
    });
  });

  it("answers an educator their own currency under the platform's name, and nobody else's", async () => {
    await setTheme({ currency: { teacher: 'Moedas do Professor' } });
    const response = await call(as('teacher'), 'GET', '/students/score_balance');
    expect(response.json()).toEqual({
      balance: 0,
      score: 0,
      currency: 'Moedas do Professor',
      statements: [],
      totalStatements: 0,
    });
    await setTheme({});
  });

  it('refuses a guardian: a dependent is seen through the session opened as them', async () => {
    expect((await call(as('guardian'), 'GET', '/students/score_balance')).statusCode).toBe(403);
    const opened = await call(as('guardian'), 'POST', `/users/sign_as_student?student_id=${world.users.student1.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const dependent = opened.json().auth_token as string;
    expect((await call(dependent, 'GET', '/students/score_balance')).json().balance).toBe(100);
    // That session reads the pokz but never moves them.
    const invest = await call(dependent, 'POST', '/transactions/pokz/invest', { amount: 5 });
    expect(invest.statusCode).toBe(403);
    expect(invest.json().message).toBe(LEDGER_MESSAGES.delegatedSession);
    expect(await walletBalance(ctx.db, world.users.student1.id)).toBe(100);
  });

  it('refuses an administrator', async () => {
    const admin = await buildUser(ctx.db, world.platform, 'back_office', { username: 'operador-banco' });
    const token = await signIn(ctx.app, world.platform.slug, admin.username);
    expect((await call(token, 'GET', '/students/score_balance')).statusCode).toBe(403);
  });
});

describe('GET /transactions/statements', () => {
  it('filters by event type, São Paulo days and year, ten lines a page, newest first', async () => {
    const student = await buildUser(ctx.db, world.platform, 'school_student', {
      username: 'extrato',
      classroomId: world.classroomA.id,
    });
    for (let day = 0; day < 12; day++) {
      await grant(student.id, day + 1);
      await advance(day < 11 ? DAY : 0);
    }
    const token = await signIn(ctx.app, world.platform.slug, 'extrato');
    const all = await call(token, 'GET', '/transactions/statements');
    expect(all.json()).toMatchObject({ pokzBalance: 78, totalStatements: 12 });
    expect(all.json().statements.map((line: { value: number }) => line.value)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    const second = await call(token, 'GET', '/transactions/statements?page=2');
    expect(second.json().statements.map((line: { value: number }) => line.value)).toEqual([2, 1]);
    // Granted at 09:00 in São Paulo on 2 March 2026 and each following day.
    const days = await call(token, 'GET', '/transactions/statements?startDate=2026-03-04&endDate=2026-03-06');
    expect(days.json().statements.map((line: { value: number }) => line.value)).toEqual([5, 4, 3]);
    expect((await call(token, 'GET', '/transactions/statements?year=2025')).json().totalStatements).toBe(0);
    expect(
      (await call(token, 'GET', '/transactions/statements?year=2026&eventType=activity')).json().totalStatements,
    ).toBe(12);
    expect((await call(token, 'GET', '/transactions/statements?eventType=transfer')).json().totalStatements).toBe(0);
    const wrong = await call(token, 'GET', '/transactions/statements?eventType=roubo&startDate=ontem');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Verifique as informações e tente novamente.');
  });
});

describe('investments', () => {
  it('invests, yields the platform rate a day up to the cap, and redeems once', async () => {
    const invested = await call(as('student2'), 'POST', '/transactions/pokz/invest', { amount: 20 });
    expect(invested.statusCode, invested.body).toBe(200);
    expect(invested.json()).toMatchObject({
      investment: { principal: 20, daily_rate: 0.005, yield: 0 },
      pokzBalance: 10,
    });
    const id = invested.json().investment.id as string;
    // A rate set later applies to new investments only.
    await setTheme({ configs: { investment_daily_rate: '0.05' } });
    await advance(40 * DAY);
    const list = await call(as('student2'), 'GET', '/transactions/pokz/investments');
    expect(list.json()).toMatchObject({
      daily_rate: 0.02,
      max_yield_days: 30,
      invested: 20,
      yield: 3,
      pokzBalance: 10,
      investments: [{ id, days: 30, yield: 3, value: 23, redeemed_at: null }],
    });
    // Another student's investment is not theirs to redeem or see.
    const foreign = await call(as('student1'), 'PATCH', '/transactions/pokz/redeem', { investment_id: id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LEDGER_MESSAGES.investmentNotFound);
    expect((await call(as('student1'), 'GET', '/transactions/pokz/investments')).json().investments).toEqual([]);

    const redeemed = await call(as('student2'), 'PATCH', '/transactions/pokz/redeem', { investment_id: id });
    expect(redeemed.json()).toMatchObject({ investment: { id, yield: 3, value: 23 }, pokzBalance: 33 });
    await advance(DAY);
    const again = await call(as('student2'), 'PATCH', '/transactions/pokz/redeem', { investment_id: id });
    expect(again.json()).toEqual(redeemed.json());
    expect(await walletBalance(ctx.db, world.users.student2.id)).toBe(33);
    const lines = await walletLines(ctx.db, world.users.student2.id);
    expect(lines.slice(-2)).toEqual([
      { amount: -20, event: 'Investimento', eventType: 'investment' },
      { amount: 23, event: 'Resgate de investimento', eventType: 'redemption' },
    ]);
    await setTheme({});
  });

  it('refuses what the wallet does not hold, a missing key and a wrong amount, moving nothing', async () => {
    const before = await walletBalance(ctx.db, world.users.student2.id);
    const tooMuch = await call(as('student2'), 'POST', '/transactions/pokz/invest', { amount: before + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(LEDGER_MESSAGES.insufficientBalance);
    const keyless = await call(as('student2'), 'POST', '/transactions/pokz/invest', { amount: 1 }, null);
    expect(keyless.statusCode).toBe(400);
    for (const amount of [0, 1.5, -3, '5']) {
      const wrong = await call(as('student2'), 'POST', '/transactions/pokz/invest', { amount });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual([{ field: 'body.amount', message: LEDGER_MESSAGES.amount }]);
    }
    expect(await walletBalance(ctx.db, world.users.student2.id)).toBe(before);
  });

  it('lets an educator invest their own Profz, and refuses a guardian', async () => {
    const teacher = await call(as('teacher'), 'POST', '/transactions/pokz/invest', { amount: 1 });
    expect(teacher.statusCode).toBe(409);
    expect((await call(as('guardian'), 'POST', '/transactions/pokz/invest', { amount: 1 })).statusCode).toBe(403);
    expect((await call(as('guardian'), 'GET', '/transactions/pokz/investments')).statusCode).toBe(403);
  });
});

describe('transfers', () => {
  it('tells a student the classmates they may send to, whether their password is set and what is left today', async () => {
    const info = await call(as('student1'), 'GET', '/transactions/pokz/transfer_info');
    expect(info.statusCode, info.body).toBe(200);
    const { classmates, ...rest } = info.json();
    expect(rest).toEqual({
      has_transfer_password: false,
      daily_limit: TRANSFER_DAILY_LIMIT,
      remainingToday: TRANSFER_DAILY_LIMIT,
    });
    expect(classmates).toContainEqual({ id: world.users.student2.id, name: world.users.student2.name });
    // Neither oneself, nor a student of another classroom, nor the classroom's teacher.
    const ids = classmates.map((classmate: { id: string }) => classmate.id);
    for (const who of ['student1', 'student3', 'teacher'] as const) expect(ids).not.toContain(world.users[who].id);
    expect((await call(as('teacher'), 'GET', '/transactions/pokz/transfer_info')).statusCode).toBe(403);
    expect((await call(as('guardian'), 'GET', '/transactions/pokz/transfer_info')).statusCode).toBe(403);
    await setTheme({}, { transferPokz: false });
    const off = await call(as('student1'), 'GET', '/transactions/pokz/transfer_info');
    expect(off.json().message).toBe(LEDGER_MESSAGES.transfersOff);
    await setTheme({});
  });

  it('needs a transfer password, set with the account password', async () => {
    const missing = await transfer('student1', world.users.student2.id, 5);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LEDGER_MESSAGES.transferPasswordMissing);
    const wrongAccount = await call(as('student1'), 'PUT', '/transactions/pokz/transfer_password', {
      password: 'outra-senha',
      transfer_password: '2468',
    });
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const letters = await call(as('student1'), 'PUT', '/transactions/pokz/transfer_password', {
      password: TEST_PASSWORD,
      transfer_password: 'abcd',
    });
    expect(letters.json().fields).toEqual([
      { field: 'body.transfer_password', message: LEDGER_MESSAGES.transferPasswordFormat },
    ]);
    expect((await setTransferPassword('student1')).json()).toEqual({ has_transfer_password: true });
    expect((await setTransferPassword('teacher')).statusCode).toBe(403);
  });

  it('sends to a classmate, and each sees it in their statement', async () => {
    const before = await walletBalance(ctx.db, world.users.student2.id);
    const sent = await transfer('student1', world.users.student2.id, 15);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call(as('student1'), 'GET', '/transactions/pokz/transfer_info')).json()).toMatchObject({
      has_transfer_password: true,
      remainingToday: TRANSFER_DAILY_LIMIT - 15,
    });
    expect(sent.json()).toMatchObject({
      transfer: {
        amount: 15,
        sender: { id: world.users.student1.id },
        receiver: { id: world.users.student2.id },
      },
      pokzBalance: 85,
      remainingToday: TRANSFER_DAILY_LIMIT - 15,
    });
    expect(await walletBalance(ctx.db, world.users.student2.id)).toBe(before + 15);
    const received = await call(as('student2'), 'GET', '/transactions/statements?eventType=transfer');
    expect(received.json().statements).toEqual([
      expect.objectContaining({ event: 'Transferência de Pessoa Teste', eventType: 'transfer', value: 15 }),
    ]);
  });

  it('refuses oneself, another classroom, a wrong password, a switched-off flag and the daily limit', async () => {
    const self = await transfer('student1', world.users.student1.id, 1);
    expect(self.json().message).toBe(LEDGER_MESSAGES.transferToSelf);
    const otherClassroom = await transfer('student1', world.users.student3.id, 1);
    expect(otherClassroom.statusCode).toBe(400);
    expect(otherClassroom.json().message).toBe(LEDGER_MESSAGES.transferOutsideClassroom);
    const toTeacher = await transfer('student1', world.users.teacher.id, 1);
    expect(toTeacher.json().message).toBe(LEDGER_MESSAGES.transferOutsideClassroom);
    const wrong = await transfer('student1', world.users.student2.id, 1, undefined, '1111');
    expect(wrong.json().message).toBe(LEDGER_MESSAGES.transferPasswordWrong);
    await setTheme({}, { transferPokz: false });
    const off = await transfer('student1', world.users.student2.id, 1);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(LEDGER_MESSAGES.transfersOff);
    await setTheme({});
    await grant(world.users.student1.id, 200);
    const over = await transfer('student1', world.users.student2.id, TRANSFER_DAILY_LIMIT - 15 + 1);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LEDGER_MESSAGES.transferDailyLimit);
    expect((await transfer('student1', world.users.student2.id, TRANSFER_DAILY_LIMIT - 15)).statusCode).toBe(200);
    // The limit is per São Paulo day.
    await advance(DAY);
    expect((await transfer('student1', world.users.student2.id, 1)).json().remainingToday).toBe(
      TRANSFER_DAILY_LIMIT - 1,
    );
    expect((await transfer('teacher', world.users.student2.id, 1)).statusCode).toBe(403);
    expect((await transfer('guardian', world.users.student1.id, 1)).statusCode).toBe(403);
  });

  it('stops guessing the transfer password after five wrong ones, even with the right one', async () => {
    await setTransferPassword('student2', '8642');
    for (let i = 0; i < 5; i++) {
      expect((await transfer('student2', world.users.student1.id, 1, undefined, '0000')).statusCode).toBe(400);
    }
    const blocked = await transfer('student2', world.users.student1.id, 1, undefined, '8642');
    expect(blocked.statusCode).toBe(429);
    // Signing in from the same address is not affected.
    expect(await signIn(ctx.app, world.platform.slug, world.users.student2.username)).toEqual(expect.any(String));
  });

  it("lists a classroom's transfers to its teacher and its school's coordinator only", async () => {
    const url = `/transactions/pokz/classroom_transfers?classroom_id=${world.classroomA.id}`;
    const teacher = await call(as('teacher'), 'GET', url);
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().total).toBe(3);
    expect(teacher.json().transfers[0]).toMatchObject({
      amount: 1,
      sender: { id: world.users.student1.id, name: 'Pessoa Teste' },
      receiver: { id: world.users.student2.id },
    });
    expect((await call(as('coordinator'), 'GET', url)).json().total).toBe(3);
    const other = await call(as('teacherB'), 'GET', url);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(LEDGER_MESSAGES.classroomNotFound);
    expect((await call(as('student1'), 'GET', url)).statusCode).toBe(403);
    expect((await call(as('guardian'), 'GET', url)).statusCode).toBe(403);
  });
});

describe('PATCH /students/update_pokz', () => {
  const reward = (who: Who, socialMedia = 'instagram') =>
    call(as(who), 'PATCH', '/students/update_pokz', { social_media: socialMedia });

  it('pays only where the platform rewards its social networks', async () => {
    const off = await reward('student2');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(LEDGER_MESSAGES.socialMediaOff);
    await setTheme({ configs: { social_media_pokz: 'true' }, links: { instagram: 'instagram.com/escola' } });
    const unknown = await reward('student2', 'tiktok');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LEDGER_MESSAGES.socialMediaUnknown);
    expect((await reward('teacher')).statusCode).toBe(403);
    expect((await reward('guardian')).statusCode).toBe(403);
  });

  it('pays once a week: asked again that week, the same reward and nothing more', async () => {
    const before = await walletBalance(ctx.db, world.users.student2.id);
    const first = await reward('student2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ value: SOCIAL_MEDIA_REWARD, pokzBalance: before + SOCIAL_MEDIA_REWARD });
    const again = await reward('student2');
    expect(again.json()).toEqual(first.json());
    expect(new Date(first.json().next_reward_at).getUTCDay()).toBe(1);
    await advance(new Date(first.json().next_reward_at).getTime() - ctx.clock.now().getTime());
    const nextWeek = await reward('student2');
    expect(nextWeek.json().pokzBalance).toBe(before + 2 * SOCIAL_MEDIA_REWARD);
    expect(await walletBalance(ctx.db, world.users.student2.id)).toBe(before + 2 * SOCIAL_MEDIA_REWARD);
  });
});

describe('the books', () => {
  it('balance: every entry sums to zero, users hold what the platform issued, no balance drifts', async () => {
    const state = await books(ctx.db, world.platform.id);
    expect(state).toMatchObject({ all_entries: 0, drifted: 0, negative: 0 });
    expect(state.held).toBe(state.issued);
    expect(state.held).toBeGreaterThan(0);
  });
});
