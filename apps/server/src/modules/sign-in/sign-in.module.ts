import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createSubscriptionsRepository } from '../guardians/subscriptions.repository.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createIdentityService } from '../identity/identity.service.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import type { StorageService } from '../storage/storage.module.ts';
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

export function createSignInModule(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  throttle: LoginThrottle;
  storage: Pick<StorageService, 'presentImageUrl'>;
}): AppModule {
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
  return {
    routes: {
      identity: [
        mount(signInRoutes, {
          identity: createIdentityService(shared),
          tokens: createTokenSignInService(shared),
          handover: createHandoverService(shared),
          oidc: createOidcService(shared),
          accessCodes,
        }),
        mount(institutionsRoutes, { institutions: createInstitutionsService(shared) }),
        mount(accessCodesRoutes, { accessCodes }),
        mount(providersRoutes, { providers: createProvidersService(shared) }),
      ],
    },
  };
}
