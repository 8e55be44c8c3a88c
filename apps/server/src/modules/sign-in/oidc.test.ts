import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BLOCKED_USER, type LoginResponse, type SsoStartResponse } from '@ava/contracts';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { configureProvider, post, tokenWorks } from './sign-in.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;
let server: Server;
let issuer: string;
/** Who signs in at the identity provider next: its interaction answers with this account at once. */
let account = 'lia@escola.br';

/** An OpenID Provider in this process whose login and consent screens answer by themselves. */
async function startIdentityProvider(redirectUris: string[]) {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'ava', client_secret: 'segredo-do-cliente', redirect_uris: redirectUris }],
    cookies: { keys: ['chave-de-teste'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true }),
    }),
  });
  const callback = provider.callback();
  server.on('request', async (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: account }, consent: { grantId } });
  });
}

/** Follows the provider's redirects like a browser (with its cookies) until it sends the browser back to us. */
async function authorize(url: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${next}: ${response.status}`);
    const target = new URL(location, next);
    if (!target.href.startsWith(issuer)) return target.search;
    next = target.href;
  }
  throw new Error('too many redirects');
}

const start = async (slug = platform.slug) =>
  (await post(ctx.app, '/auth/sso', { platform: slug })).json<SsoStartResponse>();
const complete = (callback: string, slug = platform.slug) => post(ctx.app, '/auth/sso', { platform: slug, callback });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  await buildUser(ctx.db, platform, 'school_student', { username: 'lia', email: 'lia@escola.br', schoolId });
  await buildUser(ctx.db, platform, 'school_student', { email: 'barrado@escola.br', blocked: true, schoolId });
  await buildUser(ctx.db, other, 'school_student', { email: 'lia@escola.br' });
  // app.inject speaks as http://localhost, so that is where the provider sends the browser back.
  await startIdentityProvider([platform, other].map((p) => `http://localhost/${p.slug}/login/auth/sso`));
  for (const p of [platform, other]) {
    await configureProvider(ctx.db, p, 'sso', { issuer, client_id: 'ava', client_secret: 'segredo-do-cliente' });
  }
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

describe('single sign-on with OpenID Connect (POST /auth/sso)', () => {
  it('starts at the provider with state, nonce and a PKCE challenge, and returns to /login/auth/sso', async () => {
    const url = new URL((await start()).authorization_url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost/${platform.slug}/login/auth/sso`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('signs in the user the provider vouches for, once per state', async () => {
    account = 'lia@escola.br';
    const callback = await authorize((await start()).authorization_url);
    expect(callback).toContain('code=');
    const response = await complete(callback);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user.username).toBe('lia');
    expect(await tokenWorks(ctx.app, body.auth_token)).toBe(true);
    expect((await complete(callback)).statusCode).toBe(401);
  });

  it('refuses a changed state, and a state another platform started', async () => {
    const callback = await authorize((await start()).authorization_url);
    expect((await complete(callback.replace(/state=[^&]+/, 'state=outro'))).statusCode).toBe(401);
    expect((await complete(callback, other.slug)).statusCode).toBe(401);
  });

  it('refuses an error sent back by the provider and an unknown user; tells a blocked user why', async () => {
    const started = new URL((await start()).authorization_url);
    const denied = `?error=access_denied&state=${started.searchParams.get('state')}&iss=${encodeURIComponent(issuer)}`;
    expect((await complete(denied)).statusCode).toBe(401);

    account = 'ninguem@escola.br';
    expect((await complete(await authorize((await start()).authorization_url))).statusCode).toBe(401);
    account = 'barrado@escola.br';
    const blocked = await complete(await authorize((await start()).authorization_url));
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({ message: BLOCKED_USER.title, ...BLOCKED_USER });
  });

  it('answers 404 where the platform has no single sign-on', async () => {
    const bare = await buildPlatform(ctx.db);
    expect((await post(ctx.app, '/auth/sso', { platform: bare.slug })).statusCode).toBe(404);
  });
});
