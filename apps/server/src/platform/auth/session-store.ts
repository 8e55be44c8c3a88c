import type { AuthContext } from './auth-context.ts';

/**
 * The sessions the auth plugin resolves tokens with. Implemented by the identity module
 * (modules/identity/sessions.repository.ts), which owns the sessions table.
 */
export interface IssueOptions {
  /** The guardian opening the session as their dependent (sign_as_student). */
  openedBy?: string | null;
}

export interface SessionStore {
  issue(userId: string, platformId: string, options?: IssueOptions): Promise<{ token: string; expiresAt: Date }>;
  resolve(token: string): Promise<AuthContext | null>;
  revoke(token: string): Promise<void>;
  /** Ends every open session of a user (after a password change), but the one of `keepToken`. */
  revokeAllOf(userId: string, keepToken?: string): Promise<void>;
  /** Ends the sessions of a user that one guardian opened as their dependent (link removed). */
  revokeOpenedBy(userId: string, guardianId: string): Promise<void>;
}
