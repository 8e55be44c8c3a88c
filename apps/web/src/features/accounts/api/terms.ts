import type { ProfileConfirmed, TermsAccepted } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

export function acceptTerms(schoolId: string | null): Promise<TermsAccepted> {
  return request<TermsAccepted>('identity', '/users/accept', {
    method: 'POST',
    body: schoolId ? { school_id: schoolId } : {},
  });
}

export function confirmProfile(schoolId: string | null): Promise<ProfileConfirmed> {
  return request<ProfileConfirmed>('identity', '/users/validation_finished', {
    method: 'POST',
    body: schoolId ? { school_id: schoolId } : {},
  });
}

export function reportProfileError(message: string): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/report_error', { method: 'POST', body: { message } });
}
