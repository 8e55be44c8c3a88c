import { serverText } from '../../i18n/vocabulary.ts';

/** A failed call: the catalogue status and the message to show (document 1 section 8), in the platform's vocabulary. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(serverText(message));
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Statuses that say nothing about what was sent: no session, time-out, throttled, cancelled, bad token. */
const TRANSIENT_CLIENT_STATUSES = new Set([401, 408, 429, 498, 499]);

/**
 * A 4xx is the server's refusal of what was sent, final; network failures (520) and 5xx are worth
 * a retry. Read by the queues that keep a student's work on the device until the server has it.
 */
export function isRefusal(error: unknown): boolean {
  return (
    isHttpError(error) && error.status >= 400 && error.status < 500 && !TRANSIENT_CLIENT_STATUSES.has(error.status)
  );
}
