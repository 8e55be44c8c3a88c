import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createLoginThrottle, type LoginThrottleOptions } from '../../platform/rate-limit/login-throttle.ts';
import { createUserDirectory } from '../identity/identity.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { accountRoutes } from './account.routes.ts';
import { type AccountMail, createAccountMail } from './account-mail.ts';
import { createAccountLimits } from './accounts.limits.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createCredentialsService } from './credentials.service.ts';
import { recoveryRoutes } from './recovery.routes.ts';
import { createRecoveryService } from './recovery.service.ts';
import { signUpRoutes } from './sign-up.routes.ts';
import { createSignUpService } from './sign-up.service.ts';
import { createTermsService } from './terms.service.ts';

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The limits of failed guesses, the same as sign-in's. */
  failureLimits: Omit<LoginThrottleOptions, 'clock'>;
  publicUrl: string;
  resetTtlMs: number;
}

export interface AccountsModule extends AppModule {
  /** The confirmation mail, sent again by the profile module when a user changes their e-mail. */
  accountMail: AccountMail;
}

export { isUniqueViolation } from './accounts.repository.ts';
export { type CurrentPasswordDeps, checkCurrentPassword } from './current-password.ts';
export type { AccountMail };

/** Sign-up, e-mail confirmation, recovery, password and secret questions, terms and confirmation. */
export function createAccountsModule(deps: AccountsDeps): AccountsModule {
  const { db, clock, sessions, mailer } = deps;
  const transact = transactOn(db);
  const accountsRepo = createAccountsRepository(db);
  const userDirectory = createUserDirectory(db);
  const platformDirectory = createPlatformDirectory(db, clock);
  const accountMail = createAccountMail({
    accountsRepo,
    mailer,
    clock,
    publicUrl: deps.publicUrl,
    resetTtlMs: deps.resetTtlMs,
  });
  const throttle = () => createLoginThrottle({ clock, ...deps.failureLimits });
  const limits = createAccountLimits(clock);

  const signUp = createSignUpService({
    transact,
    accountsRepo,
    platformDirectory,
    accountMail,
    clock,
    logger: deps.logger,
  });
  const recovery = createRecoveryService({
    transact,
    accountsRepo,
    userDirectory,
    platformDirectory,
    accountMail,
    sessions,
    throttle: throttle(),
    clock,
  });
  const credentials = createCredentialsService({ accountsRepo, userDirectory, sessions, throttle: throttle() });
  const terms = createTermsService({ accountsRepo, clock });

  return {
    accountMail,
    routes: {
      identity: [
        mount(signUpRoutes, { signUp, limits }),
        mount(recoveryRoutes, { recovery, limits }),
        mount(accountRoutes, { terms, credentials, limits }),
      ],
    },
  };
}
