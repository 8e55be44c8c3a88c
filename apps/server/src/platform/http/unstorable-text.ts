import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

/** Half of a surrogate pair alone: valid JSON, yet no UTF-8 text can hold it. */
const LONE_SURROGATE = /\p{Cs}/u;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, inner]) => isUnstorable(key) || holdsUnstorable(inner, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, and its jsonb refuses a lone surrogate escape, so such a
 * character typed into any query, path or JSON field made the write (or even a look-up) fail
 * with a 500. Such input is refused as malformed, before any handler runs. Registered after the
 * auth plugin: a role that may not call a route still gets its 403 first.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorable(request.query) || holdsUnstorable(request.params) || holdsUnstorable(request.body)) {
      throw badRequest();
    }
  });
}
