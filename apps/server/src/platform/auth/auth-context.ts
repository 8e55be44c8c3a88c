import type { Role } from '@ava/contracts';

/** Who is asking: fixed by the session token, never by the request body. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  role: Role;
  platformId: string;
  platformSlug: string;
}
