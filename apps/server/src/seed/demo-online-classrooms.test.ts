import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser } from '../../test/tenant.fixture.ts';
import type { DemoClassroom } from './demo-data.ts';
import { seedDemoOnlineClassrooms } from './demo-online-classrooms.ts';

let ctx: TestContext;
let place: DemoClassroom;

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db, { slug: 'demo-salas' });
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  const classroomId = (await buildClassroom(ctx.db, platform, schoolId, 3)).id;
  const teacher = await buildUser(ctx.db, platform, 'school_teacher', { username: 'professor', schoolId, classroomId });
  const students = [];
  for (const username of ['aluno1', 'aluno2']) {
    students.push(await buildUser(ctx.db, platform, 'school_student', { username, schoolId, classroomId }));
  }
  place = {
    platformId: platform.id,
    classroomId,
    teacherId: teacher.id,
    studentIds: students.map((s) => s.id),
    idOf: new Map(),
  };
});
afterAll(() => ctx.close());

describe('seedDemoOnlineClassrooms', () => {
  it('adds an open room for the students and a closed one with time logs, once however often it runs', async () => {
    await seedDemoOnlineClassrooms(ctx.db, place);
    await seedDemoOnlineClassrooms(ctx.db, place);
    const student = await signIn(ctx.app, 'demo-salas', 'aluno1');
    const open = await ctx.app.inject({ url: '/api/tracker/rooms', headers: bearer(student) });
    expect(open.json().rooms).toMatchObject([{ title: 'Plantão de dúvidas de Matemática', status: 'open' }]);
    const teacher = await signIn(ctx.app, 'demo-salas', 'professor');
    const rooms = await ctx.app.inject({ url: '/api/tracker/rooms?status=closed', headers: bearer(teacher) });
    const [closed, ...more] = rooms.json().rooms;
    expect(more).toEqual([]);
    expect(closed.title).toBe('Leitura compartilhada: O Pequeno Príncipe');
    const logs = await ctx.app.inject({
      url: `/api/tracker/rooms/time_logs?room_id=${closed.id}`,
      headers: bearer(teacher),
    });
    expect(
      logs
        .json()
        .time_logs.map((l: { time: number }) => l.time)
        .sort(),
    ).toEqual([35 * 60, 48 * 60]);
  });
});
