import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createSubscriptionsRepository } from '../guardians/subscriptions.repository.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createIdentityService } from '../identity/identity.service.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { createTenancyRepository } from '../tenancy/tenancy.repository.ts';
import { accessCodesRoutes } from './access-codes.routes.ts';
import { createAccessCodesService } from './access-codes.service.ts';
import { createHandoverService } from './handover.service.ts';
import { institutionsRoutes } from './institutions.routes.ts';
import { createInstitutionsService } from './institutions.service.ts';
import { createOidcService } from './oidc.service.ts';
import { providersRoutes } from './providers.routes.ts';
import { createProvidersService } from './providers.service.ts';
import { createSignInRepository } from './sign-in.repository.ts';
import { signInRoutes } from './sign-in.routes.ts';
import { createTokenSignInService } from './token-sign-in.service.ts';

/** Every sign-in form besides the password form, institutions and access codes (identity service). */
export async function registerSignIn(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    sessions: SessionStore;
    throttle: LoginThrottle;
    storage: Pick<StorageService, 'presentImageUrl'>;
  },
): Promise<void> {
  const identityRepo = createIdentityRepository(deps.db);
  const shared = {
    identityRepo,
    platformsRepo: createCachedPlatformsRepository(createPlatformsRepository(deps.db), deps.clock),
    tenancyRepo: createTenancyRepository(deps.db),
    subscriptionsRepo: createSubscriptionsRepository(deps.db),
    presentUrl: deps.storage.presentImageUrl,
    signInRepo: createSignInRepository(deps.db),
    sessions: deps.sessions,
    throttle: deps.throttle,
    clock: deps.clock,
  };
  const accessCodes = createAccessCodesService(shared);
  await app.register(signInRoutes, {
    identity: createIdentityService(shared),
    tokens: createTokenSignInService(shared),
    handover: createHandoverService(shared),
    oidc: createOidcService(shared),
    accessCodes,
  });
  await app.register(institutionsRoutes, { institutions: createInstitutionsService(shared) });
  await app.register(accessCodesRoutes, { accessCodes });
  await app.register(providersRoutes, { providers: createProvidersService(shared) });
}
