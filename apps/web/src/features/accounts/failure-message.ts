import { messageForStatus, UNKNOWN_STATUS } from '@ava/contracts';
import { isHttpError } from '../../lib/http/http-error.ts';

/** The message to show for a failed call: the server's, or the catalogue's for anything else. */
export function failureMessage(error: unknown): string {
  if (isHttpError(error)) return error.message;
  console.error('[accounts]', error);
  return messageForStatus(UNKNOWN_STATUS);
}
