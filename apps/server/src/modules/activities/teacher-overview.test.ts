import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essay: string;
let work: string;
const HOUR = 3_600_000;

const overview = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/teacher-dashboard/teacher/overview', headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, teacherB, student1, student2, student3 } = world.users;
  const now = ctx.clock.now().getTime();
  const inA = { classroom_id: world.classroomA.id, teacher_id: teacher.id, start_time: new Date(now - 24 * HOUR) };
  const sent = (student_id: string, hoursAgo: number) => ({
    student_id,
    status: 3,
    draft: false,
    delivered_at: new Date(now - hoursAgo * HOUR),
  });
  essay = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'essay',
      title: 'Redação: minhas férias',
      end_time: new Date(now + 48 * HOUR),
      students: [sent(student1.id, 2), student2.id],
    })
  ).id;
  work = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'work',
      title: 'Trabalho: plantas',
      end_time: new Date(now + 5 * HOUR),
      students: [sent(student1.id, 1), { ...sent(student2.id, 3), evaluated_at: new Date(now), score: 8 }],
    })
  ).id;
  // Ended: not a deadline nor open, but Ana's answer still waits for a grade.
  await buildActivity(ctx.db, world.platform, {
    ...inA,
    kind: 'handmade',
    title: 'Maquete',
    end_time: new Date(now - HOUR),
    students: [sent(student2.id, 30)],
  });
  // A forum is answered by commenting: Ana's comment waits for a grade as any answer does.
  await buildActivity(ctx.db, world.platform, {
    ...inA,
    kind: 'forum',
    title: 'Fórum da água',
    end_time: new Date(now + 10 * HOUR),
    students: [sent(student1.id, 0.5)],
  });
  // Another classroom's: only its teacher and the coordinator see it.
  await buildActivity(ctx.db, world.platform, {
    classroom_id: world.classroomB.id,
    teacher_id: teacherB.id,
    kind: 'essay',
    title: 'Redação da turma B',
    end_time: new Date(now + HOUR),
    students: [sent(student3.id, 4)],
  });
});
afterAll(() => ctx.close());

describe('GET /teacher/overview', () => {
  it('lists the answers sent and not graded in the classrooms the teacher teaches, longest waiting first', async () => {
    const response = await overview(world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    const { to_grade } = response.json();
    expect(to_grade.total).toBe(4);
    expect(
      to_grade.items.map((item: { title: string; student_name: string }) => [item.title, item.student_name]),
    ).toEqual([
      ['Maquete', world.users.student2.name],
      ['Redação: minhas férias', world.users.student1.name],
      ['Trabalho: plantas', world.users.student1.name],
      ['Fórum da água', world.users.student1.name],
    ]);
    expect(to_grade.items[3]).toMatchObject({ kind: 'forum', student: world.users.student1.id });
    expect(to_grade.items[1]).toMatchObject({ activity: essay, kind: 'essay', student: world.users.student1.id });
  });

  it('gives the open activities that end first, with answers sent of those assigned', async () => {
    const { deadlines } = (await overview(world.tokens.teacher)).json();
    expect(deadlines.map((row: { title: string }) => row.title)).toEqual([
      'Trabalho: plantas',
      'Fórum da água',
      'Redação: minhas férias',
    ]);
    expect(deadlines[0]).toMatchObject({ activity: work, sent: 2, assigned: 2 });
    expect(deadlines[2]).toMatchObject({ sent: 1, assigned: 2 });
  });

  it('sums the participation of the open activities per classroom, ended ones left out', async () => {
    const { classrooms } = (await overview(world.tokens.teacher)).json();
    expect(classrooms).toEqual([
      { id: world.classroomA.id, name: world.classroomA.name, open_activities: 3, sent: 4, assigned: 5 },
    ]);
  });

  it('shows the coordinator every classroom of the school', async () => {
    const body = (await overview(world.tokens.coordinator)).json();
    expect(body.to_grade.total).toBe(5);
    expect(body.classrooms.map((row: { id: string }) => row.id).sort()).toEqual(
      [world.classroomA.id, world.classroomB.id].sort(),
    );
  });

  it('shows nothing of another platform to its teacher, and refuses students and guardians', async () => {
    const foreign = (await overview(world.tokens.foreignTeacher)).json();
    expect(foreign).toEqual({ to_grade: { total: 0, items: [] }, deadlines: [], classrooms: [] });
    expect((await overview(world.tokens.student1)).statusCode).toBe(403);
    expect((await overview(world.tokens.guardian)).statusCode).toBe(403);
  });
});
