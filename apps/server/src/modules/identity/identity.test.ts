import { BLOCKED_USER, type LoginResponse, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, TEST_CONFIG, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
} from '../../../test/tenant.fixture.ts';
import { buildApp } from '../../app.ts';
import { urlOfKey } from '../storage/storage.module.ts';
import { users } from './identity.tables.ts';
import { SESSION_CACHE_MS } from './sessions.repository.ts';

let ctx: TestContext;
let platform: PlatformRow;
let otherPlatform: PlatformRow;
let schoolId: string;
let classroomId: string;

const login = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/identity/auth/login', payload, remoteAddress });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  otherPlatform = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
  classroomId = (await buildClassroom(ctx.db, platform, schoolId, 20)).id;
});
afterAll(() => ctx.close());

describe('POST /api/identity/auth/login', () => {
  it('signs a student in by username with the session user of their school, grade and menu', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'maria', schoolId, classroomId });
    const response = await login({ username: 'Maria', password: TEST_PASSWORD, platform: platform.slug });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.auth_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      role: 'school_student',
      username: 'maria',
      school_name: 'Escola Municipal',
      grade_id: 20,
      user_map: 'fundamental-1',
      menu: [{ slug: 'inicio', active: true, submenu: [{ slug: 'painel-geral', active: true, submenu: [] }] }],
    });
    expect(body.user.school?.has_classrooms).toBe(true);
    expect(body).not.toHaveProperty('total_pending_note');
    expect(body).not.toHaveProperty('subscription');
  });

  it('signs in by e-mail, whatever its case', async () => {
    await buildUser(ctx.db, platform, 'school_teacher', { email: 'prof@escola.br', schoolId });
    const response = await login({ username: 'PROF@escola.br', password: TEST_PASSWORD, platform: platform.slug });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user.grade_id).toBe(-1);
    expect(body.total_pending_note).toBe(0);
  });

  it('gives guardians their subscription fields', async () => {
    await buildUser(ctx.db, platform, 'guardian', { username: 'mae', schoolId });
    const body = (await login({ username: 'mae', password: TEST_PASSWORD, platform: platform.slug })).json();
    expect(body).toMatchObject({ subscription: null, subscription_status: null, subscription_stripe_id: null });
  });

  it('gives a stored photo as a long-lived signed url, and any other avatar as it is', async () => {
    const photoKey = `${platform.id}/avatars/foto/a1b2c3d4e5f6-foto.jpg`;
    const photo = await buildUser(ctx.db, platform, 'school_student', { username: 'com-foto', schoolId });
    await ctx.db
      .update(users)
      .set({ avatar_url: urlOfKey(photoKey) })
      .where(eq(users.id, photo.id));
    const signed = (await login({ username: 'com-foto', password: TEST_PASSWORD, platform: platform.slug })).json();
    expect(signed.user.avatar_url).toMatch(new RegExp(`^/api/storage/files/${photoKey}\\?expires=\\d+&signature=`));
    const expires = Number(new URL(signed.user.avatar_url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - ctx.clock.now().getTime()).toBeGreaterThan(6 * 24 * 3_600_000);

    const ready = await buildUser(ctx.db, platform, 'school_student', { username: 'avatar-pronto', schoolId });
    await ctx.db.update(users).set({ avatar_url: '/avatars/avatar-03.svg' }).where(eq(users.id, ready.id));
    const plain = (await login({ username: 'avatar-pronto', password: TEST_PASSWORD, platform: platform.slug })).json();
    expect(plain.user.avatar_url).toBe('/avatars/avatar-03.svg');
  });

  it('refuses a wrong password, an unknown user and a user of another platform alike', async () => {
    await buildUser(ctx.db, otherPlatform, 'school_student', { username: 'joao' });
    for (const payload of [
      { username: 'maria', password: 'errada', platform: platform.slug },
      { username: 'ninguem', password: TEST_PASSWORD, platform: platform.slug },
      { username: 'joao', password: TEST_PASSWORD, platform: platform.slug },
      { username: 'maria', password: TEST_PASSWORD, platform: 'nao-existe' },
    ]) {
      const response = await login(payload, '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Credenciais inválidas.' });
    }
  });

  it('tells a blocked user why, with a title and subtitle, and creates no session', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'bloqueado', blocked: true, schoolId });
    const response = await login({ username: 'bloqueado', password: TEST_PASSWORD, platform: platform.slug });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: BLOCKED_USER.title, ...BLOCKED_USER });
  });

  it('refuses a user whose role has no menu', async () => {
    const bare = await buildPlatform(ctx.db, {}, false);
    await buildUser(ctx.db, bare, 'school_student', { username: 'semmenu' });
    const response = await login({ username: 'semmenu', password: TEST_PASSWORD, platform: bare.slug });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.noMenus);
  });

  it('answers 400 naming the fields for a body of wrong types', async () => {
    const response = await login({ username: 12, password: null });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Verifique as informações e tente novamente.');
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['body.username', 'body.password', 'body.platform']),
    );
  });
});

describe('login throttling', () => {
  it('locks an account after repeated failures, even for the right password, until the window ends', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'alvo', schoolId });
    for (let i = 0; i < 5; i++) {
      const attempt = await login({ username: 'alvo', password: 'errada', platform: platform.slug }, `10.1.0.${i}`);
      expect(attempt.statusCode).toBe(401);
    }
    const locked = await login({ username: 'alvo', password: TEST_PASSWORD, platform: platform.slug }, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(15 * 60_000 + 1);
    const after = await login({ username: 'alvo', password: TEST_PASSWORD, platform: platform.slug }, '10.1.1.1');
    expect(after.statusCode).toBe(200);
  });

  it('locks an address that fails too often across accounts, without locking the accounts elsewhere', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'vizinho', schoolId });
    for (let i = 0; i < 20; i++) {
      await login({ username: `tentativa${i}`, password: 'x', platform: platform.slug }, '10.2.0.1');
    }
    const fromAttacker = await login(
      { username: 'vizinho', password: TEST_PASSWORD, platform: platform.slug },
      '10.2.0.1',
    );
    expect(fromAttacker.statusCode).toBe(429);
    const fromSchool = await login(
      { username: 'vizinho', password: TEST_PASSWORD, platform: platform.slug },
      '10.2.0.2',
    );
    expect(fromSchool.statusCode).toBe(200);
  });

  it('never counts successful sign-ins, so a classroom behind one address can all sign in', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'turma', schoolId });
    for (let i = 0; i < 25; i++) {
      const response = await login({ username: 'turma', password: TEST_PASSWORD, platform: platform.slug }, '10.3.0.1');
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  const settings = (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/users/profiles/settings${query}`, headers: bearer(token) });

  it('revokes the token on sign_out, after which it is invalid', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'saida', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'saida');
    expect((await settings(token)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'GET', url: '/api/identity/users/sign_out', headers: bearer(token) });
    expect(out.statusCode).toBe(200);

    const after = await settings(token);
    expect(after.statusCode).toBe(498);
    expect(after.json()).toEqual({ message: 'Token inválido.' });
  });

  it('expires tokens after their lifetime', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'expira', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'expira');
    ctx.clock.advance(12 * 3_600_000 + 1000);
    expect((await settings(token)).statusCode).toBe(498);
  });

  it('answers 498 to a missing, malformed or forged token', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/users/profiles/settings' });
    expect(missing.statusCode).toBe(498);
    expect((await settings('nao-e-um-token')).statusCode).toBe(498);
    expect((await settings('A'.repeat(43))).statusCode).toBe(498);
  });

  it('ends the open sessions of a user who is blocked after signing in, within the session cache time', async () => {
    const user = await buildUser(ctx.db, platform, 'school_student', { username: 'sera-bloqueado', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'sera-bloqueado');
    expect((await settings(token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ blocked_at: new Date() }).where(eq(users.id, user.id));
    ctx.clock.advance(SESSION_CACHE_MS);
    expect((await settings(token)).statusCode).toBe(498);
  });

  it('revokes a signed-out token on every server instance sharing the database', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'duas-instancias', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'duas-instancias');
    const other = await buildApp({ config: TEST_CONFIG, database: ctx.database, clock: ctx.clock });
    const otherSettings = () =>
      other.inject({ method: 'GET', url: '/api/users/profiles/settings', headers: bearer(token) });
    expect((await otherSettings()).statusCode).toBe(200);

    await ctx.app.inject({ method: 'GET', url: '/api/identity/users/sign_out', headers: bearer(token) });
    await expect.poll(async () => (await otherSettings()).statusCode).toBe(498);
    await other.close();
  });

  it('refuses a request naming another platform than the session’s', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'intruso', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'intruso');
    const response = await settings(token, `?platform=${otherPlatform.slug}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.platformMismatch);
    const header = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profiles/settings',
      headers: { ...bearer(token), 'x-platform': otherPlatform.slug },
    });
    expect(header.statusCode).toBe(403);
    const repeated = await settings(token, `?platform=${platform.slug}&platform=${otherPlatform.slug}`);
    expect(repeated.statusCode).toBe(403);
    expect((await settings(token, `?platform=${platform.slug}`)).statusCode).toBe(200);
  });
});
