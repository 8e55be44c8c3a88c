import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

let database: DatabaseHandle;
let queue: JobQueue;
const ran: string[] = [];
let failuresLeft = 0;
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
  queue = createJobQueue({ database, logger: silent, pollMs: 20 });
  queue.handle<{ name: string }>('test.record', async ({ name }) => {
    ran.push(name);
  });
  queue.handle<{ name: string }>('test.flaky', async ({ name }) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('falhou');
    }
    ran.push(name);
  });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const jobRows = async () =>
  rowsOf<{ kind: string; attempts: number; failed_at: Date | null; last_error: string | null }>(
    await database.db.execute(sql`select kind, attempts, failed_at, last_error from jobs`),
  );

describe('the job queue', () => {
  it('runs a job enqueued in a transaction that commits, and deletes it', async () => {
    await database.db.transaction((tx) => queue.enqueue(tx, 'test.record', { name: 'primeiro' }));
    await queue.idle();
    expect(ran).toContain('primeiro');
    expect(await jobRows()).toEqual([]);
  });

  it('never runs a job whose transaction rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'test.record', { name: 'desfeito' });
        tx.rollback();
      })
      .catch(() => {});
    await queue.idle();
    expect(ran).not.toContain('desfeito');
  });

  it('retries a failed job after a backoff, keeping the error', async () => {
    failuresLeft = 1;
    await queue.enqueue(database.db, 'test.flaky', { name: 'insistente' });
    await queue.idle();
    const [waiting] = await jobRows();
    expect(waiting).toMatchObject({ kind: 'test.flaky', attempts: 1, failed_at: null });
    expect(waiting?.last_error).toContain('falhou');
    // Due again: the backoff of a first failure is 2 s.
    await database.db.execute(sql`update jobs set run_at = now()`);
    await queue.idle();
    expect(ran).toContain('insistente');
    expect(await jobRows()).toEqual([]);
  });

  it('keeps a job that failed its last attempt, and one of a kind nobody handles', async () => {
    failuresLeft = 1;
    await queue.enqueue(database.db, 'test.flaky', { name: 'desistente' }, { maxAttempts: 1 });
    await queue.enqueue(database.db, 'test.unknown', {}, { maxAttempts: 1 });
    await queue.idle();
    const rows = await jobRows();
    expect(rows.map((row) => row.kind).sort()).toEqual(['test.flaky', 'test.unknown']);
    expect(rows.every((row) => row.failed_at !== null)).toBe(true);
    await database.db.execute(sql`delete from jobs`);
  });

  it('holds a delayed job until its time', async () => {
    await queue.enqueue(database.db, 'test.record', { name: 'depois' }, { delayMs: 60_000 });
    await queue.idle();
    expect(ran).not.toContain('depois');
    await database.db.execute(sql`update jobs set run_at = now()`);
    await queue.idle();
    expect(ran).toContain('depois');
  });

  it('shares the work of two runners on one database without running a job twice', async () => {
    const second = createJobQueue({ database, logger: silent, pollMs: 20 });
    const counted = new Map<string, number>();
    for (const runner of [queue, second]) {
      runner.handle<{ name: string }>('test.count', async ({ name }) => {
        counted.set(name, (counted.get(name) ?? 0) + 1);
      });
    }
    await second.start();
    for (let index = 0; index < 40; index++) await queue.enqueue(database.db, 'test.count', { name: `j${index}` });
    await Promise.all([queue.idle(), second.idle()]);
    await second.stop();
    expect(counted.size).toBe(40);
    expect([...counted.values()].every((times) => times === 1)).toBe(true);
  });
});
