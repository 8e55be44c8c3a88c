import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { buildUser } from '../../../test/tenant.fixture.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essay: string;
let work: string;
let quietStudent: string;
const LAST_OPENED = new Date('2030-03-02T13:00:00.000Z');

const get = (path: string, token: string, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/teacher-dashboard${path}`, query, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, teacherB, student1, student2, student3 } = world.users;
  const graded = (student_id: string, score: number, pokz = 0) => ({
    student_id,
    status: 3,
    draft: false,
    delivered_at: new Date(),
    evaluated_at: new Date(),
    score,
    pokz,
  });
  const inA = { classroom_id: world.classroomA.id, teacher_id: teacher.id };
  // Ana's 0 is a score given (a bar of the chart) but no average counts it; her negative pokz count as 0.
  essay = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'essay',
      title: 'Redação: minhas férias',
      workload: 30,
      students: [{ ...graded(student1.id, 8, 50), last_access_at: LAST_OPENED }, graded(student2.id, 0, -5)],
    })
  ).id;
  work = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'work',
      title: 'Trabalho: plantas',
      workload: 60,
      students: [graded(student1.id, 10), student2.id],
    })
  ).id;
  // A draft's scores count nowhere.
  await buildActivity(ctx.db, world.platform, { ...inA, published: false, students: [graded(student1.id, 2)] });
  await buildActivity(ctx.db, world.platform, {
    classroom_id: world.classroomB.id,
    teacher_id: teacherB.id,
    kind: 'handmade',
    title: 'Maquete',
    students: [graded(student3.id, 6)],
  });
  quietStudent = (
    await buildUser(ctx.db, world.platform, 'school_student', { username: 'aluno4', classroomId: world.classroomA.id })
  ).id;
});
afterAll(() => ctx.close());

describe('GET /teacher/grades', () => {
  it('lists the grades of the classrooms the teacher teaches, each with its classrooms', async () => {
    const response = await get('/teacher/grades', world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      grades: [
        {
          id: 20,
          name: 'Série 20',
          classrooms: [
            {
              id: world.classroomA.id,
              name: world.classroomA.name,
              year: 2026,
              school: { id: expect.any(String), name: 'Escola Municipal' },
              total_students: 3,
            },
          ],
        },
      ],
    });
  });

  it("gives a coordinator every grade of their school's classrooms, in the order of the stages", async () => {
    const response = await get('/teacher/grades', world.tokens.coordinator);
    expect(response.json().grades.map((grade: { id: number }) => grade.id)).toEqual([20, 21]);
  });

  it('gives a teacher of another platform nothing of this one, and refuses students and guardians', async () => {
    expect((await get('/teacher/grades', world.tokens.foreignTeacher)).json()).toEqual({ grades: [] });
    expect((await get('/teacher/grades', world.tokens.student1)).statusCode).toBe(403);
    expect((await get('/teacher/grades', world.tokens.guardian)).statusCode).toBe(403);
  });
});

describe('GET /teacher/grades_assigned', () => {
  it("gives the scores of the teacher's classrooms per activity and per classroom", async () => {
    const response = await get('/teacher/grades_assigned', world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.activities).toEqual(
      expect.arrayContaining([
        {
          id: essay,
          title: 'Redação: minhas férias',
          kind: 'essay',
          classroom_id: world.classroomA.id,
          assigned: 2,
          graded: 2,
          average: 8,
          distribution: [1, 0, 0, 0, 1],
        },
        {
          id: work,
          title: 'Trabalho: plantas',
          kind: 'work',
          classroom_id: world.classroomA.id,
          assigned: 2,
          graded: 1,
          average: 10,
          distribution: [0, 0, 0, 0, 1],
        },
      ]),
    );
    expect(body.activities).toHaveLength(2);
    // The classroom's average is the mean of its activities' averages.
    expect(body.classrooms).toEqual([
      {
        id: world.classroomA.id,
        name: world.classroomA.name,
        grade: { id: 20, name: 'Série 20' },
        activities: 2,
        graded: 3,
        average: 9,
        distribution: [1, 0, 0, 0, 2],
      },
    ]);
  });

  it("gives a coordinator their school's classrooms, and one classroom when asked", async () => {
    const all = (await get('/teacher/grades_assigned', world.tokens.coordinator)).json();
    expect(all.classrooms.map((classroom: { id: string }) => classroom.id).sort()).toEqual(
      [world.classroomA.id, world.classroomB.id].sort(),
    );
    expect(all.activities).toHaveLength(3);
    const onlyB = (
      await get('/teacher/grades_assigned', world.tokens.coordinator, { classroom_id: world.classroomB.id })
    ).json();
    expect(onlyB.classrooms).toEqual([expect.objectContaining({ id: world.classroomB.id, average: 6, graded: 1 })]);
    expect(onlyB.activities.map((activity: { title: string }) => activity.title)).toEqual(['Maquete']);
  });

  it("does not find another teacher's classroom nor one of another platform", async () => {
    const query = { classroom_id: world.classroomB.id };
    expect((await get('/teacher/grades_assigned', world.tokens.teacher, query)).statusCode).toBe(404);
    expect((await get('/teacher/grades_assigned', world.tokens.foreignTeacher, query)).statusCode).toBe(404);
  });

  it('refuses students and guardians, and a classroom that is not an id', async () => {
    expect((await get('/teacher/grades_assigned', world.tokens.student1)).statusCode).toBe(403);
    expect((await get('/teacher/grades_assigned', world.tokens.guardian)).statusCode).toBe(403);
    const bad = await get('/teacher/grades_assigned', world.tokens.teacher, { classroom_id: 'turma' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verifique as informações e tente novamente.');
  });
});

describe('GET /teacher/students_details', () => {
  it("gives each student's row with the stats rules, and the classroom's combination", async () => {
    const response = await get('/teacher/students_details', world.tokens.teacher, {
      classroom_id: world.classroomA.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.classroom).toEqual({
      id: world.classroomA.id,
      name: world.classroomA.name,
      grade: { id: 20, name: 'Série 20' },
    });
    const byId = new Map(body.students.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(world.users.student1.id)).toEqual({
      id: world.users.student1.id,
      name: world.users.student1.name,
      username: 'aluno1',
      avg_points: 9,
      total_pokz: 50,
      total_activities: 2,
      total_done: 2,
      total_not_done: 0,
      total_workload: 90,
      // The later of the activity opening and the sign-in of the test's start.
      last_access: LAST_OPENED.toISOString(),
    });
    expect(byId.get(world.users.student2.id)).toMatchObject({
      avg_points: null,
      total_pokz: 0,
      total_activities: 2,
      total_done: 1,
      total_not_done: 1,
      total_workload: 30,
      last_access: expect.any(String),
    });
    expect(byId.get(quietStudent)).toMatchObject({
      avg_points: null,
      total_pokz: 0,
      total_activities: 0,
      total_done: 0,
      total_not_done: 0,
      total_workload: 0,
      last_access: null,
    });
    expect(body.students).toHaveLength(3);
    expect(body.summary).toEqual({
      avg_points: 9,
      total_pokz: 50,
      total_activities: 4,
      total_not_done: 1,
      total_workload: 120,
    });
  });

  it('lets the coordinator read any classroom of the school, and not another teacher or platform', async () => {
    const query = { classroom_id: world.classroomA.id };
    expect((await get('/teacher/students_details', world.tokens.coordinator, query)).statusCode).toBe(200);
    const other = await get('/teacher/students_details', world.tokens.teacherB, query);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Turma não encontrada.');
    expect((await get('/teacher/students_details', world.tokens.foreignTeacher, query)).statusCode).toBe(404);
  });

  it('refuses students and guardians, and asks for a classroom', async () => {
    const query = { classroom_id: world.classroomA.id };
    expect((await get('/teacher/students_details', world.tokens.student1, query)).statusCode).toBe(403);
    expect((await get('/teacher/students_details', world.tokens.guardian, query)).statusCode).toBe(403);
    const missing = await get('/teacher/students_details', world.tokens.teacher);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Verifique as informações e tente novamente.');
  });
});

describe('statements per request', () => {
  it('are the same whatever the classroom and its size', async () => {
    const counter = countQueries(ctx.db);
    const counts: Record<string, number[]> = {};
    try {
      for (const [path, query] of [
        ['/teacher/grades', {}],
        ['/teacher/grades_assigned', {}],
        ['/teacher/students_details', { classroom_id: world.classroomA.id }],
        ['/teacher/students_details', { classroom_id: world.classroomB.id }],
      ] as const) {
        await get(path, world.tokens.coordinator, query);
        counter.reset();
        await get(path, world.tokens.coordinator, query);
        counts[path] = [...(counts[path] ?? []), counter.count];
      }
    } finally {
      counter.restore();
    }
    console.info('statements per request', counts);
    expect(counts['/teacher/grades']).toEqual([1]);
    expect(counts['/teacher/grades_assigned']).toEqual([2]);
    expect(counts['/teacher/students_details']).toEqual([2, 2]);
  });
});
