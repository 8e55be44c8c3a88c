import type { RetentionSettings } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../../../test/tenant.fixture.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { transactOn } from '../../../platform/db/transaction.ts';
import { createJobQueue } from '../../../platform/jobs/job-queue.ts';
import { openFileStore } from '../../../platform/storage/open-file-store.ts';
import { createErasure } from '../erasure/erase-person.ts';
import { RETENTION_JOB, scheduleRetention, untilNextRun } from './retention.job.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { createRetentionService } from './retention.service.ts';

let ctx: TestContext;
let platform: PlatformRow;
const tokens = {} as Record<'admin' | 'teacher' | 'student' | 'guardian' | 'otherAdmin', string>;

const DAY = 86_400_000;
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await ctx.db.execute(query))[0]?.n ?? 0;
const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/privacy/retention', headers: bearer(token) });
const put = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/privacy/retention', headers: bearer(token), payload });

function retention() {
  const erasure = createErasure({ database: ctx.database, fileStore: openFileStore(ctx.config), clock: ctx.clock });
  return createRetentionService({
    repo: createRetentionRepository(ctx.db),
    erasure,
    transact: transactOn(ctx.db),
    clock: ctx.clock,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const other = await buildPlatform(ctx.db);
  for (const [key, role] of [
    ['admin', 'school_admin'],
    ['teacher', 'school_teacher'],
    ['student', 'school_student'],
    ['guardian', 'guardian'],
  ] as const) {
    await buildUser(ctx.db, platform, role, { username: key });
    tokens[key] = await signIn(ctx.app, platform.slug, key);
  }
  await buildUser(ctx.db, other, 'school_admin', { username: 'outra' });
  tokens.otherAdmin = await signIn(ctx.app, other.slug, 'outra');
});
afterAll(() => ctx.close());

describe('the retention periods', () => {
  it("answers the platform's periods, defaults first, to its administration only", async () => {
    const answer = await get(tokens.admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<RetentionSettings>();
    expect(body.periods.map((period) => [period.category, period.months])).toEqual([
      ['usage_logs', 24],
      ['sign_ins', 6],
      ['access_log', 24],
      ['former_students', 24],
    ]);
    expect(body.last_run).toBeNull();
    for (const token of [tokens.teacher, tokens.student, tokens.guardian]) {
      expect((await get(token)).statusCode).toBe(403);
      expect((await put(token, { periods: { usage_logs: 12 } })).statusCode).toBe(403);
    }
  });

  it('changes the periods given within their bounds, on the caller’s platform only', async () => {
    const saved = await put(tokens.admin, { periods: { usage_logs: 12, former_students: 36 } });
    expect(saved.statusCode).toBe(200);
    const months = Object.fromEntries(saved.json<RetentionSettings>().periods.map((p) => [p.category, p.months]));
    expect(months).toMatchObject({ usage_logs: 12, sign_ins: 6, former_students: 36 });
    const others = (await get(tokens.otherAdmin)).json<RetentionSettings>();
    expect(others.periods.find((period) => period.category === 'usage_logs')?.months).toBe(24);
  });

  it('refuses a period out of bounds, not whole or missing, in Portuguese, and changes nothing', async () => {
    for (const [payload, message] of [
      [{ periods: { sign_ins: 3 } }, 'Registros de acesso (sessões): informe um prazo entre 6 e 60 meses.'],
      [{ periods: { usage_logs: 500 } }, 'Registros de uso: informe um prazo entre 6 e 120 meses.'],
      [
        { periods: { access_log: 12.5 } },
        'Registro de leituras de dados de alunos: informe um prazo entre 12 e 120 meses.',
      ],
      [{ periods: { former_students: 'muito' } }, 'Contas de alunos que saíram: informe um prazo entre 6 e 120 meses.'],
      [{ periods: {} }, 'Informe ao menos um prazo.'],
    ] as const) {
      const answer = await put(tokens.admin, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ fields: { message: string }[] }>().fields.map((field) => field.message)).toContain(message);
    }
    const months = (await get(tokens.admin)).json<RetentionSettings>().periods.map((period) => period.months);
    expect(months).toEqual([12, 6, 24, 36]);
  });
});

describe('the daily retention run', () => {
  it('removes what passed its period and keeps what has not, and erases students who left long ago', async () => {
    const now = ctx.clock.now().getTime();
    const user = await buildUser(ctx.db, platform, 'school_student', { username: 'ativa' });
    const reader = await buildUser(ctx.db, platform, 'school_teacher', { username: 'leitora' });
    // Usage logs: 12 months on this platform; one day 13 months ago, one last week.
    await ctx.db.execute(sql`
      insert into time_logs (platform_id, user_id, day, active_seconds)
      values (${platform.id}, ${user.id}, ${new Date(now - 400 * DAY).toISOString().slice(0, 10)}, 60),
             (${platform.id}, ${user.id}, ${new Date(now - 7 * DAY).toISOString().slice(0, 10)}, 60)`);
    // Sessions: 6 months; one expired 7 months ago, one current.
    await ctx.db.execute(sql`
      insert into sessions (platform_id, user_id, token_hash, expires_at)
      values (${platform.id}, ${user.id}, 'velha', ${new Date(now - 210 * DAY).toISOString()}),
             (${platform.id}, ${user.id}, 'atual', ${new Date(now + DAY).toISOString()})`);
    // Reads logged: 24 months; one 25 months ago, one last month.
    await ctx.db.execute(sql`
      insert into data_access_log (platform_id, student_id, reader_id, reader_role, what, route, ip, created_at)
      values (${platform.id}, ${user.id}, ${reader.id}, 'school_teacher', 'school_work', '/api/x', '10.0.0.1', ${new Date(now - 760 * DAY).toISOString()}),
             (${platform.id}, ${user.id}, ${reader.id}, 'school_teacher', 'school_work', '/api/x', '10.0.0.1', ${new Date(now - 30 * DAY).toISOString()})`);
    // Students who left: 36 months; one blocked 37 months ago, one 2 months ago.
    const gone = await buildUser(ctx.db, platform, 'school_student', { username: 'saiu-ha-tempo' });
    const recent = await buildUser(ctx.db, platform, 'school_student', { username: 'saiu-agora' });
    await ctx.db.execute(
      sql`update users set blocked_at = ${new Date(now - 1130 * DAY).toISOString()} where id = ${gone.id}`,
    );
    await ctx.db.execute(
      sql`update users set blocked_at = ${new Date(now - 60 * DAY).toISOString()} where id = ${recent.id}`,
    );

    const result = await retention().runPlatform(platform.id);

    expect(result).toEqual({
      // The old day and its month's rollup (report_time_months, kept by the database from time_logs).
      removed: { usage_logs: 2, sign_ins: 1, access_log: 1, former_students: 1 },
      accountsErased: 1,
    });
    expect(await count(sql`select count(*)::int as n from time_logs where user_id = ${user.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from sessions where token_hash in ('velha', 'atual')`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from data_access_log where student_id = ${user.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from users where id = ${gone.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from users where id = ${recent.id}`)).toBe(1);

    const settings = (await get(tokens.admin)).json<RetentionSettings>();
    expect(settings.last_run).toMatchObject({ removed: result.removed, accounts_erased: 1 });
    expect(settings.erasures[0]).toMatchObject({ reason: 'retention', requested_by_role: 'retention' });
    expect(settings.erasures[0]?.removed).toBeGreaterThan(0);

    // The erased account's stand-in, blocked as it is, is never taken for a student who left.
    ctx.clock.advance(4000 * DAY);
    const later = await retention().runPlatform(platform.id);
    expect(later.accountsErased).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from users where platform_id = ${platform.id} and password_hash = '!'`),
    ).toBe(2);
  });

  it('queues its next run once, however often the app starts, and again when it runs', async () => {
    const queue = createJobQueue({ database: ctx.database, logger: ctx.app.log });
    const schedule = scheduleRetention({
      database: ctx.database,
      queue,
      retention: retention(),
      clock: ctx.clock,
      logger: ctx.app.log,
    });
    const waiting = () => count(sql`select count(*)::int as n from jobs where kind = ${RETENTION_JOB}`);
    // The app (createTestContext) queued one when it started.
    expect(await waiting()).toBe(1);
    await schedule.ensureNext();
    await schedule.ensureNext();
    expect(await waiting()).toBe(1);
    // Due now, the app's queue runs it: it queues the next, for tomorrow 06:00 UTC, and records its run.
    await ctx.db.execute(sql`update jobs set run_at = now() where kind = ${RETENTION_JOB}`);
    await ctx.database.notify('jobs_enqueued', '');
    const runs = await count(sql`select count(*)::int as n from retention_runs where platform_id = ${platform.id}`);
    await vi.waitFor(
      async () =>
        expect(await count(sql`select count(*)::int as n from retention_runs where platform_id = ${platform.id}`)).toBe(
          runs + 1,
        ),
      { timeout: 10_000 },
    );
    await ctx.app.jobs.idle();
    expect(await waiting()).toBe(1);
    expect(await count(sql`select count(*)::int as n from jobs where kind = ${RETENTION_JOB} and run_at > now()`)).toBe(
      1,
    );
    expect(untilNextRun(new Date('2026-03-02T05:00:00Z'))).toBe(3_600_000);
    expect(untilNextRun(new Date('2026-03-02T06:00:00Z'))).toBe(86_400_000);
  });
});
