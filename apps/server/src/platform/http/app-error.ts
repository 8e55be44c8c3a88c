import { messageForStatus } from '@ava/contracts';

/** A failure the user can be told about: a catalogue status, its message and optional extra fields. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string = messageForStatus(status),
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message?: string, extra?: Record<string, unknown>) => new AppError(400, message, extra);
export const invalidCredentials = (message?: string, extra?: Record<string, unknown>) =>
  new AppError(401, message, extra);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = (message?: string) => new AppError(404, message);
export const conflict = (message?: string) => new AppError(409, message);
export const invalidToken = () => new AppError(498);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retry_after: retryAfterSeconds });
/** How long clients are told to wait while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** 503 'Serviço indisponível.' with Retry-After: clients and load balancers try again later. */
export const databaseUnavailable = () => new AppError(503, undefined, { retry_after: DATABASE_RETRY_AFTER_SECONDS });
