import { type BackofficeSignInRequest, type LoginResponse, type Role, roleGroup } from '@ava/contracts';
import { hashToken, looksLikeToken } from '../../platform/auth/tokens.ts';
import { invalidCredentials } from '../../platform/http/app-error.ts';
import { blockedUser, issueLogin, type UserRow } from '../identity/identity.module.ts';
import type { PlatformRow } from '../platforms/platforms.module.ts';
import { attemptOf, platformOrRefuse, type SignInDeps } from './sign-in.context.ts';

/** Who may open the platform as one of its users from the backoffice. */
const BACKOFFICE_ROLES: readonly Role[] = ['back_office', 'super_admin'];

/**
 * Sign-ins that take over a session token carried in an address (document 1 section 2:
 * username and token, or tk). A token in an address may be seen by others, so it works
 * once: taking it over revokes it.
 */
export function createHandoverService(deps: SignInDeps) {
  const { throttle, clock, signInRepo, sessions } = deps;

  /** The live session of the token on this platform, with its user; not yet taken over. */
  async function presented(platform: PlatformRow, token: string) {
    const live = looksLikeToken(token)
      ? await signInRepo.liveSession(platform.id, hashToken(token), clock.now())
      : null;
    if (!live) throw invalidCredentials();
    return live;
  }

  async function takeOver(platformId: string, sessionId: string, token: string): Promise<void> {
    if (!(await signInRepo.consumeSession(platformId, sessionId, clock.now()))) throw invalidCredentials();
    await sessions.revoke(token);
  }

  return {
    /** POST /auth/sso with a bearer token: the session moves to this browser. */
    handOver(input: { platform: string; username?: string }, token: string, address: string): Promise<LoginResponse> {
      return throttle.guard(attemptOf(input.platform, 'handover', token, address), async () => {
        const platform = await platformOrRefuse(deps, input.platform);
        const { sessionId, openedBy, user } = await presented(platform, token);
        if (input.username !== undefined && input.username.toLowerCase() !== user.username) throw invalidCredentials();
        if (user.blocked_at) throw blockedUser();
        await takeOver(platform.id, sessionId, token);
        return issueLogin(deps, platform, user, { openedBy });
      });
    },

    /**
     * POST /users/backoffice_sign_in: a backoffice operator's token opens the platform as
     * the named user (never as another administrator).
     */
    backoffice(input: BackofficeSignInRequest, address: string): Promise<LoginResponse> {
      const attempt = { account: `${input.platform}:${input.username.trim().toLowerCase()}`, address };
      return throttle.guard(attempt, async () => {
        const platform = await platformOrRefuse(deps, input.platform);
        const { sessionId, user: operator } = await presented(platform, input.token);
        if (!BACKOFFICE_ROLES.includes(operator.role)) throw invalidCredentials();
        if (operator.blocked_at) throw blockedUser();
        const target: UserRow | null = await deps.userDirectory.findByField(platform.id, 'username', input.username);
        if (!target || (roleGroup(target.role) === 'admin' && target.id !== operator.id)) {
          throw invalidCredentials();
        }
        if (target.blocked_at) throw blockedUser();
        await takeOver(platform.id, sessionId, input.token);
        return issueLogin(deps, platform, target, { requireMenus: false });
      });
    },
  };
}

export type HandoverService = ReturnType<typeof createHandoverService>;
