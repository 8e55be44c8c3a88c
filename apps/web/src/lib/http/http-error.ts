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
