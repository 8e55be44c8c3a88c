import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createUserDirectory, type GuardianPlans, type IdentityService } from '../identity/identity.module.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
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
  /** Password sign-in, offered by the identity module. */
  identity: IdentityService;
  guardianPlans: GuardianPlans;
}): AppModule {
  const userDirectory = createUserDirectory(deps.db);
  const shared = {
    userDirectory,
    platformDirectory: createPlatformDirectory(deps.db, deps.clock),
    memberships: createSchoolMemberships(deps.db),
    guardianPlans: deps.guardianPlans,
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
          identity: deps.identity,
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
