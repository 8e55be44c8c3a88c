import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database, DatabaseHandle } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { checkCurrentPassword } from '../accounts/accounts.module.ts';
import { createUserDirectory } from '../identity/identity.module.ts';
import { createConsentRepository } from './consent.repository.ts';
import { createConsentService } from './consent.service.ts';
import { createErasure, type Erasure } from './erasure/erase-person.ts';
import { createExportBuilder } from './export/export-builder.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService } from './privacy.service.ts';
import { createPrivacyRequestsRepository } from './privacy-requests.repository.ts';
import { privacyRequestsRoutes } from './privacy-requests.routes.ts';
import { createPrivacyRequestsService, PRIVACY_JOBS } from './privacy-requests.service.ts';
import { createReadAudit, type ReadAudit } from './read-audit.ts';

export type { ReadAudit } from './read-audit.ts';

export interface PrivacyDeps {
  database: DatabaseHandle;
  clock: Clock;
  queue: JobQueue;
  fileStore: FileStore;
  /** The storage url secret: it signs the links to exports too. */
  urlSecret: string;
  throttle: LoginThrottle;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The erasure engine; tests hand a fake one. */
  erasure?: Erasure;
}

export function createPrivacyModule(deps: PrivacyDeps): AppModule & { readAudit: ReadAudit } {
  const db: Database = deps.database.db;
  const repo = createPrivacyRepository(db);
  const privacy = createPrivacyService({ repo, clock: deps.clock });
  const userDirectory = createUserDirectory(db);
  const consent = createConsentService({
    repo: createConsentRepository(db),
    isGuardianOf: repo.isGuardianOf,
    clock: deps.clock,
    transact: transactOn(db),
  });
  const requests = createPrivacyRequestsService({
    repo: createPrivacyRequestsRepository(db),
    isGuardianOf: repo.isGuardianOf,
    transact: transactOn(db),
    queue: deps.queue,
    clock: deps.clock,
    fileStore: deps.fileStore,
    exports: createExportBuilder({ db, fileStore: deps.fileStore }),
    erasure: deps.erasure ?? createErasure({ database: deps.database, fileStore: deps.fileStore, clock: deps.clock }),
    urlSecret: deps.urlSecret,
    checkPassword: (user, password, address) =>
      checkCurrentPassword({ userDirectory, throttle: deps.throttle }, user, password, address),
    logger: deps.logger,
  });
  deps.queue.handle(PRIVACY_JOBS.export, requests.runExport);
  deps.queue.handle(PRIVACY_JOBS.erase, requests.runErasure);
  deps.queue.handle(PRIVACY_JOBS.dropExport, requests.dropExport);
  return {
    routes: { main: [mount(privacyRoutes, { privacy, consent }), mount(privacyRequestsRoutes, { requests })] },
    readAudit: createReadAudit(repo),
  };
}
