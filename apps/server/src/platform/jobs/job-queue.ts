import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { jobs } from './jobs.tables.ts';

/** The channel an enqueue notifies (at its transaction's commit), so an idle runner wakes at once. */
const JOBS_CHANNEL = 'jobs_enqueued';
/** A claim older than this belongs to a runner that died: another takes the job over. */
const LEASE = '5 minutes';
/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A runner that found a due job claimed by another looks again this soon. */
const BUSY_RETRY_MS = 50;
/** How long stopping waits for the jobs that run (the app's shutdown allows 10 s in all). */
const STOP_GRACE_MS = 5_000;
/** Retries wait 2 s, 4 s, 8 s ... and never more than 10 minutes. */
const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 600);

export type JobHandler = (payload: never) => Promise<void>;

export interface EnqueueOptions {
  /** Runs no sooner than this many milliseconds after the commit (counted by the database clock). */
  delayMs?: number;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists (and runs) only if that transaction commits. */
  enqueue(tx: Executor, kind: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** The handler of a kind; a handler that throws is retried with backoff until max_attempts. */
  handle<Payload>(kind: string, handler: (payload: Payload) => Promise<void>): void;
  start(): Promise<void>;
  /** Stops claiming and waits (at most 5 s) for the jobs it runs. */
  stop(): Promise<void>;
  /** Resolves once no due job waits and none runs (tests and benchmarks wait for the fan-out with it). */
  idle(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * The longest an idle runner sleeps: it wakes on NOTIFY (an enqueue) and at the next job's due
   * time; this bound also catches a notification missed while PostgreSQL reconnected (30 s there,
   * none on PGlite, whose notifications are in-process).
   */
  pollMs?: number;
}

/**
 * A durable job queue over the `jobs` table, the same on PostgreSQL and PGlite. Each process runs
 * one runner: it claims due jobs with FOR UPDATE SKIP LOCKED (so instances never run the same job),
 * runs up to `concurrency` at once, deletes a job that succeeded and reschedules one that failed.
 * It wakes on LISTEN/NOTIFY when a job is enqueued and sleeps until the next delayed job or retry is
 * due, so an idle runner sends no query at all.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger } = options;
  const { db } = database;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? (database.kind === 'pglite' ? Number.POSITIVE_INFINITY : 30_000);
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let pending = false;

  function nudge(): void {
    pending = true;
    wake?.();
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const result = await db.execute(sql`
      update ${jobs} set locked_at = now(), locked_by = ${worker}, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where failed_at is null and run_at <= now()
          and (locked_at is null or locked_at < now() - ${LEASE}::interval)
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return rowsOf<ClaimedJob>(result);
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    if (!error) {
      await db.execute(sql`delete from ${jobs} where id = ${job.id}`);
      return;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const last = job.attempts >= job.max_attempts;
    logger.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts, last }, 'job failed');
    if (last) {
      await db.execute(
        sql`update ${jobs} set failed_at = now(), locked_at = null, last_error = ${message} where id = ${job.id}`,
      );
    } else {
      const delay = `${backoffSeconds(job.attempts)} seconds`;
      await db.execute(sql`
        update ${jobs} set run_at = now() + ${delay}::interval, locked_at = null, locked_by = null,
          last_error = ${message}
        where id = ${job.id}`);
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    let failure: unknown = null;
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
    } catch (error) {
      failure = error ?? new Error('job failed');
    }
    try {
      await finish(job, failure);
    } catch (error) {
      // The lease expires and another claim runs the job again.
      logger.error({ err: error, job: job.id }, 'job outcome not recorded');
    }
  }

  /** Milliseconds until the next job falls due (a claimed one when its lease runs out); null when none waits. */
  async function nextDueIn(): Promise<number | null> {
    const [row] = rowsOf<{ ms: number | null }>(
      await db.execute(sql`
        select (extract(epoch from min(case when locked_at is null then run_at else locked_at + ${LEASE}::interval end) - now()) * 1000)::float8 as ms
        from ${jobs} where failed_at is null`),
    );
    return row?.ms ?? null;
  }

  async function runLoop(): Promise<void> {
    while (!stopped) {
      pending = false;
      const free = concurrency - running.size;
      let claimed: ClaimedJob[] = [];
      let waitMs = pollMs;
      try {
        if (free > 0) claimed = await claim(free);
        if (claimed.length === 0) {
          const next = await nextDueIn();
          // Due but not claimed: another runner is claiming it right now.
          if (next !== null) waitMs = Math.min(pollMs, Math.max(next, BUSY_RETRY_MS));
        }
      } catch (error) {
        if (!stopped) logger.error({ err: error }, 'job claim failed');
      }
      for (const job of claimed) {
        const task = run(job).finally(() => {
          running.delete(task);
          nudge();
        });
        running.add(task);
      }
      if (stopped || pending || (claimed.length > 0 && claimed.length === free)) continue;
      await new Promise<void>((resolve) => {
        const timer = Number.isFinite(waitMs) ? setTimeout(resolve, Math.min(waitMs, LONGEST_TIMER_MS)) : undefined;
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  async function hasDueJob(): Promise<boolean> {
    const result = await db.execute(sql`
      select 1 from ${jobs}
      where failed_at is null and run_at <= now() and (locked_at is null or locked_by = ${worker})
      limit 1`);
    return rowsOf(result).length > 0;
  }

  return {
    async enqueue(tx, kind, payload, enqueueOptions = {}) {
      const delay = `${Math.max(0, Math.round(enqueueOptions.delayMs ?? 0))} milliseconds`;
      await tx.execute(sql`
        insert into ${jobs} (kind, payload, run_at, max_attempts)
        values (${kind}, ${JSON.stringify(payload)}::jsonb, now() + ${delay}::interval, ${enqueueOptions.maxAttempts ?? 5})`);
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
    },
    handle(kind, handler) {
      handlers.set(kind, handler as (payload: unknown) => Promise<void>);
    },
    async start() {
      if (started) return;
      started = true;
      await database.listen(JOBS_CHANNEL, () => nudge());
      loop = runLoop();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      // A long job is not waited for past the grace: its lease expires and a runner takes it again.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise((resolve) => {
        timer = setTimeout(resolve, STOP_GRACE_MS);
      });
      await Promise.race([Promise.all([...running]), grace]);
      clearTimeout(timer);
    },
    async idle() {
      for (;;) {
        if (running.size === 0 && !(await hasDueJob())) return;
        nudge();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
