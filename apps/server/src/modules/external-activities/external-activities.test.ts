import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { buildPlatform, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { activityExams, examAttempts } from '../exams/exams.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ids: Record<string, string> = {};
const PREFIXES = ['/api/tasks', '/api/exams', '/api/trails'] as const;
const PATHS = ['/activity/students/list', '/activity/students/count', '/activity/students/records/stats'] as const;

const get = (token: string | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR);
const listIds = (body: { activities: { id: string }[] }) => body.activities.map((item) => item.id);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, teacherB, student1, student3 } = world.users;
  const inA = { classroom_id: world.classroomA.id, teacher_id: teacher.id };
  const exam = (end: Date | null, student: object = {}, extra: object = {}) => ({
    ...inA,
    kind: 'digital_exam',
    end_time: end,
    students: [{ student_id: student1.id, ...student }],
    ...extra,
  });
  const specs = {
    urgent: exam(at(24)),
    open: exam(at(72)),
    inProgress: exam(at(80)),
    paused: exam(at(90)),
    redo: exam(at(100), { status: 5 }),
    finishedAttempt: exam(at(50), {}, { workload: 30 }),
    sent: exam(at(-5), { status: 3, score: 6, pokz: 10, teacher_comment: 'Muito bem' }, { workload: 60 }),
    timedOut: exam(at(60), {}, { workload: 15 }),
    missed: exam(at(-1), {}, { workload: 45 }),
    concluded: exam(at(30), {}, { concluded_at: at(-1) }),
    draft: exam(at(10), {}, { published: false }),
    archived: exam(at(10), {}, { archived_at: at(-2) }),
    trail: { ...inA, kind: 'trail', end_time: at(10), workload: 120, students: [student1.id] },
    forum: { ...inA, kind: 'forum', end_time: at(10), students: [student1.id] },
    homework: { ...inA, kind: 'homework', end_time: at(10), students: [student1.id] },
    homeworkLater: { ...inA, kind: 'homework', end_time: at(100), students: [student1.id] },
    homeworkSent: {
      ...inA,
      kind: 'homework',
      end_time: at(30),
      workload: 20,
      students: [{ student_id: student1.id, status: 3, score: 8.5, pokz: 85 }],
    },
    homeworkMissed: { ...inA, kind: 'homework', end_time: at(-3), students: [student1.id] },
    otherStudent: {
      classroom_id: world.classroomB.id,
      teacher_id: teacherB.id,
      kind: 'digital_exam',
      end_time: at(5),
      students: [student3.id],
    },
  } as const;
  for (const [name, spec] of Object.entries(specs)) {
    ids[name] = (await buildActivity(ctx.db, world.platform, spec as never)).id;
  }

  const [built] = await ctx.db
    .insert(exams)
    .values({ platform_id: world.platform.id, author_id: teacher.id, external_id: 'prova-1', description: 'Prova' })
    .returning();
  const now = ctx.clock.now().getTime();
  await ctx.db.insert(activityExams).values({
    activity_id: ids.paused as string,
    platform_id: world.platform.id,
    exam_id: built?.id as string,
    duration: 60,
    // Paused 20 minutes ago, when 10 minutes were left: the clock stopped with time to spare.
    paused_at: new Date(now - 20 * MINUTE),
  });
  const attempt = (name: string, deadline: number, finished: number | null, score: number | null = null) => ({
    platform_id: world.platform.id,
    activity_id: ids[name] as string,
    student_id: student1.id,
    started_at: new Date(now - 30 * MINUTE),
    deadline_at: new Date(now + deadline * MINUTE),
    finished_at: finished === null ? null : new Date(now + finished * MINUTE),
    question_order: [],
    alternative_order: {},
    score,
  });
  await ctx.db
    .insert(examAttempts)
    .values([
      attempt('inProgress', 30, null),
      attempt('paused', -10, null),
      attempt('finishedAttempt', 30, -5, 8),
      attempt('timedOut', -10, null),
    ]);
});
afterAll(() => ctx.close());

describe('the exams service lists the student’s digital exams', () => {
  it('lists open exams soonest first, with the external status and the list item shape', async () => {
    const response = await get(world.tokens.student1, '/api/exams/activity/students/list');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(listIds(body)).toEqual([ids.urgent, ids.open, ids.inProgress, ids.paused, ids.redo]);
    expect(body.activities.map((item: { status: number }) => item.status)).toEqual([2, 1, 1, 1, 5]);
    expect(body.activities[0]).toEqual({
      id: ids.urgent,
      activity_id: ids.urgent,
      title: expect.any(String),
      end_date: at(24).toISOString(),
      type: 'Prova Digital',
      teacher: 'Pessoa Teste',
      status: 2,
      workload: null,
      bncc: [],
      unread_comments: false,
      mars: true,
    });
  });

  it('lists finished exams with status=3: sent, finished or out of time, with their result', async () => {
    const response = await get(world.tokens.student1, '/api/exams/activity/students/list?status=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(listIds(body)).toEqual([ids.timedOut, ids.finishedAttempt, ids.sent]);
    const sent = body.activities[2];
    expect(sent).toEqual({
      id: ids.sent,
      activity_id: ids.sent,
      title: expect.any(String),
      teacher: 'Pessoa Teste',
      activity_type: 'DE',
      actv_status: 3,
      end_time: at(-5).toISOString(),
      pokz: 10,
      score: 6,
      teacher_comments: 'Muito bem',
      student_files: [],
      type: 'Prova Digital',
      mars: true,
    });
    expect(body.activities[1]).toMatchObject({ score: 8, pokz: 0 });
    expect(body.activities[0]).toMatchObject({ score: null });
  });

  it('narrows the open list by status and refuses mixing open and finished', async () => {
    const urgentOnly = await get(world.tokens.student1, '/api/exams/activity/students/list?status=2');
    expect(listIds(urgentOnly.json())).toEqual([ids.urgent]);
    const redoAndActive = await get(world.tokens.student1, '/api/exams/activity/students/list?status=5,1');
    expect(listIds(redoAndActive.json())).toEqual([ids.open, ids.inProgress, ids.paused, ids.redo]);
    const empty = await get(world.tokens.student1, '/api/exams/activity/students/list?status=');
    expect(listIds(empty.json())).toHaveLength(5);
    for (const status of ['1,3', '4', 'urgente']) {
      const bad = await get(world.tokens.student1, `/api/exams/activity/students/list?status=${status}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Verifique as informações e tente novamente.');
    }
  });

  it('counts open exams and those due in under 48 hours, by statusActive and statusRedo', async () => {
    const url = '/api/exams/activity/students/count';
    expect((await get(world.tokens.student1, url)).json()).toEqual({ activities_qtd: 5, urgent_activities: 1 });
    expect((await get(world.tokens.student1, `${url}?statusActive=false`)).json()).toEqual({
      activities_qtd: 1,
      urgent_activities: 0,
    });
    expect((await get(world.tokens.student1, `${url}?statusActive=true&statusRedo=false`)).json()).toEqual({
      activities_qtd: 4,
      urgent_activities: 1,
    });
    expect((await get(world.tokens.student1, `${url}?statusRedo=talvez`)).statusCode).toBe(400);
  });

  it('sums the record: finished exams and those ended undone', async () => {
    const response = await get(world.tokens.student1, '/api/exams/activity/students/records/stats');
    expect(response.statusCode).toBe(200);
    // Finished: sent (6, 10 pokz, 60 min), finishedAttempt (8, 30 min), timedOut (no score, 15 min);
    // not done: missed and concluded.
    expect(response.json()).toEqual({
      avg_points: 7,
      total_pokz: 10,
      total_activities: 5,
      total_not_done: 2,
      total_workload: 105,
    });
  });

  it('drops exams as their end time passes and finishes attempts whose time ran out', async () => {
    ctx.clock.advance(48 * HOUR);
    try {
      // Sessions last 12 hours: sign in again on the later day.
      const token = await signIn(ctx.app, world.platform.slug, world.users.student1.username);
      const open = await get(token, '/api/exams/activity/students/list');
      expect(open.json().activities.map((a: { id: string; status: number }) => [a.id, a.status])).toEqual([
        [ids.open, 2],
        [ids.paused, 2],
        [ids.redo, 5],
      ]);
      const closed = await get(token, '/api/exams/activity/students/list?status=3');
      expect(listIds(closed.json())).toEqual([ids.inProgress, ids.timedOut, ids.finishedAttempt, ids.sent]);
      const counts = await get(token, '/api/exams/activity/students/count');
      expect(counts.json()).toEqual({ activities_qtd: 3, urgent_activities: 2 });
    } finally {
      ctx.clock.advance(-48 * HOUR);
    }
  });
});

describe('one module, three services', () => {
  it('lists trails on the trails service and tarefas on the tasks service, nothing of the main service’s kinds', async () => {
    const trails = await get(world.tokens.student1, '/api/trails/activity/students/list');
    expect(trails.json().activities).toEqual([expect.objectContaining({ id: ids.trail, type: 'Trilha', status: 2 })]);
    const trailCounts = await get(world.tokens.student1, '/api/trails/activity/students/count');
    expect(trailCounts.json()).toEqual({ activities_qtd: 1, urgent_activities: 1 });
    const exams = await get(world.tokens.student1, '/api/exams/activity/students/list');
    expect(listIds(exams.json())).not.toContain(ids.trail);
    // The tasks service lists the tarefas: open ones, handed-in ones, and the record of both.
    const tasks = await get(world.tokens.student1, '/api/tasks/activity/students/list');
    expect(tasks.json().activities.map((a: { id: string; status: number }) => [a.id, a.status])).toEqual([
      [ids.homework, 2],
      [ids.homeworkLater, 1],
    ]);
    expect(tasks.json().activities[0]).toMatchObject({ type: 'Tarefa', teacher: 'Pessoa Teste', mars: true });
    const handedIn = await get(world.tokens.student1, '/api/tasks/activity/students/list?status=3');
    expect(handedIn.json().activities).toEqual([
      expect.objectContaining({ id: ids.homeworkSent, activity_type: 'K', actv_status: 3, score: 8.5, pokz: 85 }),
    ]);
    expect((await get(world.tokens.student1, '/api/tasks/activity/students/count')).json()).toEqual({
      activities_qtd: 2,
      urgent_activities: 1,
    });
    expect((await get(world.tokens.student1, '/api/tasks/activity/students/records/stats')).json()).toEqual({
      avg_points: 8.5,
      total_pokz: 85,
      total_activities: 2,
      total_not_done: 1,
      total_workload: 20,
    });
    expect(listIds((await get(world.tokens.student1, '/api/exams/activity/students/list')).json())).not.toContain(
      ids.homework,
    );
  });

  it('shows each student only their own activities', async () => {
    const student2 = await get(world.tokens.student2, '/api/exams/activity/students/list');
    expect(student2.json()).toEqual({ activities: [] });
    const student3 = await get(world.tokens.student3, '/api/exams/activity/students/list');
    expect(listIds(student3.json())).toEqual([ids.otherStudent]);
  });

  it('is for students only, on every path of every service', async () => {
    const foreign = await buildPlatform(ctx.db);
    const foreignSchool = await buildSchool(ctx.db, foreign);
    await buildUser(ctx.db, foreign, 'school_student', { username: 'aluno-de-fora', schoolId: foreignSchool.id });
    const foreignStudent = await signIn(ctx.app, foreign.slug, 'aluno-de-fora');
    for (const prefix of PREFIXES) {
      for (const path of PATHS) {
        const url = `${prefix}${path}`;
        expect((await get(world.tokens.student1, url)).statusCode, url).toBe(200);
        // No session: the invalid-token status of the catalogue.
        expect((await get(null, url)).statusCode, url).toBe(498);
        for (const role of ['teacher', 'coordinator', 'guardian', 'foreignTeacher'] as const) {
          expect((await get(world.tokens[role], url)).statusCode, `${role} ${url}`).toBe(403);
        }
        // A student of another platform sees only their own platform's activities: none.
        const theirs = (await get(foreignStudent, url)).json();
        if (path === '/activity/students/list') expect(theirs).toEqual({ activities: [] });
      }
    }
  });

  it('makes one query per call whatever the number of activities', async () => {
    const { teacher, student2 } = world.users;
    const urls = [...PATHS.map((path) => `/api/exams${path}`), '/api/exams/activity/students/list?status=3'];
    /** SQL statements of each call, once the session is known. */
    const statements = async () => {
      await get(world.tokens.student2, urls[0] as string);
      const counter = countQueries(ctx.db);
      try {
        return await urls.reduce(
          async (done, url) => {
            const counts = await done;
            const before = counter.count;
            expect((await get(world.tokens.student2, url)).statusCode).toBe(200);
            return [...counts, counter.count - before];
          },
          Promise.resolve([] as number[]),
        );
      } finally {
        counter.restore();
      }
    };
    expect(await statements()).toEqual([1, 1, 1, 1]);
    for (let i = 0; i < 30; i += 1) {
      await buildActivity(ctx.db, world.platform, {
        classroom_id: world.classroomA.id,
        teacher_id: teacher.id,
        kind: 'digital_exam',
        end_time: at((i % 5) * 20 - 10),
        students: [i % 3 === 0 ? { student_id: student2.id, status: 3, score: 5 } : student2.id],
      });
    }
    expect(await statements()).toEqual([1, 1, 1, 1]);
    const open = await get(world.tokens.student2, '/api/exams/activity/students/list');
    expect(open.json().activities.length).toBeGreaterThan(10);
  });
});
