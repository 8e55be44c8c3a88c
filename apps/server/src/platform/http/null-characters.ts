import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

const NUL = '\u0000';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, inner]) => key.includes(NUL) || holdsNul(inner, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL typed into any query, path or JSON field made
 * the write (or even a look-up) fail with a 500. Such input is refused as malformed, before
 * any handler runs. Registered after the auth plugin: a role that may not call a route still
 * gets its 403 first.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw badRequest();
  });
}
