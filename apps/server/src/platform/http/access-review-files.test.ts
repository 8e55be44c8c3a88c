import type { ForumList, StoredFile } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import { forumComments } from '../../modules/forum/forum.tables.ts';
import { storedFiles } from '../../modules/storage/storage.tables.ts';
import { guardianLinks } from '../../modules/tenancy/tenancy.tables.ts';
import { PDF, PNG } from '../storage/test-samples.ts';

/**
 * Security review of files (storage keys, signed urls, work files), forum anonymity and the
 * profile's personal data: what one student, guardian or platform can reach of another's.
 */

let ctx: TestContext;
let world: ActivityWorld;
let workA: string;
let workB: string;
let forumA: string;
let forumB: string;
let guardianOf2: string;
let foreign: { platformId: string; token: string; userId: string };
let workFile: StoredFile;
let privateFile: StoredFile;
const DAY = 86_400_000;

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

function upload(token: string, folder: string | undefined, content: Buffer, filename = 'arquivo.pdf') {
  const body = multipart([
    ...(folder === undefined ? [] : [{ name: 'key', value: folder }]),
    { name: 'file', filename, content },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const now = ctx.clock.now().getTime();
  const inA = {
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    start_time: new Date(now - DAY),
    end_time: new Date(now + 3 * DAY),
    students: [world.users.student1.id, world.users.student2.id],
  };
  workA = (await buildActivity(ctx.db, world.platform, { ...inA, kind: 'work' })).id;
  forumA = (await buildActivity(ctx.db, world.platform, { ...inA, kind: 'forum' })).id;
  const inB = {
    classroom_id: world.classroomB.id,
    teacher_id: world.users.teacherB.id,
    students: [world.users.student3.id],
  };
  workB = (await buildActivity(ctx.db, world.platform, { ...inB, kind: 'work' })).id;
  forumB = (await buildActivity(ctx.db, world.platform, { ...inB, kind: 'forum' })).id;

  const g = await buildUser(ctx.db, world.platform, 'guardian', { username: 'responsavel-aluno2' });
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: world.platform.id, guardian_id: g.id, student_id: world.users.student2.id });
  guardianOf2 = await signIn(ctx.app, world.platform.slug, 'responsavel-aluno2');

  const other = await buildPlatform(ctx.db);
  const stranger = await buildUser(ctx.db, other, 'school_student', { username: 'aluna-de-fora' });
  foreign = { platformId: other.id, token: await signIn(ctx.app, other.slug, 'aluna-de-fora'), userId: stranger.id };

  const uploaded = await upload(world.tokens.student1, `activities/${workA}/${world.users.student1.id}`, PDF);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  workFile = uploaded.json();
  const mine = await upload(world.tokens.student1, undefined, PNG, 'diario.png');
  expect(mine.statusCode, mine.body).toBe(201);
  privateFile = mine.json();
  const linked = await send('POST', '/school_work/student_response', world.tokens.student1, {
    activity: workA,
    detail_text: '<p>meu trabalho</p>',
    draft: true,
    files: [workFile.key],
  });
  expect(linked.statusCode, linked.body).toBe(200);
});
afterAll(() => ctx.close());

describe("a student reaching a classmate's files", () => {
  it('cannot read, list, copy, download or delete them by key, id or url', async () => {
    const s2 = world.tokens.student2;
    const relative = workFile.key.split('/').slice(1).join('/');
    for (const file of [workFile, privateFile]) {
      for (const url of [
        `/storage/storage/get?key=${encodeURIComponent(file.key)}`,
        `/storage/storage/get?key=${encodeURIComponent(file.key)}&meta=true`,
        `/storage/storage/get?key=${file.id}`,
        `/storage/storage/download?key=${encodeURIComponent(file.key)}`,
        `/storage/storage/download?url=${encodeURIComponent(`/api/storage/storage/get?key=${file.key}`)}`,
      ]) {
        const response = await get(url, s2);
        expect(response.statusCode, url).toBe(404);
      }
      const copy = await send('POST', '/storage/storage/copy', s2, { key: file.key, name: 'copia' });
      expect(copy.statusCode).toBe(404);
      const removal = await send('DELETE', '/storage/storage/delete', s2, { key: file.key });
      expect(removal.statusCode).toBe(404);
    }
    expect((await get(`/storage/storage/get?key=${encodeURIComponent(relative)}`, s2)).statusCode).toBe(404);
    for (const dir of [
      `activities/${workA}`,
      `activities/${workA}/${world.users.student1.id}`,
      'activities',
      `users/${world.users.student1.id}`,
      'users',
      '',
    ]) {
      const listed = await get(`/storage/storage/list?dir=${encodeURIComponent(dir)}`, s2);
      expect([200, 400], dir).toContain(listed.statusCode);
      expect(listed.body, dir).not.toContain(workFile.key);
      expect(listed.body, dir).not.toContain(privateFile.key);
    }
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, workFile.key))).toHaveLength(1);
  });

  it("cannot write into a classmate's folder, their avatar folder, or an activity not theirs", async () => {
    for (const folder of [
      `activities/${workA}/${world.users.student1.id}`,
      `users/${world.users.student1.id}`,
      `avatars/${world.users.student1.id}`,
      `activities/${workB}/${world.users.student2.id}`,
      `${foreign.platformId}/users/${foreign.userId}`,
    ]) {
      const response = await upload(world.tokens.student2, folder, PDF);
      expect(response.statusCode, folder).toBe(403);
    }
    const copied = await send('POST', '/storage/storage/copy', world.tokens.student1, {
      key: privateFile.key,
      name: 'plantada',
      dir: `activities/${workA}/${world.users.student2.id}`,
    });
    expect(copied.statusCode).toBe(403);
  });

  it("cannot claim a classmate's file in their own response", async () => {
    const response = await send('POST', '/school_work/student_response', world.tokens.student2, {
      activity: workA,
      detail_text: '<p>copiado</p>',
      draft: true,
      files: [workFile.key],
    });
    expect(response.statusCode).toBe(400);
    const files = await get(`/activity/stu_files_list?activity=${workA}`, world.tokens.student2);
    expect(files.json().files).toEqual([]);
  });

  it("gains no signed url by naming a classmate's key inside rich text", async () => {
    const named = [
      `<img src="/api/storage/storage/get?key=${workFile.key}">`,
      `<img data-objectkey="${workFile.key}">`,
      `<a href="/api/storage/storage/get?key=${privateFile.key}">diário</a>`,
      `<audio objectkey="${privateFile.key}"></audio>`,
    ].join('');
    const comment = await send('POST', '/forum_comments/new', world.tokens.student2, {
      activity: forumA,
      comment: `<p>olhem</p>${named}`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const response = await send('POST', '/school_work/student_response', world.tokens.student2, {
      activity: workA,
      detail_text: `<p>olhe</p>${named}`,
      draft: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const [url, token] of [
      [`/forum_comments/list?activity=${forumA}`, world.tokens.student2],
      [`/school_work/work_detail?activity=${workA}`, world.tokens.student2],
      [`/school_work/work_detail?activity=${workA}&student=${world.users.student2.id}`, world.tokens.teacher],
    ] as const) {
      const read = await get(url, token);
      expect(read.statusCode).toBe(200);
      expect(read.body, url).not.toContain(workFile.key);
      expect(read.body, url).not.toContain(privateFile.key);
    }
  });

  it('a signed url opens only the key it was signed for, and only until it expires', async () => {
    const signed = new URL(workFile.url, 'http://x');
    const opened = await ctx.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(opened.statusCode).toBe(200);
    const swapped = `${signed.pathname.replace(workFile.key, privateFile.key)}${signed.search}`;
    expect((await ctx.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const traversal = `${signed.pathname}/../../${privateFile.key.split('/').slice(1).join('/')}${signed.search}`;
    expect([403, 404]).toContain((await ctx.app.inject({ method: 'GET', url: traversal })).statusCode);
    const noSignature = `${signed.pathname}?expires=${signed.searchParams.get('expires')}`;
    expect((await ctx.app.inject({ method: 'GET', url: noSignature })).statusCode).toBe(403);
    const later = `${signed.pathname}?expires=${Number(signed.searchParams.get('expires')) + 999_999}&signature=${signed.searchParams.get('signature')}`;
    expect((await ctx.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
  });

  it("educators and the child's own guardian read a work file; another child's guardian does not", async () => {
    const key = encodeURIComponent(workFile.key);
    expect((await get(`/storage/storage/get?key=${key}`, world.tokens.teacher)).statusCode).toBe(200);
    expect((await get(`/storage/storage/get?key=${key}`, world.tokens.guardian)).statusCode).toBe(200);
    for (const token of [guardianOf2, world.tokens.teacherB, world.tokens.student3]) {
      expect((await get(`/storage/storage/get?key=${key}`, token)).statusCode).toBe(404);
    }
    const listed = await get(
      `/text_box_file/list?role=student&role_id=${workA}&student=${world.users.student1.id}`,
      guardianOf2,
    );
    expect(listed.statusCode).toBe(403);
    // Nobody may write into a work folder but its student, not even the activity's teacher.
    expect((await upload(world.tokens.teacher, `activities/${workA}/${world.users.student1.id}`, PDF)).statusCode).toBe(
      403,
    );
  });
});

describe('odd file names', () => {
  it('stores a name with control characters (a NUL included) without them, never a 500', async () => {
    const response = await upload(world.tokens.student1, undefined, PDF, 'nota\u0000fiscal\u0007\u001b.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().file_name).toBe('notafiscal.pdf');
    const body = multipart([{ name: 'file', filename: 'eu\u0000.png', content: PNG }]);
    const photo = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profiles/photo',
      payload: body.payload,
      headers: { ...bearer(world.tokens.student2), ...body.headers },
    });
    expect(photo.statusCode, photo.body).toBe(200);
  });
});

describe('storage keys of another platform', () => {
  it('are refused, whether named in full or reached from the other side', async () => {
    const theirs = `${foreign.platformId}/users/${foreign.userId}/x.pdf`;
    for (const url of [
      `/storage/storage/get?key=${encodeURIComponent(theirs)}`,
      `/storage/storage/list?dir=${encodeURIComponent(`${foreign.platformId}/users/${foreign.userId}`)}`,
    ]) {
      expect((await get(url, world.tokens.student1)).statusCode, url).toBe(403);
    }
    for (const url of [
      `/storage/storage/get?key=${encodeURIComponent(workFile.key)}`,
      `/storage/storage/get?key=${workFile.id}`,
      `/storage/storage/download?url=${encodeURIComponent(workFile.url)}`,
    ]) {
      expect([403, 404], url).toContain((await get(url, foreign.token)).statusCode);
    }
    const copy = await send('POST', '/storage/storage/copy', foreign.token, { key: workFile.key, name: 'levada' });
    expect(copy.statusCode).toBe(403);
  });
});

describe('forum anonymity and ownership', () => {
  let anonymousId: number;

  beforeAll(async () => {
    const posted = await send('POST', '/forum_comments/new', world.tokens.student1, {
      activity: forumA,
      comment: '<p>Tenho vergonha de perguntar</p>',
      anonymous: true,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    anonymousId = posted.json().comment.id;
    const reply = await send('POST', '/forum_comments/new', world.tokens.student2, {
      activity: forumA,
      comment: '<p>Boa pergunta</p>',
      main_comment: anonymousId,
    });
    expect(reply.statusCode).toBe(201);
    await send('PUT', '/forum_comments/favorite', world.tokens.student2, { comment: anonymousId, favorite: true });
    await send('PUT', '/forum_comments/applause', world.tokens.student2, { comment: anonymousId });
  });

  const thread = (list: ForumList) => list.comments.find((comment) => comment.id === anonymousId);

  it('hides the author from other students and from the guardians of other children', async () => {
    const { student1 } = world.users;
    for (const token of [world.tokens.student2, guardianOf2]) {
      for (const url of [
        `/forum_comments/list?activity=${forumA}`,
        `/forum_comments/list?activity=${forumA}&favorite=true`,
      ]) {
        const response = await get(url, token);
        expect(response.statusCode).toBe(200);
        const found = thread(response.json());
        if (url.includes('favorite') && token === guardianOf2) continue;
        expect(found?.author).toBeNull();
        expect(found?.avatar_url).toBeNull();
        expect(found?.mine).toBe(false);
        expect(response.body).not.toContain(student1.id);
        expect(response.body).not.toContain(student1.name === 'Pessoa Teste' ? student1.username : student1.name);
      }
    }
  });

  it("shows the author to the activity's educators, the author and the author's guardian", async () => {
    for (const token of [
      world.tokens.teacher,
      world.tokens.coordinator,
      world.tokens.student1,
      world.tokens.guardian,
    ]) {
      const found = thread((await get(`/forum_comments/list?activity=${forumA}`, token)).json());
      expect(found?.author?.id).toBe(world.users.student1.id);
    }
  });

  it('keeps people out of forums that are not theirs', async () => {
    for (const token of [world.tokens.student3, world.tokens.teacherB, foreign.token, guardianOf2]) {
      const other = token === guardianOf2 ? forumB : forumA;
      if (token !== guardianOf2) {
        expect((await get(`/forum_comments/list?activity=${other}`, token)).statusCode).toBe(
          token === world.tokens.teacherB ? 403 : 404,
        );
      } else {
        expect((await get(`/forum_comments/list?activity=${forumB}`, token)).statusCode).toBe(404);
      }
    }
    for (const [method, url, payload] of [
      ['PUT', '/forum_comments/applause', { comment: anonymousId }],
      ['PUT', '/forum_comments/favorite', { comment: anonymousId, favorite: true }],
    ] as const) {
      expect([403, 404]).toContain((await send(method, url, world.tokens.student3, payload)).statusCode);
      expect((await send(method, url, foreign.token, payload)).statusCode).toBe(404);
    }
    expect(
      (await send('PUT', '/forum_comments/reached_purpose', world.tokens.teacherB, { comment: anonymousId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/forum_comments/remove?comment=${anonymousId}`, world.tokens.student2)).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/forum_comments/remove?comment=${anonymousId}`, world.tokens.teacherB)).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/forum_comments/new', world.tokens.guardian, { activity: forumA, comment: '<p>oi</p>' }))
        .statusCode,
    ).toBe(403);
    expect(await ctx.db.select().from(forumComments).where(eq(forumComments.id, anonymousId))).toHaveLength(1);
  });

  it("cannot reply into another forum's thread, nor post as someone else", async () => {
    const across = await send('POST', '/forum_comments/new', world.tokens.student3, {
      activity: forumB,
      comment: '<p>pulando de fórum</p>',
      main_comment: anonymousId,
    });
    expect(across.statusCode).toBe(404);
    const spoofed = await send('POST', '/forum_comments/new', world.tokens.student2, {
      activity: forumA,
      comment: '<p>sou o aluno 1</p>',
      author_id: world.users.student1.id,
    });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().fields).toContainEqual(expect.objectContaining({ field: 'body.author_id' }));
    const stored = await ctx.db.select().from(forumComments).where(eq(forumComments.body, '<p>sou o aluno 1</p>'));
    expect(stored).toEqual([]);
  });
});

describe("a student's personal data", () => {
  it('responsibles and address are only ever the caller’s own', async () => {
    const added = await send('POST', '/profile/stu_responsible', world.tokens.student1, {
      name: 'Maria Responsável',
      relationship: 'mother',
      phone: '11 98888-7777',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().responsibles[0].id as string;
    const removal = await send('DELETE', `/profile/responsible?id=${id}`, world.tokens.student2);
    expect(removal.statusCode).toBe(404);
    expect((await get('/profile/stu_responsible_info', world.tokens.student2)).body).not.toContain('Maria');
    expect((await get('/profile/stu_responsible_info', world.tokens.student1)).body).toContain('Maria');

    const address = await send('POST', '/profile/address', world.tokens.student1, {
      zipcode: '01001-000',
      street: 'Rua Secreta',
      number: '7',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(address.statusCode, address.body).toBe(200);
    for (const token of [world.tokens.student2, world.tokens.teacher, world.tokens.guardian]) {
      expect((await get('/profile/address_info', token)).body).not.toContain('Rua Secreta');
    }
    expect((await get('/profile/user_info', world.tokens.student2)).json().user_id).toBe(world.users.student2.id);
  });

  it('no one of another platform reads a profile image', async () => {
    const response = await get(`/profile/photo_show?user_id=${world.users.student1.id}`, foreign.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBeNull();
  });
});
