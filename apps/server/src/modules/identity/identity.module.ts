import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createSubscriptionsRepository } from '../guardians/subscriptions.repository.ts';
import { createCachedPlatformsRepository } from '../platforms/platforms.cache.ts';
import { createPlatformsRepository } from '../platforms/platforms.repository.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createTenancyRepository } from '../tenancy/tenancy.repository.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService } from './identity.service.ts';

export function createIdentityModule(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  throttle: LoginThrottle;
  storage: Pick<StorageService, 'presentImageUrl'>;
}): AppModule {
  const identity = createIdentityService({
    identityRepo: createIdentityRepository(deps.db),
    platformsRepo: createCachedPlatformsRepository(createPlatformsRepository(deps.db), deps.clock),
    tenancyRepo: createTenancyRepository(deps.db),
    subscriptionsRepo: createSubscriptionsRepository(deps.db),
    presentUrl: deps.storage.presentImageUrl,
    sessions: deps.sessions,
    throttle: deps.throttle,
  });
  return { routes: { identity: [mount(identityRoutes, { identity })] } };
}

export { createSessionStore } from './sessions.repository.ts';
