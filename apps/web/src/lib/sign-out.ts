import { request } from './http/request.ts';
import { leaveSession, logout } from './session.ts';

/**
 * Revokes the session's token on the server, once what must still go with it has gone
 * (onSessionLeaving). A failure is only logged: the user leaves all the same.
 */
export async function revokeSession(): Promise<void> {
  await leaveSession();
  try {
    await request('identity', '/users/sign_out');
  } catch (error) {
    console.error('[sign-out]', error);
  }
}

/** Signs out: the token revoked on the server, then the session ended here. */
export async function signOut(): Promise<void> {
  await revokeSession();
  logout();
}
