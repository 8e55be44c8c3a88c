import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createUserDirectory } from '../identity/identity.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { createBankRepository } from './bank.repository.ts';
import { createBankService } from './bank.service.ts';
import { createInvestmentsService } from './investments.service.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { createPlatformThemes } from './platform-themes.ts';
import { createTransfersService } from './transfers.service.ts';

export { fingerprintOf, refuseDelegatedMove } from './bank-rules.ts';
export type { Ledger, OpenSpend } from './ledger.service.ts';

export interface LedgerModule extends AppModule {
  /** For the modules that pay or take pokz: grant, settle and openSpend inside their own transaction. */
  ledger: Ledger;
}

/** The ledger on its own, for code that pays pokz outside a request (the seed). */
export function createLedgerOn(db: Database, clock: Clock): Ledger {
  return createLedger({ repo: createLedgerRepository(db), clock });
}

/** The pokz ledger (document 3 section 7): balances, statements, investments, transfers, the social-media reward. */
export function createLedgerModule(deps: { db: Database; clock: Clock; throttle: LoginThrottle }): LedgerModule {
  const { db, clock } = deps;
  const repo = createLedgerRepository(db);
  const bankRepo = createBankRepository(db);
  const transact = transactOn(db);
  const ledger = createLedger({ repo, clock });
  const themes = createPlatformThemes(createPlatformDirectory(db, clock));
  const bank = createBankService({ repo, ledger, themes, transact, clock });
  const investments = createInvestmentsService({ repo, bankRepo, themes, transact, clock });
  const transfers = createTransfersService({
    repo,
    bankRepo,
    userDirectory: createUserDirectory(db),
    throttle: deps.throttle,
    transact,
    clock,
  });
  return { ledger, routes: { identity: [mount(ledgerRoutes, { bank, investments, transfers })] } };
}
