import { MESSAGES, type Role } from '@ava/contracts';
import { forbidden } from '../http/app-error.ts';

/** Who is asking: fixed by the session token, never by the request body. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  role: Role;
  platformId: string;
  platformSlug: string;
  /** The guardian who opened this session as their dependent (sign_as_student); absent for the user's own. */
  openedBy?: string | null;
}

/**
 * A guardian signed in as their dependent uses the account but never changes how it is
 * entered (e-mail, password, secret questions): that would let them, or whoever holds the
 * session, keep the account after the link is gone.
 */
export function refuseDelegatedSession(auth: AuthContext): void {
  if (auth.openedBy) throw forbidden(MESSAGES.delegatedSessionCredentials);
}
