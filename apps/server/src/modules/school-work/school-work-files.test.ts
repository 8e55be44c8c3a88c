import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { HTML, MP3, PDF, PNG, padded } from '../../platform/storage/test-samples.ts';

let ctx: TestContext;
let world: ActivityWorld;
let workId: string;
let folder1: string;
const DAY = 86_400_000;

async function workActivity(endsIn = 3 * DAY) {
  const now = ctx.clock.now().getTime();
  return buildActivity(ctx.db, world.platform, {
    kind: 'work',
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    start_time: new Date(now - 5 * DAY),
    end_time: new Date(now + endsIn),
    students: [world.users.student1.id, world.users.student2.id],
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  workId = (await workActivity()).id;
  folder1 = `activities/${workId}/${world.users.student1.id}`;
});
afterAll(() => ctx.close());

const upload = (token: string, key: string, filename: string, content: Buffer) => {
  const body = multipart([
    { name: 'key', value: key },
    { name: 'file', filename, content },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
};
const respond = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/school_work/student_response', headers: bearer(token), payload });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const studentFiles = (token: string, activity: string, student?: string) =>
  get(token, `/api/activity/stu_files_list?activity=${activity}${student ? `&student=${student}` : ''}`);
const allFiles = (token: string, activity: string) => get(token, `/api/activity/files_list?activity=${activity}`);

describe('uploading work files through the storage service', () => {
  it('lets the assigned student upload images, audio and documents to their own folder', async () => {
    for (const [name, bytes] of [
      ['foto.png', PNG],
      ['audio.mp3', MP3],
      ['trabalho.pdf', PDF],
    ] as const) {
      const response = await upload(world.tokens.student1, folder1, name, bytes);
      expect(response.statusCode, name).toBe(201);
      expect(response.json().key).toMatch(new RegExp(`^${world.platform.id}/${folder1}/`));
    }
  });

  it('refuses a spoofed file type, a too large image, and anything outside the student’s own open folder', async () => {
    const spoofed = await upload(world.tokens.student1, folder1, 'foto.png', HTML);
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().message).toMatch(/^Tipo de arquivo não permitido\./);
    const renamed = await upload(world.tokens.student1, folder1, 'foto.png', PDF);
    expect(renamed.statusCode).toBe(400);
    const large = await upload(world.tokens.student1, folder1, 'grande.png', padded(PNG, 5 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(413);

    expect((await upload(world.tokens.student2, folder1, 'a.png', PNG)).statusCode).toBe(403);
    expect((await upload(world.tokens.teacher, folder1, 'a.png', PNG)).statusCode).toBe(403);
    expect(
      (await upload(world.tokens.student3, `activities/${workId}/${world.users.student3.id}`, 'a.png', PNG)).statusCode,
    ).toBe(403);
    const ended = await workActivity(-60_000);
    const late = await upload(world.tokens.student1, `activities/${ended.id}/${world.users.student1.id}`, 'a.png', PNG);
    expect(late.statusCode).toBe(403);
  });

  it('refuses uploads and deletions once the teacher concluded the activity', async () => {
    const work = await workActivity();
    const folder = `activities/${work.id}/${world.users.student1.id}`;
    const key = (await upload(world.tokens.student1, folder, 'a.png', PNG)).json().key;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/activity/conclude',
      headers: bearer(world.tokens.teacher),
      payload: { activity: work.id },
    });
    expect((await upload(world.tokens.student1, folder, 'b.png', PNG)).statusCode).toBe(403);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/storage/storage/delete',
      headers: bearer(world.tokens.student1),
      payload: { key },
    });
    expect(removal.statusCode).toBe(403);
    const url = `/api/storage/storage/get?key=${encodeURIComponent(key)}`;
    expect((await get(world.tokens.student1, url)).statusCode).toBe(200);
  });
});

describe('linking files to a response and listing them', () => {
  let pngKey: string;

  beforeAll(async () => {
    pngKey = (await upload(world.tokens.student1, folder1, 'Minha Foto.png', PNG)).json().key;
  });

  it('links the named files to the response and shows them as student files', async () => {
    const response = await respond(world.tokens.student1, {
      activity: workId,
      detail_text: '',
      draft: true,
      files: [pngKey],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().files).toEqual([
      {
        id: expect.any(String),
        file: pngKey,
        file_name: 'Minha Foto.png',
        file_url: expect.stringMatching(/^\/api\/storage\/files\//),
        size: PNG.length,
        content_type: 'image/png',
        s3: false,
        created_at: expect.any(String),
      },
    ]);
    const own = await studentFiles(world.tokens.student1, workId);
    expect(own.json().files.map((file: { file: string }) => file.file)).toEqual([pngKey]);
  });

  it('gives each file a link the teacher and the student open in a new tab, without a token', async () => {
    const listed = await allFiles(world.tokens.teacher, workId);
    const [file] = listed.json().files as { file: string; file_url: string }[];
    expect(file?.file).toBe(pngKey);
    const opened = await ctx.app.inject({ method: 'GET', url: file?.file_url ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PNG)).toBe(true);
    const own = (await studentFiles(world.tokens.student1, workId)).json().files[0];
    expect((await ctx.app.inject({ method: 'GET', url: own.file_url })).statusCode).toBe(200);
  });

  it('refuses to link a file that is not in the student’s own folder of that activity', async () => {
    const other = await upload(world.tokens.student2, `activities/${workId}/${world.users.student2.id}`, 'b.png', PNG);
    for (const files of [
      [other.json().key],
      [`${folder1}/nao-existe.png`],
      [`users/${world.users.student1.id}/x.png`],
      ['../../etc/passwd'],
    ]) {
      const response = await respond(world.tokens.student1, { activity: workId, detail_text: '', draft: true, files });
      expect(response.statusCode, files[0]).toBe(400);
    }
    const foreign = await respond(world.tokens.student1, {
      activity: workId,
      detail_text: '',
      draft: true,
      files: [`00000000-0000-4000-8000-000000000000/${folder1}/a.png`],
    });
    expect(foreign.statusCode).toBe(403);
    expect((await studentFiles(world.tokens.student1, workId)).json().files).toHaveLength(1);
  });

  it('sends a work made only of files, and counts them in the results', async () => {
    const sent = await respond(world.tokens.student1, { activity: workId, detail_text: '', draft: false });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 3, files: [{ file: pngKey }] });
    const results = (await get(world.tokens.teacher, `/api/school_work/work_results?activity=${workId}`)).json();
    const row = results.students.find((student: { student: string }) => student.student === world.users.student1.id);
    expect(row).toMatchObject({ files_count: 1, delivery_status: 'sent' });
  });

  it('keeps a sent work’s files: their owner can no longer delete them', async () => {
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/storage/storage/delete',
      headers: bearer(world.tokens.student1),
      payload: { key: pngKey },
    });
    expect(removal.statusCode).toBe(403);
    const listed = await allFiles(world.tokens.teacher, workId);
    expect(listed.json().files.map((file: { file: string }) => file.file)).toEqual([pngKey]);
  });

  it('shows one student’s files to them, their teachers and their guardian only', async () => {
    const student1 = world.users.student1.id;
    expect((await studentFiles(world.tokens.teacher, workId, student1)).json().files).toHaveLength(1);
    expect((await studentFiles(world.tokens.coordinator, workId, student1)).statusCode).toBe(200);
    expect((await studentFiles(world.tokens.guardian, workId)).json().files).toHaveLength(1);
    expect((await studentFiles(world.tokens.student2, workId, student1)).statusCode).toBe(403);
    expect((await studentFiles(world.tokens.student2, workId)).json().files).toHaveLength(0);
    expect((await studentFiles(world.tokens.student3, workId, student1)).statusCode).toBe(404);
    expect((await studentFiles(world.tokens.teacherB, workId, student1)).statusCode).toBe(403);
    expect((await studentFiles(world.tokens.foreignTeacher, workId, student1)).statusCode).toBe(404);
  });

  it('lets the same people read the bytes, and nobody else', async () => {
    const url = `/api/storage/storage/get?key=${encodeURIComponent(pngKey)}`;
    for (const token of [world.tokens.student1, world.tokens.teacher, world.tokens.guardian]) {
      expect((await get(token, url)).statusCode).toBe(200);
    }
    for (const token of [world.tokens.student2, world.tokens.student3, world.tokens.teacherB]) {
      expect((await get(token, url)).statusCode).toBe(404);
    }
  });

  it('lists every file of the activity to its educators only', async () => {
    const all = await allFiles(world.tokens.teacher, workId);
    expect(all.statusCode).toBe(200);
    expect(all.json().files).toEqual([
      expect.objectContaining({ file: pngKey, student: world.users.student1.id, student_name: 'Pessoa Teste' }),
    ]);
    for (const token of [world.tokens.student1, world.tokens.guardian, world.tokens.teacherB]) {
      expect((await allFiles(token, workId)).statusCode).toBe(403);
    }
    expect((await allFiles(world.tokens.foreignTeacher, workId)).statusCode).toBe(404);
  });

  it('answers the text box files by role', async () => {
    const box = (token: string, query: string) => get(token, `/api/text_box_file/list?${query}`);
    const own = await box(world.tokens.student1, `role=student&role_id=${workId}`);
    expect(own.json().files).toEqual([expect.objectContaining({ file: pngKey, student: world.users.student1.id })]);
    const teacher = await box(world.tokens.teacher, `role=teacher&role_id=${workId}`);
    expect(teacher.json().files).toHaveLength(1);
    expect((await box(world.tokens.student1, `role=teacher&role_id=${workId}`)).statusCode).toBe(403);
    expect((await box(world.tokens.teacherB, `role=teacher&role_id=${workId}`)).statusCode).toBe(403);
    expect((await box(world.tokens.teacher, `role=aluno&role_id=${workId}`)).statusCode).toBe(400);
  });

  it('lists the files in the order they were attached, also those linked by one draft', async () => {
    const work = await workActivity();
    const folder = `activities/${work.id}/${world.users.student2.id}`;
    const keys: string[] = [];
    for (const name of ['1.png', '2.pdf', '3.mp3', '4.png', '5.pdf', '6.mp3']) {
      const bytes = name.endsWith('.png') ? PNG : name.endsWith('.pdf') ? PDF : MP3;
      keys.push((await upload(world.tokens.student2, folder, name, bytes)).json().key);
    }
    const first = await respond(world.tokens.student2, {
      activity: work.id,
      detail_text: '',
      draft: true,
      files: keys.slice(0, 5),
    });
    expect(first.json().files.map((file: { file: string }) => file.file)).toEqual(keys.slice(0, 5));
    const later = await respond(world.tokens.student2, {
      activity: work.id,
      detail_text: '',
      draft: true,
      files: keys,
    });
    expect(later.json().files.map((file: { file: string }) => file.file)).toEqual(keys);
    const listed = await studentFiles(world.tokens.teacher, work.id, world.users.student2.id);
    expect(listed.json().files.map((file: { file: string }) => file.file)).toEqual(keys);
  });

  it('unlinks files left out of a later draft', async () => {
    const work = await workActivity();
    const folder = `activities/${work.id}/${world.users.student2.id}`;
    const a = (await upload(world.tokens.student2, folder, 'a.png', PNG)).json().key;
    const b = (await upload(world.tokens.student2, folder, 'b.pdf', PDF)).json().key;
    const both = await respond(world.tokens.student2, {
      activity: work.id,
      detail_text: '',
      draft: true,
      files: [a, b],
    });
    expect(both.json().files).toHaveLength(2);
    const one = await respond(world.tokens.student2, { activity: work.id, detail_text: '', draft: true, files: [b] });
    expect(one.json().files.map((file: { file: string }) => file.file)).toEqual([b]);
    const kept = await respond(world.tokens.student2, { activity: work.id, detail_text: '<p>t</p>', draft: true });
    expect(kept.json().files).toHaveLength(1);
  });
});
