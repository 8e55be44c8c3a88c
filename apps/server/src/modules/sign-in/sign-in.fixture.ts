import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignInProvider } from '@ava/contracts';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { PlatformRow } from '../../../test/tenant.fixture.ts';
import type { Database } from '../../platform/db/database.ts';
import { signInProviders } from './sign-in.tables.ts';

/** Test support: a key pair whose public half is served as a JWKS on this machine. */
export async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const forgedKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'chave-1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUri: `http://127.0.0.1:${port}/jwks`,
    /** Signs with the served key, or with another key of the same id (a forged signature). */
    async sign(claims: JWTPayload, options: { forged?: boolean } = {}): Promise<string> {
      const key = options.forged ? forgedKey : privateKey;
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'chave-1' }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function signHs256(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

export async function configureProvider(
  db: Database,
  platform: PlatformRow,
  kind: SignInProvider,
  settings: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(signInProviders)
    .values({ platform_id: platform.id, kind, settings })
    .onConflictDoUpdate({ target: [signInProviders.platform_id, signInProviders.kind], set: { settings } });
}

export const post = (app: FastifyInstance, url: string, payload: unknown, remoteAddress = '10.9.0.1', headers = {}) =>
  app.inject({ method: 'POST', url: `/api/identity${url}`, payload: payload as object, remoteAddress, headers });

/** Whether a session token opens a route that needs one. */
export async function tokenWorks(app: FastifyInstance, token: string): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/identity/sign_in/providers',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode !== 498;
}
