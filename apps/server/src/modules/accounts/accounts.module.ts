import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createLoginThrottle, type LoginThrottleOptions } from '../../platform/rate-limit/login-throttle.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountMail } from './account-mail.ts';
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
  /** The limits of failed guesses, the same as sign-in's. */
  failureLimits: Omit<LoginThrottleOptions, 'clock'>;
  publicUrl: string;
  resetTtlMs: number;
}

/** Sign-up, e-mail confirmation, recovery, password and secret questions, terms and confirmation. */
export async function registerAccounts(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const { db, clock, sessions, mailer } = deps;
  const accountsRepo = createAccountsRepository(db);
  const identityRepo = createIdentityRepository(db);
  const platformsRepo = createCachedPlatformsRepository(createPlatformsRepository(db), clock);
  const accountMail = createAccountMail({
    accountsRepo,
    mailer,
    clock,
    publicUrl: deps.publicUrl,
    resetTtlMs: deps.resetTtlMs,
  });
  const throttle = () => createLoginThrottle({ clock, ...deps.failureLimits });
  const limits = createAccountLimits(clock);

  const signUp = createSignUpService({ accountsRepo, platformsRepo, accountMail, clock, logger: app.log });
  const recovery = createRecoveryService({
    accountsRepo,
    identityRepo,
    platformsRepo,
    accountMail,
    sessions,
    throttle: throttle(),
    clock,
  });
  const credentials = createCredentialsService({ accountsRepo, identityRepo, sessions, throttle: throttle() });
  const terms = createTermsService({ accountsRepo, clock });

  await app.register(signUpRoutes, { signUp, limits });
  await app.register(recoveryRoutes, { recovery, limits });
  await app.register(accountRoutes, { terms, credentials, limits });
}
