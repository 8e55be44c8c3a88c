import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createSchoolMemberships } from '../tenancy/tenancy.module.ts';
import { createIdentityRepository, type IdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService, type IdentityService } from './identity.service.ts';
import type { GuardianPlans } from './session-user.ts';

export type { UserRow } from './identity.repository.ts';
export type { IdentityService } from './identity.service.ts';
export {
  blockedUser,
  type IssueLoginDeps,
  type IssueLoginOptions,
  issueLogin,
} from './issue-login.ts';
export {
  buildSessionUser,
  type GuardianPlans,
  roleFields,
  type SessionUserDeps,
  type SessionUserOptions,
} from './session-user.ts';

/** Users of a platform found by login, by one identifying field or by id: what other modules read of identity. */
export type UserDirectory = Pick<IdentityRepository, 'findByLogin' | 'findByField' | 'findById'>;

export function createUserDirectory(db: Executor): UserDirectory {
  return createIdentityRepository(db);
}

/**
 * A user's level (document 1: levels; users.level): read, and raised by the module that
 * decides a level was reached (challenges), inside that module's transaction.
 */
export type UserLevels = Pick<IdentityRepository, 'levelOf' | 'raiseLevel'>;

export function createUserLevels(db: Executor): UserLevels {
  return createIdentityRepository(db);
}

export interface IdentityModule extends AppModule {
  /** Password sign-in, which sign-in's routes answer too. */
  identity: IdentityService;
}

export function createIdentityModule(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionStore;
  throttle: LoginThrottle;
  storage: Pick<StorageService, 'presentImageUrl'>;
  guardianPlans: GuardianPlans;
}): IdentityModule {
  const identity = createIdentityService({
    userDirectory: createUserDirectory(deps.db),
    platformDirectory: createPlatformDirectory(deps.db, deps.clock),
    memberships: createSchoolMemberships(deps.db),
    guardianPlans: deps.guardianPlans,
    presentUrl: deps.storage.presentImageUrl,
    sessions: deps.sessions,
    throttle: deps.throttle,
  });
  return { identity, routes: { identity: [mount(identityRoutes, { identity })] } };
}

export { createSessionStore } from './sessions.repository.ts';
