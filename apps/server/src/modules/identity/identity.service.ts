import { BLOCKED_USER, hasMenus, type LoginRequest, type LoginResponse, MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { forbidden, invalidCredentials, tooManyRequests } from '../../platform/http/app-error.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { PlatformsRepository } from '../platforms/platforms.repository.ts';
import type { IdentityRepository } from './identity.repository.ts';
import { buildSessionUser, roleFields, type SessionUserDeps } from './session-user.ts';

export interface IdentityServiceDeps extends SessionUserDeps {
  identityRepo: Pick<IdentityRepository, 'findByLogin'>;
  platformsRepo: Pick<PlatformsRepository, 'findBySlug' | 'menusFor'>;
  sessions: Pick<SessionStore, 'issue' | 'revoke'>;
  throttle: LoginThrottle;
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { identityRepo, platformsRepo, sessions, throttle } = deps;

  return {
    /** Password sign-in with username or e-mail on one platform. */
    async login(input: LoginRequest, address: string): Promise<LoginResponse> {
      const attempt = { account: `${input.platform}:${input.username.trim().toLowerCase()}`, address };
      const wait = throttle.retryAfter(attempt);
      if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);

      const platform = await platformsRepo.findBySlug(input.platform);
      const user = platform ? await identityRepo.findByLogin(platform.id, input.username) : null;
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!platform || !user || !valid) {
        throttle.recordFailure(attempt);
        throw invalidCredentials();
      }
      throttle.recordSuccess(attempt);
      if (user.blocked_at) throw invalidCredentials(BLOCKED_USER.title, { ...BLOCKED_USER });

      const sessionUser = await buildSessionUser(deps, platform, user);
      if (!hasMenus(sessionUser.menu)) throw forbidden(MESSAGES.noMenus);

      const session = await sessions.issue(user.id, platform.id);
      return {
        auth_token: session.token,
        message: MESSAGES.loginSuccess,
        expires_at: session.expiresAt.toISOString(),
        user: sessionUser,
        ...roleFields(sessionUser),
      };
    },

    async signOut(_auth: AuthContext, token: string): Promise<{ message: string }> {
      await sessions.revoke(token);
      return { message: MESSAGES.signOutSuccess };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
