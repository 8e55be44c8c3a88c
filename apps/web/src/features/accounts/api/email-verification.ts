import type { EmailVerificationRequest } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

/** Confirms the e-mail with the mailed token, or ({ email }) asks for a new link. */
export function emailVerification(input: EmailVerificationRequest): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/emails/verification', { method: 'POST', body: input });
}
