import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createConsentRepository } from './consent.repository.ts';
import { createConsentService } from './consent.service.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService } from './privacy.service.ts';
import { createReadAudit, type ReadAudit } from './read-audit.ts';

export type { ReadAudit } from './read-audit.ts';

export function createPrivacyModule(deps: { db: Database; clock: Clock }): AppModule & { readAudit: ReadAudit } {
  const repo = createPrivacyRepository(deps.db);
  const privacy = createPrivacyService({ repo, clock: deps.clock });
  const consent = createConsentService({
    repo: createConsentRepository(deps.db),
    clock: deps.clock,
    transact: transactOn(deps.db),
  });
  return { routes: { main: [mount(privacyRoutes, { privacy, consent })] }, readAudit: createReadAudit(repo) };
}
