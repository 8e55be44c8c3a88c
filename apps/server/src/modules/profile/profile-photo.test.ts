import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { buildPlatform, buildSchool, buildUser, type UserRow } from '../../../test/tenant.fixture.ts';
import { HTML, JPEG, PNG, padded } from '../../platform/storage/test-samples.ts';
import { users } from '../identity/identity.tables.ts';

const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(32)]);

let ctx: TestContext;
let ana: UserRow;
let anaToken: string;
let biaToken: string;
let carlaToken: string;
let foreignToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  ana = await buildUser(ctx.db, platform, 'school_student', { username: 'ana', schoolId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'bia', schoolId });
  await buildUser(ctx.db, platform, 'school_student', { username: 'carla', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_student', {
    username: 'estranho',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  [anaToken, biaToken, carlaToken, foreignToken] = await Promise.all([
    signIn(ctx.app, platform.slug, 'ana'),
    signIn(ctx.app, platform.slug, 'bia'),
    signIn(ctx.app, platform.slug, 'carla'),
    signIn(ctx.app, other.slug, 'estranho'),
  ]);
});
afterAll(() => ctx.close());

const upload = (token: string, files: { filename: string; content: Buffer }[]) => {
  const body = multipart(files.map((file) => ({ name: 'file', type: 'image/png', ...file })));
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/users/profiles/photo',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
};
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const userInfo = async (token: string) => (await get(token, '/api/profile/user_info')).json();

describe('PUT /api/users/profiles/photo', () => {
  it('stores a png, makes it the profile image and shows it to users of the same platform only', async () => {
    const response = await upload(anaToken, [{ filename: 'eu.png', content: PNG }]);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    // A signed url: an <img> loads it without a token.
    expect(url).toMatch(/^\/api\/storage\/files\/.+\/avatars\/.+\.png\?expires=\d+&signature=/);
    expect(await userInfo(anaToken)).toMatchObject({
      profile_photo: url,
      profile_img_type: 'picture',
      avatar_url: url,
    });

    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await get(biaToken, `/api/profile/photo_show?user_id=${ana.id}`)).json()).toEqual({ url });
    expect((await get(foreignToken, `/api/profile/photo_show?user_id=${ana.id}`)).json()).toEqual({ url: null });
    // The account keeps the stable, token-protected address; users of another platform cannot read it.
    const [account] = await ctx.db.select().from(users).where(eq(users.id, ana.id));
    expect(account?.avatar_url).toMatch(/^\/api\/storage\/storage\/get\?key=/);
    expect((await get(biaToken, account?.avatar_url ?? '')).statusCode).toBe(200);
    expect((await get(foreignToken, account?.avatar_url ?? '')).statusCode).toBe(403);
    // Seeing a photo is not listing everyone's: the folder lists only the caller's own files.
    const listed = async (token: string) =>
      (await get(token, '/api/storage/storage/list?dir=avatars')).json().files as { owner_id: string }[];
    expect(await listed(biaToken)).toEqual([]);
    expect((await listed(anaToken)).map((file) => file.owner_id)).toEqual([ana.id]);
  });

  it('replaces the photo with a jpeg and deletes the old file', async () => {
    const before = (await userInfo(anaToken)).profile_photo;
    const response = await upload(anaToken, [{ filename: 'nova.jpg', content: JPEG }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).not.toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a GIF, an HTML page named .png, two files and a file over 5 MB, changing nothing', async () => {
    const before = await userInfo(anaToken);
    const gif = await upload(anaToken, [{ filename: 'anim.gif', content: GIF }]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('Tipo de arquivo não permitido. Formatos aceitos: png, jpg, jpeg.');
    const disguised = await upload(anaToken, [{ filename: 'foto.png', content: HTML }]);
    expect(disguised.statusCode).toBe(400);
    const two = await upload(anaToken, [
      { filename: 'a.png', content: PNG },
      { filename: 'b.png', content: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Envie apenas uma imagem.');
    const three = await upload(anaToken, [
      { filename: 'a.png', content: PNG },
      { filename: 'b.png', content: PNG },
      { filename: 'c.png', content: PNG },
    ]);
    expect(three.json().message).toBe('Envie apenas uma imagem.');
    const large = await upload(anaToken, [{ filename: 'grande.png', content: padded(PNG, 5 * 1024 * 1024 + 1) }]);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/^O arquivo excede o tamanho máximo permitido/);
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profiles/photo',
      headers: bearer(anaToken),
      payload: { file: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(await userInfo(anaToken)).toEqual(before);
  });
});

describe('student image type and removal', () => {
  const choose = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/profile/profile_img_type', headers: bearer(token), payload });

  it('lets a student pick a ready-made avatar and switch back to the picture', async () => {
    const avatar = await choose(anaToken, { profile_img_type: 'avatar', profile_avatar: 'avatar-03' });
    expect(avatar.json()).toEqual({ url: '/avatars/avatar-03.svg' });
    expect(await userInfo(anaToken)).toMatchObject({
      profile_avatar: '/avatars/avatar-03.svg',
      profile_img_type: 'avatar',
      avatar_url: '/avatars/avatar-03.svg',
    });
    const picture = await choose(anaToken, { profile_img_type: 'picture' });
    expect(picture.json().url).toMatch(/^\/api\/storage\/files\//);
  });

  it('refuses the picture without a photo, unknown avatars, and non-students', async () => {
    const noPhoto = await choose(carlaToken, { profile_img_type: 'picture' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Envie uma foto antes de escolhê-la como imagem de perfil.');
    expect((await choose(carlaToken, { profile_img_type: 'avatar', profile_avatar: 'avatar-99' })).statusCode).toBe(
      400,
    );
    expect((await choose(carlaToken, { profile_img_type: 'avatar' })).statusCode).toBe(400);
    expect((await choose(biaToken, { profile_img_type: 'avatar', profile_avatar: 'avatar-01' })).statusCode).toBe(403);
  });

  it('removes the photo: the avatar shows again, and the file is gone', async () => {
    const photo = (await userInfo(anaToken)).profile_photo;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile/remove_photo',
      headers: bearer(anaToken),
    });
    expect(response.json()).toEqual({ url: '/avatars/avatar-03.svg' });
    expect(await userInfo(anaToken)).toMatchObject({ profile_photo: null, profile_img_type: 'avatar' });
    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });

  it('a teacher uploads and removes a photo, ending with no image', async () => {
    expect((await upload(biaToken, [{ filename: 'prof.png', content: PNG }])).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile/remove_photo',
      headers: bearer(biaToken),
    });
    expect(removed.json()).toEqual({ url: null });
    expect((await get(biaToken, '/api/profile/photo_show')).json()).toEqual({ url: null });
  });
});
