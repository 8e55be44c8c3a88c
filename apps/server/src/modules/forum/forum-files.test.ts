import { FORUM_MESSAGES, type ForumComment, type ForumList, type StoredFile } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { users } from '../identity/identity.tables.ts';
import { buildForumWorld, type ForumWorld } from './forum.fixture.ts';
import { forumComments } from './forum.tables.ts';

let w: ForumWorld;
let forumId: string;
let photo: StoredFile;
const SIGNED = /^\/api\/storage\/files\/[^?]+\?expires=\d+&signature=[\w-]+$/;
/** A file's stored, token-protected url, as the storage's `get` endpoint names it. */
const storedUrlOf = (key: string) => `/api/storage/storage/get?key=${encodeURIComponent(key)}`;

beforeAll(async () => {
  w = await buildForumWorld();
  forumId = (await w.newActivity()).id;
  const body = multipart([{ name: 'file', filename: 'foto.png', content: PNG }]);
  const token = await signIn(w.ctx.app, w.platform.slug, 'ana');
  const uploaded = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  photo = uploaded.json<StoredFile>();
});
afterAll(() => w.ctx.close());

const storedBody = async (id: number) =>
  (await w.db.select({ body: forumComments.body }).from(forumComments).where(eq(forumComments.id, id)))[0]?.body;
const srcOf = (html: string) => html.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? null;
const listed = async (who: Parameters<ForumWorld['api']['list']>[0], id: number): Promise<ForumComment> => {
  const response = await w.api.list(who, { activity: forumId });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<ForumList>().comments.find((c) => c.id === id);
  if (!found) throw new Error(`comment ${id} not listed`);
  return found;
};

describe('files inside forum comments', () => {
  it('stores an uploaded image as its key and gives every reader a signed url that loads it', async () => {
    const posted = await w.api.post('ana', {
      activity: forumId,
      comment: `<p>Minha maquete</p><p><img src="${photo.url}" alt="maquete"></p>`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().comment.id as number;
    expect(await storedBody(id)).toBe(`<p>Minha maquete</p><p><img alt="maquete" data-objectkey="${photo.key}" /></p>`);
    expect(srcOf(posted.json().comment.comment)).toMatch(SIGNED);

    for (const reader of ['bia', 'teresa', 'gabriel'] as const) {
      const url = srcOf((await listed(reader, id)).comment);
      expect(url).toMatch(SIGNED);
      const image = await w.ctx.app.inject({ method: 'GET', url: url ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('accepts the stored, token-protected url of an own file too', async () => {
    const posted = await w.api.post('ana', { activity: forumId, comment: `<img src="${storedUrlOf(photo.key)}">` });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await storedBody(posted.json().comment.id)).toBe(`<img data-objectkey="${photo.key}" />`);
  });

  it('drops a file the author may not read, however it is named, so no one smuggles access to it', async () => {
    const seen = srcOf(
      (
        await listed(
          'bia',
          (await w.api.post('ana', { activity: forumId, comment: `<img src="${photo.url}">` })).json().comment.id,
        )
      ).comment,
    );
    const attempts = [
      `<p>a</p><img src="${seen}">`,
      `<p>a</p><img data-objectkey="${photo.key}">`,
      `<p>a</p><img objectkey="${photo.key}" src="https://cdn.example.com/x.png">`,
      `<p>a</p><audio controls src="${storedUrlOf(photo.key)}"></audio>`,
    ];
    for (const comment of attempts) {
      const posted = await w.api.post('bia', { activity: forumId, comment });
      expect(posted.statusCode, posted.body).toBe(201);
      expect(await storedBody(posted.json().comment.id)).toBe('<p>a</p>');
    }
    const onlyImage = await w.api.post('bia', { activity: forumId, comment: `<img data-objectkey="${photo.key}">` });
    expect(onlyImage.statusCode).toBe(400);
    expect(onlyImage.json().message).toBe('Escreva um comentário.');
  });

  it('keeps the author of an anonymous comment out of its image’s address, with the forum’s own folder', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (['ana', 'bia', 'teresa', 'gabriel', 'caio'] as const).map(async (name) => [
          name,
          await signIn(w.ctx.app, w.platform.slug, name),
        ]),
      ),
    ) as Record<'ana' | 'bia' | 'teresa' | 'gabriel' | 'caio', string>;
    const folder = `forum/${forumId}`;
    const upload = (token: string) => {
      const body = multipart([
        { name: 'key', value: folder },
        { name: 'file', filename: 'imagem.png', content: PNG },
      ]);
      return w.ctx.app.inject({
        method: 'POST',
        url: '/api/storage/storage/upload',
        payload: body.payload,
        headers: { ...bearer(token), ...body.headers },
      });
    };
    const uploaded = await upload(tokens.ana);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<StoredFile>();
    expect(image.key.startsWith(`${w.platform.id}/${folder}/`)).toBe(true);
    expect((await upload(tokens.gabriel)).statusCode).toBe(403);
    expect((await upload(tokens.caio)).statusCode).toBe(403);

    const posted = await w.api.post('ana', { activity: forumId, comment: `<img src="${image.url}">`, anonymous: true });
    expect(posted.statusCode, posted.body).toBe(201);
    const seen = await listed('bia', posted.json().comment.id);
    const url = srcOf(seen.comment) ?? '';
    expect(url).toMatch(SIGNED);
    expect(url).not.toContain(w.people.ana.id);
    expect((await w.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const listing = (token: string) =>
      w.ctx.app.inject({
        method: 'GET',
        url: `/api/storage/storage/list?dir=${encodeURIComponent(folder)}`,
        headers: bearer(token),
      });
    expect((await listing(tokens.bia)).json().files).toEqual([]);
    expect((await listing(tokens.teresa)).json().files.map((f: StoredFile) => f.key)).toEqual([image.key]);
    const byKey = `/api/storage/storage/get?key=${encodeURIComponent(image.key)}&meta=true`;
    expect((await w.ctx.app.inject({ method: 'GET', url: byKey, headers: bearer(tokens.caio) })).statusCode).toBe(404);
    const ownerSeenBy = async (token: string) =>
      (await w.ctx.app.inject({ method: 'GET', url: byKey, headers: bearer(token) })).json<StoredFile>().owner_id;
    expect(await ownerSeenBy(tokens.bia)).toBeNull();
    expect(await ownerSeenBy(tokens.gabriel)).toBeNull();
    expect(await ownerSeenBy(tokens.teresa)).toBe(w.people.ana.id);
    expect(await ownerSeenBy(tokens.ana)).toBe(w.people.ana.id);
  });

  it('refuses an anonymous comment showing a file of its author’s own folder, whose address names them', async () => {
    const before = (await w.db.select().from(forumComments)).length;
    const posted = await w.api.post('ana', { activity: forumId, comment: `<img src="${photo.url}">`, anonymous: true });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().message).toBe(FORUM_MESSAGES.anonymousForeignFile);
    expect((await w.db.select().from(forumComments)).length).toBe(before);
  });

  it('lets only the activity’s educators delete a forum image, which every comment showing it would lose', async () => {
    const [ana, bia, teresa] = await Promise.all(
      (['ana', 'bia', 'teresa'] as const).map((name) => signIn(w.ctx.app, w.platform.slug, name)),
    );
    const body = multipart([
      { name: 'key', value: `forum/${forumId}` },
      { name: 'file', filename: 'imagem.png', content: PNG },
    ]);
    const image = (
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/storage/storage/upload',
        payload: body.payload,
        headers: { ...bearer(ana ?? ''), ...body.headers },
      })
    ).json<StoredFile>();
    const remove = (token = '') =>
      w.ctx.app.inject({
        method: 'DELETE',
        url: '/api/storage/storage/delete',
        headers: bearer(token),
        payload: { key: image.key },
      });
    expect((await remove(bia)).statusCode).toBe(403);
    expect((await remove(ana)).statusCode).toBe(403);
    expect((await remove(teresa)).statusCode).toBe(204);
  });

  it('shows a stored avatar as a long-lived signed url', async () => {
    await w.db
      .update(users)
      .set({ avatar_url: storedUrlOf(photo.key) })
      .where(eq(users.id, w.people.ana.id));
    const id = await w.comment('ana', forumId, 'com foto');
    const avatar = (await listed('bia', id)).avatar_url;
    expect(avatar).toMatch(SIGNED);
    const expires = Number(new URL(avatar ?? '', 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - w.ctx.clock.now().getTime()).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });
});
