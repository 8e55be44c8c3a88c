import { messageForStatus, UNKNOWN_STATUS } from '@ava/contracts';
import { serverText } from '../i18n/vocabulary.ts';
import { isHttpError } from './http/http-error.ts';

export interface LoginFailure {
  message: string;
  /** A blocked user's subtitle, shown under the title (document 3 section 5). */
  subtitle?: string;
}

function blockedUser(body: unknown): { title: string; subtitle: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { title, subtitle } = body as Record<string, unknown>;
  return typeof title === 'string' && typeof subtitle === 'string' ? { title, subtitle } : null;
}

/** What the login form tells the user about a failed sign-in. */
export function loginFailure(error: unknown): LoginFailure {
  if (!isHttpError(error)) {
    console.error('[login]', error);
    return { message: messageForStatus(UNKNOWN_STATUS) };
  }
  const blocked = error.status === 401 ? blockedUser(error.body) : null;
  return blocked ? { message: blocked.title, subtitle: serverText(blocked.subtitle) } : { message: error.message };
}
