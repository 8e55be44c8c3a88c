import type { LoginResponse, SessionUser } from '@ava/contracts';
import { request } from '../../lib/http/request.ts';
import { getSession, startSession } from '../../lib/session.ts';
import { revokeSession } from '../../lib/sign-out.ts';
import { readItem, removeItems, writeItem } from '../../lib/storage.ts';

/**
 * Signing in as a dependent: the dependent's session becomes the session, and the guardian's
 * own is kept under the 'dependent' storage keys (document 1 section 3) to come back to. Logout
 * clears those keys with the rest.
 */
interface KeptGuardian {
  user: SessionUser;
  subscription: string | null;
}

/** POST /users/sign_as_student?student_id= */
export const signAsStudent = (studentId: string) =>
  request<LoginResponse>('identity', '/users/sign_as_student', {
    method: 'POST',
    query: { student_id: studentId },
    notifyError: true,
  });

export function enterAsDependent(response: LoginResponse): void {
  const session = getSession();
  if (!session) return;
  writeItem('dependentToken', session.token);
  writeItem('dependentUser', {
    user: session.user,
    subscription: readItem<string>('subscription'),
  } satisfies KeptGuardian);
  startSession(session.platform, response);
}

/** The guardian whose session is kept while a dependent's is in use, if any. */
export function keptGuardian(): { token: string; user: SessionUser; subscription: string | null } | null {
  const token = readItem<string>('dependentToken');
  const kept = readItem<KeptGuardian>('dependentUser');
  return typeof token === 'string' && kept?.user ? { token, user: kept.user, subscription: kept.subscription } : null;
}

/** Ends the dependent's session on the server and takes the guardian's back. */
export async function returnToGuardian(): Promise<boolean> {
  const guardian = keptGuardian();
  const session = getSession();
  if (!guardian || !session) return false;
  await revokeSession();
  removeItems(['dependentToken', 'dependentUser']);
  startSession(session.platform, {
    auth_token: guardian.token,
    user: guardian.user,
    subscription: guardian.subscription,
    message: '',
    expires_at: '',
  });
  return true;
}
