import { type LoginRequest, type LoginResponse, MESSAGES, type RoleGroup, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { invalidCredentials } from '../../platform/http/app-error.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import type { IdentityRepository } from './identity.repository.ts';
import { type IssueLoginDeps, issueLogin } from './issue-login.ts';

export interface IdentityServiceDeps extends IssueLoginDeps {
  userDirectory: Pick<IdentityRepository, 'findByLogin'>;
  platformDirectory: Pick<PlatformDirectory, 'findBySlug' | 'menusFor'>;
  sessions: Pick<SessionStore, 'issue' | 'revoke'>;
  throttle: LoginThrottle;
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { userDirectory, platformDirectory, sessions, throttle } = deps;

  return {
    /**
     * Password sign-in with username or e-mail on one platform; `onlyGroup` restricts it to
     * one role group (the guardian form), other users being refused as a wrong password is.
     */
    async login(input: LoginRequest, address: string, onlyGroup?: RoleGroup): Promise<LoginResponse> {
      const attempt = { account: `${input.platform}:${input.username.trim().toLowerCase()}`, address };
      return throttle.guard(attempt, async () => {
        const platform = await platformDirectory.findBySlug(input.platform);
        const user = platform ? await userDirectory.findByLogin(platform.id, input.username) : null;
        const valid = user
          ? await verifyPassword(user.password_hash, input.password)
          : await verifyAgainstDecoy(input.password);
        if (!platform || !user || !valid || (onlyGroup && roleGroup(user.role) !== onlyGroup)) {
          throw invalidCredentials();
        }
        return issueLogin(deps, platform, user);
      });
    },

    async signOut(_auth: AuthContext, token: string): Promise<{ message: string }> {
      await sessions.revoke(token);
      return { message: MESSAGES.signOutSuccess };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
