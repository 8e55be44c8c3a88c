import { MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { type MultipartPart, multipart } from '../../../test/multipart.ts';
import { buildPlatform, buildSchool, buildUser, type UserRow } from '../../../test/tenant.fixture.ts';
import { DOCX, MP3, PNG } from '../../platform/storage/test-samples.ts';
import { createFileUrls, FILE_URL_TTL } from './file-urls.ts';

interface Stored {
  id: string;
  key: string;
  url: string;
}

let ctx: TestContext;
let ana: UserRow;
let anaToken: string;
let biaToken: string;
let carlaToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  ana = await buildUser(ctx.db, platform, 'school_student', { username: 'ana', schoolId: school.id });
  await buildUser(ctx.db, platform, 'school_student', { username: 'bia', schoolId: school.id });
  const other = await buildPlatform(ctx.db);
  const otherSchool = await buildSchool(ctx.db, other);
  await buildUser(ctx.db, other, 'school_student', { username: 'carla', schoolId: otherSchool.id });
  anaToken = await signIn(ctx.app, platform.slug, 'ana');
  biaToken = await signIn(ctx.app, platform.slug, 'bia');
  carlaToken = await signIn(ctx.app, other.slug, 'carla');
});
afterAll(() => ctx.close());

async function upload(token: string, fileName: string, content: Buffer): Promise<Stored> {
  const body = multipart([{ name: 'file', filename: fileName, content } satisfies MultipartPart]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Stored>();
}

/** As a browser's `<img src>` would: no token at all. */
const fetchUrl = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
const parts = (url: string) => {
  const parsed = new URL(url, 'http://ava.teste');
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get('expires') ?? '',
    signature: parsed.searchParams.get('signature') ?? '',
  };
};
const withQuery = (path: string, expires: string, signature: string) =>
  `${path}?expires=${expires}&signature=${signature}`;

describe('GET /api/storage/files/<key> (signed url)', () => {
  let photo: Stored;
  beforeAll(async () => {
    photo = await upload(anaToken, 'Foto da turma.png', PNG);
  });

  it('streams the bytes without any token, with the safe headers and a cache until the expiry', async () => {
    expect(photo.url.startsWith(`/api/storage/files/${photo.key}?`)).toBe(true);
    const response = await fetchUrl(photo.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Foto da turma.png"; filename*=UTF-8''Foto%20da%20turma.png`,
    );
    const maxAge = Number(parts(photo.url).expires) - nowSeconds();
    expect(maxAge).toBeGreaterThan(FILE_URL_TTL.default);
    expect(maxAge).toBeLessThanOrEqual((FILE_URL_TTL.default * 9) / 8);
    expect(response.headers['cache-control']).toBe(`private, max-age=${maxAge}, immutable`);
  });

  it('ignores a bearer token, valid or not', async () => {
    expect((await fetchUrl(photo.url, bearer(biaToken))).statusCode).toBe(200);
    expect((await fetchUrl(photo.url, bearer('forjado'))).statusCode).toBe(200);
  });

  it('serves audio inline and documents as attachments', async () => {
    const song = await upload(anaToken, 'hino.mp3', MP3);
    const audio = await fetchUrl(song.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.headers['content-disposition']).toMatch(/^inline; /);
    const document = await fetchUrl((await upload(anaToken, 'trabalho.docx', DOCX)).url);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename="trabalho.docx"/);
  });

  it('gives the same url within a step of an eighth of the TTL, so browsers cache one copy', async () => {
    const meta = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/storage/storage/get?key=${encodeURIComponent(photo.key)}&meta=true`,
          headers: bearer(anaToken),
        })
      ).json<Stored>().url;
    const step = FILE_URL_TTL.default / 8;
    const first = await meta();
    ctx.clock.advance((step - (nowSeconds() % step) - 1) * 1000);
    expect(await meta()).toBe(first);
    ctx.clock.advance(2000);
    const next = await meta();
    expect(next).not.toBe(first);
    expect((await fetchUrl(first)).statusCode).toBe(200);
    expect((await fetchUrl(next)).statusCode).toBe(200);
  });

  it('refuses an expired url with 403', async () => {
    const song = await upload(anaToken, 'curta.mp3', MP3);
    const { expires } = parts(song.url);
    ctx.clock.advance((Number(expires) - nowSeconds()) * 1000);
    const response = await fetchUrl(song.url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.fileLinkExpired });
  });

  it('refuses a tampered signature or expiry, and a missing one, with 403', async () => {
    const { path, expires, signature } = parts(photo.url);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = String(Number(expires) + 3600);
    for (const url of [
      withQuery(path, expires, flipped),
      withQuery(path, later, signature),
      withQuery(path, `0${expires}`, signature),
      withQuery(path, expires, signature.slice(0, 20)),
      withQuery(path, expires, ''),
      `${path}?expires=${expires}`,
      path,
    ]) {
      const response = await fetchUrl(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.fileLinkInvalid });
    }
  });

  it('refuses the signature of one key on another key, also of another platform', async () => {
    const { expires, signature } = parts(photo.url);
    const bias = await upload(biaToken, 'segredo.png', PNG);
    const carlas = await upload(carlaToken, 'segredo.png', PNG);
    for (const other of [bias, carlas]) {
      const response = await fetchUrl(withQuery(`/api/storage/files/${other.key}`, expires, signature));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.fileLinkInvalid });
    }
    // The same file name under the other platform's id is still another key.
    const platformSwapped = photo.key.replace(/^[^/]+/, carlas.key.split('/')[0] ?? '');
    expect((await fetchUrl(withQuery(`/api/storage/files/${platformSwapped}`, expires, signature))).statusCode).toBe(
      403,
    );
  });

  it('cannot be forged without the server’s secret', async () => {
    const carlas = await upload(carlaToken, 'foto.png', PNG);
    const guessed = createFileUrls({ secret: 'x'.repeat(32), clock: ctx.clock });
    const response = await fetchUrl(guessed.signedUrl(carlas.key));
    expect(response.statusCode).toBe(403);
    expect((await fetchUrl(carlas.url)).statusCode).toBe(200);
  });

  it('answers 404 to a valid url of a file that is gone, and 403 before looking anything up', async () => {
    const gone = await upload(anaToken, 'apagar.png', PNG);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/storage/storage/delete',
      headers: bearer(anaToken),
      payload: { key: gone.key },
    });
    expect(removed.statusCode).toBe(204);
    const response = await fetchUrl(gone.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.fileNotFound });
    const { expires, signature } = parts(gone.url);
    expect((await fetchUrl(withQuery('/api/storage/files/nao/existe.png', expires, signature))).statusCode).toBe(403);
    expect((await fetchUrl(withQuery('/api/storage/files/../../etc/passwd', expires, signature))).statusCode).not.toBe(
      500,
    );
  });

  it('is what download?url= accepts, for the owner only', async () => {
    const download = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/storage/storage/download?url=${encodeURIComponent(photo.url)}`,
        headers: bearer(token),
      });
    const own = await download(anaToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await download(biaToken)).statusCode).toBe(404);
    expect(ana.id).toBe(photo.key.split('/')[2]);
  });
});
