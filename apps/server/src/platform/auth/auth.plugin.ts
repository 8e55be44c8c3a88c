import { can, MESSAGES, type Permission } from '@ava/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, invalidToken } from '../http/app-error.ts';
import type { AuthContext } from './auth-context.ts';
import type { SessionStore } from './session-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without a session. Every other route needs a valid bearer token. */
    public?: boolean;
    /** What the caller's role must be allowed (document 1 section 6). */
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    bearerToken: string | null;
  }
}

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Every platform a request names, in the query or the X-Platform header (a name may be repeated). */
function namedPlatforms(request: FastifyRequest): string[] {
  const query = request.query as Record<string, unknown> | undefined;
  return [query?.platform, request.headers['x-platform']]
    .flat()
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** The caller, for handlers of routes that are not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw invalidToken();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('bearerToken', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || request.is404) return;
    const token = bearerTokenOf(request);
    const auth = token ? await opts.sessions.resolve(token) : null;
    if (!auth) throw invalidToken();
    if (namedPlatforms(request).some((platform) => platform !== auth.platformSlug)) {
      throw forbidden(MESSAGES.platformMismatch);
    }
    request.auth = auth;
    request.bearerToken = token;
  });

  // Before validation: a role that may not call a route learns nothing of its body's rules.
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission && request.auth && !can(request.auth.role, permission)) throw forbidden();
  });
});
