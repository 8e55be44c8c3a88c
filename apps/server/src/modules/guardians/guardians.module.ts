import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createTenancyRepository } from '../tenancy/tenancy.repository.ts';
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

export function createGuardiansModule(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  logger: FastifyBaseLogger;
  storage: Pick<StorageService, 'presentImageUrl'>;
  config: PaymentsConfig;
}): AppModule {
  const { db, clock } = deps;
  const guardiansRepo = createGuardiansRepository(db);
  const platformsRepo = createPlatformsRepository(db);
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
    identityRepo: createIdentityRepository(db),
    platformsRepo: {
      findById: platformsRepo.findById,
      menusFor: createCachedPlatformsRepository(platformsRepo, clock).menusFor,
    },
    tenancyRepo: createTenancyRepository(db),
    subscriptionsRepo,
    subscriptions,
    sessions: deps.sessions,
    clock,
    presentUrl: deps.storage.presentImageUrl,
  });
  return {
    routes: { identity: [mount(guardiansRoutes, { guardians }), mount(subscriptionsRoutes, { subscriptions })] },
  };
}
