import { SHORT_LINK_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, TEST_CONFIG, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { shortLinks } from './shortlinks.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
const tokens: Record<string, string> = {};
let generatedKey = '';
const TARGET = 'https://jogos.exemplo.com/jogar?content_id=42&sandbox=true';
const BASE = `${TEST_CONFIG.PUBLIC_URL}/api/shortlinks/`;

const create = (who: string, body: object, path = '/manage/create') =>
  ctx.app.inject({ method: 'POST', url: `/api/shortlinks${path}`, headers: bearer(tokens[who] ?? ''), payload: body });
const open = (key: string) => ctx.app.inject({ method: 'GET', url: `/api/shortlinks/${key}` });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'resp', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_teacher', {
    username: 'prof',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  tokens.foreign = await signIn(ctx.app, other.slug, 'prof');
  for (const who of ['prof', 'aluno', 'resp']) tokens[who] = await signIn(ctx.app, platform.slug, who);
});
afterAll(() => ctx.close());

describe('short links', () => {
  it('makes a random key of 6 letters that expires after 720 hours, and redirects to the target', async () => {
    const response = await create('prof', { target: TARGET });
    expect(response.statusCode).toBe(200);
    const { link, key, expires_at } = response.json();
    expect(key).toMatch(/^[A-Za-z]{6}$/);
    expect(link).toBe(`${BASE}${key}`);
    expect(expires_at).toBe(new Date(ctx.clock.now().getTime() + 720 * 3_600_000).toISOString());

    const redirect = await open(key);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(TARGET);
    generatedKey = key;
  });

  it('keeps a custom key (manual creation) without expiry unless expires_in is given', async () => {
    const manual = await create('prof', { target: TARGET, custom_key: 'jogo-da-turma', manual_creation: true });
    expect(manual.json()).toEqual({ link: `${BASE}jogo-da-turma`, key: 'jogo-da-turma', expires_at: null });
    const [row] = await ctx.db.select().from(shortLinks).where(eq(shortLinks.key, 'jogo-da-turma'));
    expect(row).toMatchObject({ manual: true, platform_id: platform.id });

    const timed = await create('prof', { target: TARGET, custom_key: 'por-uma-hora', expires_in: 1 });
    expect(timed.json().expires_at).toBe(new Date(ctx.clock.now().getTime() + 3_600_000).toISOString());
  });

  it('refuses a custom key already taken, even by another platform', async () => {
    const taken = await create('foreign', { target: TARGET, custom_key: 'jogo-da-turma' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(SHORT_LINK_MESSAGES.keyTaken);
    expect((await open('jogo-da-turma')).headers.location).toBe(TARGET);
  });

  it('refuses targets that are not http(s) addresses and malformed keys', async () => {
    for (const body of [
      { target: 'javascript:alert(1)' },
      { target: '/relativo' },
      { target: 'ftp://arquivos.exemplo.com' },
      { target: TARGET, custom_key: 'a b' },
      { target: TARGET, custom_key: 'ab' },
      { target: TARGET, expires_in: 0 },
    ]) {
      const response = await create('prof', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers POST /qrcode with the link and its QR code', async () => {
    const response = await create('prof', { target: TARGET }, '/qrcode');
    expect(response.statusCode).toBe(200);
    const { link, qrcode } = response.json();
    expect(link).toMatch(new RegExp(`^${BASE}[A-Za-z]{6}$`));
    expect(qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrcode.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('lets only educators and administrators make links', async () => {
    for (const who of ['aluno', 'resp']) {
      expect((await create(who, { target: TARGET })).statusCode, who).toBe(403);
      expect((await create(who, { target: TARGET }, '/qrcode')).statusCode, who).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/shortlinks/manage/create',
      payload: { target: TARGET },
    });
    expect(anonymous.statusCode).toBe(498);
  });

  it('answers 404 to an unknown key and, once expired, to a generated one', async () => {
    expect((await open('naoexiste')).statusCode).toBe(404);
    ctx.clock.advance(720 * 3_600_000);
    const expired = await open(generatedKey);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(SHORT_LINK_MESSAGES.notFound);
    expect((await open('jogo-da-turma')).statusCode).toBe(302);
  });
});
