import type { ResetLinkRequest, ResetPasswordRequest, ValidateSecretAnswerRequest } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

export function sendResetLink(input: ResetLinkRequest): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/emails/reset_password', { method: 'POST', body: input });
}

/** The reset token goes as the bearer token, as document 3 section 7 says. */
export function resetPassword(token: string, input: ResetPasswordRequest): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/reset-password', {
    method: 'POST',
    body: input,
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function validateSecretAnswers(input: ValidateSecretAnswerRequest): Promise<{ token: string }> {
  return request<{ token: string }>('identity', '/users/validate_secret_answer', { method: 'POST', body: input });
}
