import { BLOCKED_USER, type LoginResponse, MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { configureProvider, post, signHs256, startKeyServer, tokenWorks } from './sign-in.fixture.ts';

let ctx: TestContext;
let keys: Awaited<ReturnType<typeof startKeyServer>>;
let platform: PlatformRow;
let other: PlatformRow;
const SECRET = 'segredo-compartilhado-com-o-parceiro-1234567890';
const GOOGLE = 'https://accounts.google.com';
/** Google is a way in only where the platform turns social sign-in on. */
const SOCIAL = { features: { socialSignIn: true } };

/** The test clock's time, which no test here moves. */
const seconds = () => Math.floor(Date.parse('2026-03-02T12:00:00Z') / 1000);
const googleClaims = (email: string, extra: Record<string, unknown> = {}) => ({
  iss: GOOGLE,
  aud: 'cliente-a',
  sub: `google-${email}`,
  email,
  email_verified: true,
  iat: seconds(),
  exp: seconds() + 600,
  ...extra,
});
let jti = 0;
const partnerClaims = (sub: string, extra: Record<string, unknown> = {}) => ({
  sub,
  aud: platform.slug,
  jti: `t-${++jti}`,
  iat: seconds(),
  exp: seconds() + 300,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  keys = await startKeyServer();
  platform = await buildPlatform(ctx.db, SOCIAL);
  other = await buildPlatform(ctx.db, SOCIAL);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  await buildUser(ctx.db, platform, 'school_student', { username: 'ana', email: 'ana@escola.br', schoolId });
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'barrado',
    email: 'barrado@escola.br',
    blocked: true,
    schoolId,
  });
  await buildUser(ctx.db, other, 'school_student', { username: 'ana', email: 'ana@escola.br' });
  await configureProvider(ctx.db, platform, 'google', { client_id: 'cliente-a', jwks_uri: keys.jwksUri });
  await configureProvider(ctx.db, other, 'google', { client_id: 'cliente-b', jwks_uri: keys.jwksUri });
  await configureProvider(ctx.db, platform, 'bradesco', { secret: SECRET });
  await configureProvider(ctx.db, other, 'bradesco', { secret: SECRET });
  await configureProvider(ctx.db, platform, 'salvador', { jwks_uri: keys.jwksUri, issuer: 'salvador' });
  await configureProvider(ctx.db, platform, 'external', { secret: SECRET, claim: 'email', match: 'email' });
});
afterAll(async () => {
  await keys.close();
  await ctx.close();
});

const google = async (claims: Record<string, unknown>, slug = platform.slug, forged = false, address?: string) =>
  post(ctx.app, '/auth/google', { credential: await keys.sign(claims, { forged }), platform: slug }, address);

describe('POST /auth/google', () => {
  it('signs in the user of the verified e-mail and gives a working session', async () => {
    const response = await google(googleClaims('ANA@escola.br'));
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user.username).toBe('ana');
    expect(await tokenWorks(ctx.app, body.auth_token)).toBe(true);
  });

  it.each([
    ['a bad signature', googleClaims('ana@escola.br'), true],
    ['a wrong audience', googleClaims('ana@escola.br', { aud: 'cliente-b' }), false],
    ['a wrong issuer', googleClaims('ana@escola.br', { iss: 'https://falso.example' }), false],
    ['an expired token', googleClaims('ana@escola.br', { exp: seconds() - 60 }), false],
    ['an unverified e-mail', googleClaims('ana@escola.br', { email_verified: false }), false],
    ['an unknown e-mail', googleClaims('ninguem@escola.br'), false],
  ])('refuses %s', async (_case, claims, forged) => {
    const response = await google(claims, platform.slug, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Credenciais inválidas.' });
  });

  it("refuses a token made for one platform's client on another platform", async () => {
    const response = await google(googleClaims('ana@escola.br'), other.slug);
    expect(response.statusCode).toBe(401);
  });

  it('tells a blocked user why, as /auth/login does', async () => {
    const response = await google(googleClaims('barrado@escola.br'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: BLOCKED_USER.title, ...BLOCKED_USER });
  });

  it('refuses when the platform has no Google client, and answers 503 when the keys cannot be fetched', async () => {
    const bare = await buildPlatform(ctx.db, SOCIAL);
    expect((await google(googleClaims('ana@escola.br'), bare.slug)).statusCode).toBe(401);
    const unreachable = await buildPlatform(ctx.db, SOCIAL);
    await buildUser(ctx.db, unreachable, 'school_student', { email: 'ana@escola.br' });
    await configureProvider(ctx.db, unreachable, 'google', {
      client_id: 'cliente-a',
      jwks_uri: 'http://127.0.0.1:9/jwks',
    });
    expect((await google(googleClaims('ana@escola.br'), unreachable.slug)).statusCode).toBe(503);
  });

  it('refuses a valid token, as for an unconfigured client, where social sign-in is off', async () => {
    const closed = await buildPlatform(ctx.db, { features: { socialSignIn: false } });
    await buildUser(ctx.db, closed, 'school_student', { email: 'ana@escola.br' });
    await configureProvider(ctx.db, closed, 'google', { client_id: 'cliente-a', jwks_uri: keys.jwksUri });
    const response = await google(googleClaims('ana@escola.br'), closed.slug, false, '10.9.7.7');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Credenciais inválidas.' });
    const byDefault = await buildPlatform(ctx.db);
    await buildUser(ctx.db, byDefault, 'school_student', { email: 'ana@escola.br' });
    await configureProvider(ctx.db, byDefault, 'google', { client_id: 'cliente-a', jwks_uri: keys.jwksUri });
    expect((await google(googleClaims('ana@escola.br'), byDefault.slug, false, '10.9.7.7')).statusCode).toBe(401);
  });

  it('answers 400 to a body of wrong types', async () => {
    expect((await post(ctx.app, '/auth/google', { credential: 5 })).statusCode).toBe(400);
  });

  it('is throttled per address like /auth/login', async () => {
    for (let i = 0; i < 20; i++) await google(googleClaims(`x${i}@escola.br`), platform.slug, true, '10.9.9.9');
    const locked = await google(googleClaims('ana@escola.br'), platform.slug, false, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
  });
});

describe('partner and external signed tokens', () => {
  const exchange = (path: string, token: string, slug = platform.slug, address?: string) =>
    post(ctx.app, path, { token, platform: slug }, address);

  it('exchanges a bradesco token signed with the shared secret, once', async () => {
    const token = await signHs256(partnerClaims('ana'), SECRET);
    const first = await exchange('/auth/bradesco', token);
    expect(first.statusCode).toBe(200);
    expect(first.json<LoginResponse>().user.username).toBe('ana');
    const again = await exchange('/auth/bradesco', token);
    expect(again.statusCode).toBe(401);
  });

  it('exchanges a salvador token signed with the published keys, and the external one by e-mail', async () => {
    const salvador = await keys.sign(partnerClaims('ana', { iss: 'salvador' }));
    expect((await exchange('/auth/salvador', salvador)).statusCode).toBe(200);
    const external = await signHs256(partnerClaims('x', { email: 'ana@escola.br' }), SECRET);
    expect((await exchange('/users/external_sign_in', external)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong secret', () => signHs256(partnerClaims('ana'), `${SECRET}-outro`)],
    ['an expired token', () => signHs256(partnerClaims('ana', { exp: seconds() - 1 }), SECRET)],
    ['a token without an id', () => signHs256(partnerClaims('ana', { jti: undefined }), SECRET)],
    ['a token issued too long ago', () => signHs256(partnerClaims('ana', { iat: seconds() - 3600 }), SECRET)],
    ['an unknown user', () => signHs256(partnerClaims('ninguem'), SECRET)],
  ])('refuses %s', async (_case, make) => {
    expect((await exchange('/auth/bradesco', await make())).statusCode).toBe(401);
  });

  it("refuses a token made for another platform, though both share the partner's secret", async () => {
    const forOther = await signHs256(partnerClaims('ana', { aud: other.slug }), SECRET);
    expect((await exchange('/auth/bradesco', forOther)).statusCode).toBe(401);
    expect((await exchange('/auth/bradesco', forOther, other.slug)).statusCode).toBe(200);
  });

  it('refuses a token of a provider the platform does not use, and an RS256 token where HS256 is set', async () => {
    const hs = await signHs256(partnerClaims('ana'), SECRET);
    expect((await exchange('/auth/salvador', hs)).statusCode).toBe(401);
    expect((await exchange('/auth/salvador', hs, other.slug)).statusCode).toBe(401);
    expect((await exchange('/auth/bradesco', await keys.sign(partnerClaims('ana')))).statusCode).toBe(401);
  });

  it('tells a blocked user why', async () => {
    const response = await exchange('/auth/bradesco', await signHs256(partnerClaims('barrado'), SECRET));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(BLOCKED_USER);
  });

  it('is throttled per address', async () => {
    for (let i = 0; i < 20; i++) await exchange('/auth/salvador', `forjado.${i}.x`, platform.slug, '10.9.8.8');
    const locked = await exchange('/auth/salvador', await keys.sign(partnerClaims('ana')), platform.slug, '10.9.8.8');
    expect(locked.statusCode).toBe(429);
  });
});
