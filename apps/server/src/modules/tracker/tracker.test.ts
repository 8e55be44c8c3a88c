import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { timeLogs } from './tracker.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;

const log = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/tracker/report/register_log', headers: bearer(token), payload });
const compute = (token: string, time: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/tracker/user_interaction_logs/compute_time',
    headers: bearer(token),
    payload: { time },
  });

async function student(username: string) {
  const user = await buildUser(ctx.db, platform, 'school_student', { username });
  return { user, token: await signIn(ctx.app, platform.slug, username) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
});
afterAll(() => ctx.close());

describe('POST /api/tracker/report/register_log', () => {
  it('adds the seconds of each time log to the day in São Paulo', async () => {
    const { user, token } = await student('ativo');
    const first = await log(token, {
      time: 10,
      user_id: user.id,
      name: 'Pessoa Teste',
      platform: platform.slug,
      school_id: null,
    });
    expect(first.statusCode).toBe(200);
    // 2026-03-02T12:00Z is 09:00 in São Paulo, the same day.
    expect(first.json()).toEqual({ day: '2026-03-02', time: 10 });
    ctx.clock.advance(10_000);
    expect((await log(token, { time: 10 })).json().time).toBe(20);
  });

  it('credits no more than the time that passed, however many tabs report', async () => {
    const { token } = await student('duas-abas');
    await log(token, { time: 10 });
    ctx.clock.advance(10_000);
    await log(token, { time: 10 });
    // A second tab reporting the same ten seconds a moment later adds only the slack.
    const second = await log(token, { time: 10 });
    expect(second.json().time).toBe(22);
    ctx.clock.advance(5_000);
    expect((await log(token, { time: 3_600 })).json().time).toBe(22 + 7);
  });

  it('starts a new total on a new day in São Paulo', async () => {
    const { user, token } = await student('meia-noite');
    await log(token, { time: 10 });
    ctx.clock.advance(16 * 3_600_000);
    // Sessions last 12 hours: the next day needs a new one.
    const next = await log(await signIn(ctx.app, platform.slug, 'meia-noite'), { time: 10 });
    expect(next.json().day).not.toBe('2026-03-02');
    const rows = await ctx.db.select().from(timeLogs).where(eq(timeLogs.user_id, user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses a log naming another user or another platform', async () => {
    const { token } = await student('outro-nome');
    const other = await buildUser(ctx.db, platform, 'school_student');
    expect((await log(token, { time: 10, user_id: other.id })).statusCode).toBe(403);
    expect((await log(token, { time: 10, platform: 'outra' })).statusCode).toBe(403);
    expect((await log(token, { time: 0 })).statusCode).toBe(400);
  });

  it('refuses a log or a span with a field it does not know, naming it and counting nothing', async () => {
    const { user, token } = await student('campo-extra');
    const extraLog = await log(token, { time: 10, seconds_today: 86_400 });
    expect(extraLog.statusCode).toBe(400);
    expect(extraLog.json()).toMatchObject({
      message: 'Verifique as informações e tente novamente.',
      fields: [{ field: 'body.seconds_today' }],
    });
    const extraSpan = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/tracker/user_interaction_logs/compute_time',
      headers: bearer(token),
      payload: { time: 10, user_id: user.id },
    });
    expect(extraSpan.statusCode).toBe(400);
    expect(extraSpan.json().fields).toEqual([{ field: 'body.user_id', message: expect.any(String) }]);
    expect(await ctx.db.select().from(timeLogs).where(eq(timeLogs.user_id, user.id))).toEqual([]);
  });

  it('is limited per user', async () => {
    const { token } = await student('muitos-logs');
    const statuses = new Set<number>();
    for (let i = 0; i < 31; i++) statuses.add((await log(token, { time: 10 })).statusCode);
    expect([...statuses]).toEqual([200, 429]);
  });
});

describe('PATCH /api/tracker/user_interaction_logs/compute_time', () => {
  it('adds an active span, capped by the time since the previous one', async () => {
    const { token } = await student('interage');
    ctx.clock.advance(60_000);
    const first = await compute(token, 45);
    expect(first.statusCode).toBe(200);
    expect(first.json().time).toBe(45);
    ctx.clock.advance(30_000);
    expect((await compute(token, 500)).json().time).toBe(45 + 32);
  });
});
