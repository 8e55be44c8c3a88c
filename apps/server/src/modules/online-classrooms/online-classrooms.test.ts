import { ROOM_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let classroomId: string;
let otherClassroomId: string;
let foreignClassroomId: string;
let aluno: UserRow;
let colega: UserRow;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH';
const call = (who: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/tracker${url}`, headers: bearer(tokens[who] ?? ''), payload });
const open = (who: string, classroom: string, title = 'Aula de frações') =>
  call(who, 'POST', '/rooms/open_room', { classroom_id: classroom, title });
const report = (who: string, roomId: string, time: number, leave = false) =>
  call(who, 'PATCH', '/rooms/compute_time', { room_id: roomId, time, leave });
const logsOf = async (who: string, roomId: string) => {
  const response = await call(who, 'GET', `/rooms/time_logs?room_id=${roomId}`);
  expect(response.statusCode).toBe(200);
  return response.json().time_logs as { student: { id: string }; time: number; in_room: boolean }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db, { theme: { base_urls: { meeting: 'meet.escola.example/' } } });
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  const otherSchoolId = (await buildSchool(ctx.db, platform, 'Outra Escola')).id;
  classroomId = (await buildClassroom(ctx.db, platform, schoolId, 3)).id;
  otherClassroomId = (await buildClassroom(ctx.db, platform, schoolId, 4)).id;
  foreignClassroomId = (await buildClassroom(ctx.db, platform, otherSchoolId, 3)).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId, classroomId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof2', schoolId, classroomId: otherClassroomId });
  await buildUser(ctx.db, platform, 'school_coordinator', { username: 'coord', schoolId });
  await buildUser(ctx.db, platform, 'school_coordinator', { username: 'coord2', schoolId: otherSchoolId });
  await buildUser(ctx.db, platform, 'guardian', { username: 'mae' });
  aluno = await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId, classroomId });
  colega = await buildUser(ctx.db, platform, 'school_student', { username: 'colega', schoolId, classroomId });
  await buildUser(ctx.db, platform, 'school_student', { username: 'vizinho', schoolId, classroomId: otherClassroomId });
  const other = await buildPlatform(ctx.db);
  const otherSchool = (await buildSchool(ctx.db, other)).id;
  const otherClassroom = (await buildClassroom(ctx.db, other, otherSchool, 3)).id;
  await buildUser(ctx.db, other, 'school_teacher', {
    username: 'prof',
    schoolId: otherSchool,
    classroomId: otherClassroom,
  });
  await buildUser(ctx.db, other, 'school_student', {
    username: 'aluno',
    schoolId: otherSchool,
    classroomId: otherClassroom,
  });
  for (const who of ['prof', 'prof2', 'coord', 'coord2', 'mae', 'aluno', 'colega', 'vizinho']) {
    tokens[who] = await signIn(ctx.app, platform.slug, who);
  }
  tokens.estranho = await signIn(ctx.app, other.slug, 'prof');
  tokens.alunoEstranho = await signIn(ctx.app, other.slug, 'aluno');
});
afterAll(() => ctx.close());

describe('POST /api/tracker/rooms/open_room', () => {
  it("opens a room with the platform's meeting server and a room name nobody can guess, and notifies the students", async () => {
    const first = await open('prof', classroomId);
    expect(first.statusCode).toBe(200);
    const room = first.json();
    expect(room).toMatchObject({
      title: 'Aula de frações',
      status: 'open',
      classroom: { id: classroomId },
      closed_at: null,
      start: '2026-03-02T12:00:00.000Z',
    });
    expect(room.meeting_url).toMatch(/^https:\/\/meet\.escola\.example\/ava-[0-9a-f]{32}$/);
    const second = (await open('prof', classroomId)).json();
    expect(second.meeting_url).not.toBe(room.meeting_url);
    await ctx.app.jobs.idle();
    for (const who of ['aluno', 'colega']) {
      const inbox = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(tokens[who] ?? ''),
      });
      expect(inbox.json().notifications).toContainEqual(
        expect.objectContaining({
          title: 'Aula ao vivo: Aula de frações',
          link: `/${platform.slug}/painel/aulas-ao-vivo`,
        }),
      );
    }
  });

  it('takes the default meeting server when the platform sets none', async () => {
    const other = await buildPlatform(ctx.db);
    const school = (await buildSchool(ctx.db, other)).id;
    const classroom = (await buildClassroom(ctx.db, other, school, 3)).id;
    await buildUser(ctx.db, other, 'school_teacher', { username: 'padrao', schoolId: school, classroomId: classroom });
    tokens.padrao = await signIn(ctx.app, other.slug, 'padrao');
    expect((await open('padrao', classroom)).json().meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/ava-/);
  });

  it("lets a teacher open rooms only for the classrooms they teach and a coordinator for their school's", async () => {
    expect((await open('prof', otherClassroomId)).statusCode).toBe(404);
    expect((await open('coord', otherClassroomId)).statusCode).toBe(200);
    expect((await open('coord2', classroomId)).statusCode).toBe(404);
    expect((await open('coord2', foreignClassroomId)).statusCode).toBe(200);
    expect((await open('coord', foreignClassroomId)).statusCode).toBe(404);
    expect((await open('estranho', classroomId)).statusCode).toBe(404);
    expect((await open('aluno', classroomId)).statusCode).toBe(403);
    expect((await open('mae', classroomId)).statusCode).toBe(403);
  });

  it('refuses a room without a title or with a field it does not know', async () => {
    const blank = await open('prof', classroomId, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([{ field: 'body.title', message: ROOM_MESSAGES.titleRequired }]);
    const extra = await call('prof', 'POST', '/rooms/open_room', { classroom_id: classroomId, title: 'A', link: 'x' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('GET /api/tracker/rooms', () => {
  it("shows a student the open rooms of their classroom only and an educator their classrooms' rooms", async () => {
    const room = (await open('prof2', otherClassroomId, 'Aula do 4º ano')).json();
    const student = (await call('aluno', 'GET', '/rooms')).json().rooms as { id: string; classroom: { id: string } }[];
    expect(student.length).toBeGreaterThan(0);
    expect(student.every((r) => r.classroom.id === classroomId)).toBe(true);
    const neighbour = (await call('vizinho', 'GET', '/rooms')).json().rooms as { id: string }[];
    expect(neighbour.map((r) => r.id)).toContain(room.id);
    const teacher = (await call('prof', 'GET', '/rooms')).json().rooms as { id: string }[];
    expect(teacher.map((r) => r.id)).not.toContain(room.id);
    const coordinator = (await call('coord', 'GET', `/rooms?classroom_id=${otherClassroomId}`)).json().rooms;
    expect(coordinator.map((r: { id: string }) => r.id)).toContain(room.id);
    const farAway = (await call('coord2', 'GET', '/rooms')).json().rooms as { classroom: { id: string } }[];
    expect(farAway.map((r) => r.classroom.id)).toEqual([foreignClassroomId]);
    expect((await call('estranho', 'GET', '/rooms')).json().rooms).toEqual([]);
    expect((await call('mae', 'GET', '/rooms')).statusCode).toBe(403);
  });
});

describe('joining, reporting and leaving', () => {
  it('credits no more than the wall clock allows and counts each student apart', async () => {
    const room = (await open('prof', classroomId, 'Aula de geometria')).json();
    expect((await call('vizinho', 'GET', `/rooms/check_room?room_id=${room.id}`)).statusCode).toBe(404);
    expect((await call('alunoEstranho', 'GET', `/rooms/check_room?room_id=${room.id}`)).statusCode).toBe(404);
    expect((await call('mae', 'GET', `/rooms/check_room?room_id=${room.id}`)).statusCode).toBe(403);
    expect((await call('prof', 'GET', `/rooms/check_room?room_id=${room.id}`)).statusCode).toBe(403);

    const joined = await call('aluno', 'GET', `/rooms/check_room?room_id=${room.id}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      room: { id: room.id, meeting_url: room.meeting_url },
      time: 0,
      in_room: true,
    });
    ctx.clock.advance(10_000);
    expect((await report('aluno', room.id, 10)).json()).toMatchObject({ time: 10, in_room: true });
    // Claiming an hour after 5 seconds adds the 5 seconds and the slack only.
    ctx.clock.advance(5_000);
    expect((await report('aluno', room.id, 3_600)).json().time).toBe(10 + 7);
    // A second tab reporting the same seconds at once adds the slack only.
    expect((await report('aluno', room.id, 10)).json().time).toBe(17 + 2);
    ctx.clock.advance(8_000);
    expect((await report('aluno', room.id, 8, true)).json()).toMatchObject({ time: 27, in_room: false });
    // Out of the room, reports count nothing until the student joins again.
    ctx.clock.advance(60_000);
    expect((await report('aluno', room.id, 60)).json()).toMatchObject({ time: 27, in_room: false });
    // A student who never joined has nothing to report on.
    expect((await report('colega', room.id, 10)).statusCode).toBe(404);
    expect((await report('vizinho', room.id, 10)).statusCode).toBe(404);

    const logs = await logsOf('prof', room.id);
    expect(logs.find((l) => l.student.id === aluno.id)).toMatchObject({ time: 27, in_room: false });
    expect(logs.find((l) => l.student.id === colega.id)).toMatchObject({ time: 0, in_room: false });
  });

  it("closing a room ends everyone's span and no later report adds time", async () => {
    const room = (await open('prof', classroomId, 'Aula de leitura')).json();
    await call('aluno', 'GET', `/rooms/check_room?room_id=${room.id}`);
    await call('colega', 'GET', `/rooms/check_room?room_id=${room.id}`);
    ctx.clock.advance(10_000);
    await report('aluno', room.id, 10);
    ctx.clock.advance(4_000);
    expect((await call('prof2', 'PATCH', '/rooms/close_room', { room_id: room.id })).statusCode).toBe(404);
    const closed = await call('prof', 'PATCH', '/rooms/close_room', { room_id: room.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const logs = await logsOf('prof', room.id);
    // The seconds since each one's last report count up to the close.
    expect(logs.find((l) => l.student.id === aluno.id)).toMatchObject({ time: 14, in_room: false });
    expect(logs.find((l) => l.student.id === colega.id)).toMatchObject({ time: 14, in_room: false });
    ctx.clock.advance(10_000);
    expect((await report('aluno', room.id, 10, true)).json().time).toBe(14);
    expect((await call('aluno', 'GET', `/rooms/check_room?room_id=${room.id}`)).json()).toEqual({
      message: ROOM_MESSAGES.closed,
    });
    const again = await call('prof', 'PATCH', '/rooms/close_room', { room_id: room.id });
    expect(again.statusCode).toBe(409);
    const listed = (await call('aluno', 'GET', '/rooms')).json().rooms as { id: string }[];
    expect(listed.map((r) => r.id)).not.toContain(room.id);
  });
});

describe('PATCH /api/tracker/rooms/update_room and GET /rooms/time_logs', () => {
  it("edits an open room's title and start for the educators who see it", async () => {
    const room = (await open('prof', classroomId)).json();
    const edit = { room_id: room.id, title: 'Aula de revisão', start: '2026-03-02T13:30:00-03:00' };
    const updated = await call('prof', 'PATCH', '/rooms/update_room', edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Aula de revisão', start: '2026-03-02T16:30:00.000Z' });
    expect((await call('coord', 'PATCH', '/rooms/update_room', edit)).statusCode).toBe(200);
    expect((await call('prof2', 'PATCH', '/rooms/update_room', edit)).statusCode).toBe(404);
    expect((await call('estranho', 'PATCH', '/rooms/update_room', edit)).statusCode).toBe(404);
    expect((await call('aluno', 'PATCH', '/rooms/update_room', edit)).statusCode).toBe(403);
    expect((await call('prof', 'PATCH', '/rooms/update_room', { ...edit, start: 'amanhã' })).statusCode).toBe(400);
    await call('prof', 'PATCH', '/rooms/close_room', { room_id: room.id });
    expect((await call('prof', 'PATCH', '/rooms/update_room', edit)).statusCode).toBe(409);
  });

  it('shows the time logs to the educators who see the classroom only', async () => {
    const room = (await open('prof', classroomId)).json();
    expect((await logsOf('coord', room.id)).map((l) => l.student.id).sort()).toEqual([aluno.id, colega.id].sort());
    for (const [who, status] of [
      ['prof2', 404],
      ['coord2', 404],
      ['estranho', 404],
      ['aluno', 403],
      ['mae', 403],
    ] as const) {
      expect((await call(who, 'GET', `/rooms/time_logs?room_id=${room.id}`)).statusCode).toBe(status);
    }
    expect((await call('prof', 'GET', '/rooms/time_logs?room_id=nao-e-id')).statusCode).toBe(400);
  });
});
