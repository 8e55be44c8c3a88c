import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { lockKey } from '../../../platform/db/transaction.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { RetentionService } from './retention.service.ts';

export const RETENTION_JOB = 'privacy.retention';
/** The daily run starts at 03:00 in São Paulo (06:00 UTC, no daylight saving since 2019): few people about. */
const RUN_HOUR_UTC = 6;

/** Milliseconds from `now` to the next 06:00 UTC. */
export function untilNextRun(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(RUN_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The daily retention run, a job that enqueues its next run before doing its work. `ensureNext`
 * adds the next run unless one is already waiting for a later time: under a lock, so the app
 * starting on several instances, or a run retried, never leaves two.
 */
export function scheduleRetention(deps: {
  database: Pick<DatabaseHandle, 'db'>;
  queue: JobQueue;
  retention: RetentionService;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { database, queue, retention, clock, logger } = deps;

  async function ensureNext(): Promise<void> {
    await database.db.transaction(async (tx) => {
      await lockKey(tx, 'jobs', RETENTION_JOB);
      const [waiting] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from jobs
          where kind = ${RETENTION_JOB} and failed_at is null and run_at > now()`),
      );
      if ((waiting?.n ?? 0) > 0) return;
      await queue.enqueue(tx, RETENTION_JOB, {}, { delayMs: untilNextRun(clock.now()) });
    });
  }

  async function runAll(): Promise<void> {
    for (const platformId of await retention.platformIds()) {
      try {
        await retention.runPlatform(platformId);
      } catch (error) {
        // One platform's failure does not keep the others' data past its period.
        logger.error({ err: error, platformId }, 'retention run failed on a platform');
      }
    }
  }

  queue.handle(RETENTION_JOB, async () => {
    await ensureNext();
    await runAll();
  });

  return { ensureNext, runAll };
}
