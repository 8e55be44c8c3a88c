import {
  CANCELLED_STATUS,
  INVALID_TOKEN_STATUS,
  messageFromResponse,
  type ServiceName,
  UNKNOWN_STATUS,
} from '@ava/contracts';
import { getSession, isHandingOverSession, logout } from '../session.ts';
import { notify } from '../toast.ts';
import { HttpError } from './http-error.ts';
import { takePrefetched } from './landing-prefetch.ts';
import { type QueryValues, serviceUrl } from './service-url.ts';

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON unless it is already a body the browser knows (FormData, Blob, text...). */
  body?: unknown;
  /** Empty values are dropped. */
  query?: QueryValues;
  /** Show the catalogue message of a failure as an error toast. */
  notifyError?: boolean;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function failure(status: number, body: unknown, notifyError: boolean): HttpError {
  const error = new HttpError(status, messageFromResponse(status, body), body);
  if (notifyError && status !== CANCELLED_STATUS) notify({ status: 'error', message: error.message });
  return error;
}

function sessionAuthorization(): string | null {
  const session = getSession();
  return session ? `Bearer ${session.token}` : null;
}

/** The given headers with the session's bearer token and platform, unless already set. */
export function sessionHeaders(given?: HeadersInit): Headers {
  const headers = new Headers(given);
  const session = getSession();
  if (session && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.token}`);
  if (session && !headers.has('X-Platform')) headers.set('X-Platform', session.platform);
  return headers;
}

/**
 * Calls a service: the session's bearer token (unless the caller set one) and platform go
 * along; any failure is thrown as an HttpError with the catalogue message. An invalid token
 * from any service ends the session, when it is the session's own token.
 */
export async function request<T>(service: ServiceName, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, notifyError = false, headers: givenHeaders, ...init } = options;
  const headers = sessionHeaders(givenHeaders);
  let payload: BodyInit | undefined;
  if (isRawBody(body)) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }

  const url = serviceUrl(service, path, query);
  const ask = () => fetch(url, { ...init, headers, body: payload });
  const prefetched =
    (init.method ?? 'GET') === 'GET' && payload === undefined
      ? takePrefetched(url, headers.get('Authorization'))
      : undefined;
  let response: Response;
  let data: unknown;
  try {
    response = await (prefetched ? prefetched.catch(ask) : ask());
    data = await readBody(response);
  } catch (error) {
    const status = isAbort(error, init.signal) ? CANCELLED_STATUS : UNKNOWN_STATUS;
    throw failure(status, null, notifyError);
  }
  if (response.ok) return data as T;
  // A request made with another token (one sent for a session since left), or while the session's
  // token is being replaced, ends nothing.
  if (
    response.status === INVALID_TOKEN_STATUS &&
    headers.get('Authorization') === sessionAuthorization() &&
    !isHandingOverSession()
  )
    logout();
  throw failure(response.status, data, notifyError);
}
