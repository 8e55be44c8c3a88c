import { BLOCKED_USER, hasMenus, type LoginResponse, MESSAGES } from '@ava/contracts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { forbidden, invalidCredentials } from '../../platform/http/app-error.ts';
import type { PlatformRow } from '../platforms/platforms.module.ts';
import type { UserRow } from './identity.repository.ts';
import { buildSessionUser, roleFields, type SessionUserDeps, type SessionUserOptions } from './session-user.ts';

export interface IssueLoginDeps extends SessionUserDeps {
  sessions: Pick<SessionStore, 'issue'>;
}

export interface IssueLoginOptions extends SessionUserOptions {
  /** Backoffice sign-ins need no menu (document 3 section 5); every other one does. */
  requireMenus?: boolean;
  /** A session handed over keeps the guardian who opened it as their dependent. */
  openedBy?: string | null;
}

/** The 401 with title and subtitle every sign-in path answers a blocked user (document 3 section 5). */
export const blockedUser = () => invalidCredentials(BLOCKED_USER.title, { ...BLOCKED_USER });

/**
 * Issues a session for a user whose identity a sign-in path has proven, and answers the
 * login response. Every path ends here, so none of them can let a blocked user in.
 */
export async function issueLogin(
  deps: IssueLoginDeps,
  platform: PlatformRow,
  user: UserRow,
  options: IssueLoginOptions = {},
): Promise<LoginResponse> {
  if (user.blocked_at || user.platform_id !== platform.id) {
    throw user.blocked_at ? blockedUser() : invalidCredentials();
  }
  const sessionUser = await buildSessionUser(deps, platform, user, options);
  if (options.requireMenus !== false && !hasMenus(sessionUser.menu)) throw forbidden(MESSAGES.noMenus);

  const [session, fields] = await Promise.all([
    deps.sessions.issue(user.id, platform.id, { openedBy: options.openedBy }),
    roleFields(deps, platform.id, sessionUser),
  ]);
  return {
    auth_token: session.token,
    message: MESSAGES.loginSuccess,
    expires_at: session.expiresAt.toISOString(),
    user: sessionUser,
    ...fields,
  };
}
