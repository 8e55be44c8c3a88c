import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createUserDirectory, type GuardianPlans } from '../identity/identity.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
import { createGuardiansRepository } from './guardians.repository.ts';
import { guardiansRoutes } from './guardians.routes.ts';
import { createGuardiansService } from './guardians.service.ts';
import { manualPaymentLinks, type PaymentLinkProvider } from './payment-links.ts';
import { createStripePaymentLinks, stripePricesFrom } from './stripe-payment-links.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

export interface PaymentsConfig {
  PUBLIC_URL: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL: string;
  STRIPE_PRICE_UNO?: string;
  STRIPE_PRICE_DUO?: string;
  STRIPE_PRICE_FAMILY?: string;
}

/** Stripe when a key is configured, else the manual default that the back office completes. */
function paymentLinksFrom(config: PaymentsConfig): PaymentLinkProvider {
  if (!config.STRIPE_SECRET_KEY) return manualPaymentLinks;
  return createStripePaymentLinks({
    secretKey: config.STRIPE_SECRET_KEY,
    apiUrl: config.STRIPE_API_URL,
    prices: stripePricesFrom(config),
  });
}

export interface GuardiansModule extends AppModule {
  /** A guardian's plan, shown in the login response (identity and sign-in). */
  guardianPlans: GuardianPlans;
}

export function createGuardiansModule(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  logger: FastifyBaseLogger;
  storage: Pick<StorageService, 'presentImageUrl'>;
  config: PaymentsConfig;
}): GuardiansModule {
  const { db, clock } = deps;
  const guardiansRepo = createGuardiansRepository(db);
  const subscriptionsRepo = createSubscriptionsRepository(db);
  const subscriptions = createSubscriptionsService({
    subscriptionsRepo,
    guardiansRepo,
    payments: paymentLinksFrom(deps.config),
    publicUrl: deps.config.PUBLIC_URL,
    clock,
    logger: deps.logger,
  });
  const guardians = createGuardiansService({
    transact: transactOn(db),
    guardiansRepo,
    userDirectory: createUserDirectory(db),
    platformDirectory: createPlatformDirectory(db, clock),
    memberships: createSchoolMemberships(db),
    guardianPlans: subscriptionsRepo,
    subscriptions,
    sessions: deps.sessions,
    clock,
    presentUrl: deps.storage.presentImageUrl,
  });
  return {
    guardianPlans: { find: subscriptionsRepo.find },
    routes: { identity: [mount(guardiansRoutes, { guardians }), mount(subscriptionsRoutes, { subscriptions })] },
  };
}
