import { BLOCKED_USER, type LoginResponse } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { post, tokenWorks } from './sign-in.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  for (const username of ['bia', 'caio', 'duda', 'edu']) {
    await buildUser(ctx.db, platform, 'school_student', { username, schoolId });
  }
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  await buildUser(ctx.db, platform, 'back_office', { username: 'operador' });
  await buildUser(ctx.db, platform, 'school_admin', { username: 'diretora' });
  await buildUser(ctx.db, platform, 'school_student', { username: 'barrado', blocked: true, schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'mae', schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'pai-barrado', blocked: true, schoolId });
  await buildUser(ctx.db, other, 'school_student', { username: 'bia' });
  await buildUser(ctx.db, other, 'back_office', { username: 'operador' });
});
afterAll(() => ctx.close());

const sso = (token: string, body: Record<string, unknown>, address?: string) =>
  post(ctx.app, '/auth/sso', body, address, bearer(token));

describe('hand-over by token (POST /auth/sso with a bearer token)', () => {
  it('moves the session of username and token to a new one; the token in the address works once', async () => {
    const token = await signIn(ctx.app, platform.slug, 'bia');
    const response = await sso(token, { platform: platform.slug, username: 'BIA' });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user.username).toBe('bia');
    expect(body.auth_token).not.toBe(token);
    expect(await tokenWorks(ctx.app, body.auth_token)).toBe(true);
    expect(await tokenWorks(ctx.app, token)).toBe(false);
    expect((await sso(token, { platform: platform.slug })).statusCode).toBe(401);
  });

  it('takes tk alone, without a username', async () => {
    const token = await signIn(ctx.app, platform.slug, 'caio');
    expect((await sso(token, { platform: platform.slug })).json<LoginResponse>().user.username).toBe('caio');
  });

  it("refuses another user's name and a token of another platform, leaving the token alone", async () => {
    const token = await signIn(ctx.app, platform.slug, 'duda');
    expect((await sso(token, { platform: platform.slug, username: 'bia' })).statusCode).toBe(401);
    expect((await sso(token, { platform: other.slug })).statusCode).toBe(401);
    expect(await tokenWorks(ctx.app, token)).toBe(true);
  });

  it('refuses a forged or malformed token', async () => {
    expect((await sso('A'.repeat(43), { platform: platform.slug })).statusCode).toBe(401);
    expect((await sso('curto', { platform: platform.slug })).statusCode).toBe(401);
  });

  it('tells a user blocked after signing in why', async () => {
    const token = await signIn(ctx.app, platform.slug, 'edu');
    await ctx.db.update(users).set({ blocked_at: new Date() }).where(eq(users.username, 'edu'));
    const response = await sso(token, { platform: platform.slug });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: BLOCKED_USER.title, ...BLOCKED_USER });
  });

  it('is throttled per address', async () => {
    for (let i = 0; i < 20; i++) await sso(`${'B'.repeat(40)}${100 + i}`, { platform: platform.slug }, '10.7.0.1');
    const token = await signIn(ctx.app, platform.slug, 'bia');
    expect((await sso(token, { platform: platform.slug }, '10.7.0.1')).statusCode).toBe(429);
  });
});

describe('POST /users/backoffice_sign_in', () => {
  const backoffice = async (username: string, operator = 'operador', slug = platform.slug) =>
    post(ctx.app, '/users/backoffice_sign_in', {
      username,
      token: await signIn(
        ctx.app,
        operator === 'operador-outro' ? other.slug : platform.slug,
        operator.replace('-outro', ''),
      ),
      platform: slug,
    });

  it("opens the platform as the named user with a backoffice operator's token, which works once", async () => {
    const token = await signIn(ctx.app, platform.slug, 'operador');
    const response = await post(ctx.app, '/users/backoffice_sign_in', {
      username: 'bia',
      token,
      platform: platform.slug,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().user.username).toBe('bia');
    expect(await tokenWorks(ctx.app, token)).toBe(false);
  });

  it('refuses the token of a role that is not the backoffice, an administrator as target, an unknown user', async () => {
    expect((await backoffice('bia', 'prof')).statusCode).toBe(401);
    expect((await backoffice('diretora')).statusCode).toBe(401);
    expect((await backoffice('ninguem')).statusCode).toBe(401);
  });

  it("refuses an operator's token of another platform", async () => {
    expect((await backoffice('bia', 'operador-outro')).statusCode).toBe(401);
  });

  it('tells that a blocked user is blocked', async () => {
    const response = await backoffice('barrado');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(BLOCKED_USER);
  });
});

describe('POST /users/guardian_sign_in', () => {
  const guardian = (username: string) =>
    post(ctx.app, '/users/guardian_sign_in', { username, password: TEST_PASSWORD, platform: platform.slug });

  it('signs a guardian in with their password, with the subscription fields', async () => {
    const response = await guardian('mae');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscription: null, user: { role: 'guardian' } });
  });

  it('refuses anyone else as a wrong password, and tells a blocked guardian why', async () => {
    expect((await guardian('bia')).json()).toEqual({ message: 'Credenciais inválidas.' });
    expect((await guardian('pai-barrado')).json()).toMatchObject(BLOCKED_USER);
  });
});
