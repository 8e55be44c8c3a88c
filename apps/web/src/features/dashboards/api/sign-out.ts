import { request } from '../../../lib/http/request.ts';

/** Revokes the session token on the server. */
export function signOut(): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/sign_out');
}
