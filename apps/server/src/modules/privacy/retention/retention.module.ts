import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import { transactOn } from '../../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../../platform/http/app-module.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import { createErasure } from '../erasure/erase-person.ts';
import { scheduleRetention } from './retention.job.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { retentionRoutes } from './retention.routes.ts';
import { createRetentionService } from './retention.service.ts';

/** Retention periods (routes) and the daily run; `start` makes sure the next run is queued. */
export function createRetentionModule(deps: {
  database: DatabaseHandle;
  fileStore: FileStore;
  clock: Clock;
  queue: JobQueue;
  logger: Pick<FastifyBaseLogger, 'error'>;
}): AppModule & { start(): Promise<void> } {
  const { database, fileStore, clock, queue, logger } = deps;
  const erasure = createErasure({ database, fileStore, clock });
  const retention = createRetentionService({
    repo: createRetentionRepository(database.db),
    erasure,
    transact: transactOn(database.db),
    clock,
  });
  const schedule = scheduleRetention({ database, queue, retention, clock, logger });
  return { routes: { main: [mount(retentionRoutes, { retention })] }, start: schedule.ensureNext };
}
