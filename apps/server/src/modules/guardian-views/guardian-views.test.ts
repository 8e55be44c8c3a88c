import { GUARDIAN_VIEWS_MESSAGES, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { activityExams } from '../exams/exams.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

/**
 * The guardian views: a guardian reads their own dependents' activities, grades, grade totals
 * and performance; nobody else's child, and no other role, reads anything here.
 */

let ctx: TestContext;
let w: ActivityWorld;
/** A second guardian, of student3 only. */
let otherGuardian: string;
const hours = (n: number) => n * 3_600_000;
const days = (n: number) => n * 24 * 3_600_000;
let now: Date;
const ids: Record<string, string> = {};

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildActivityWorld(ctx);
  now = ctx.clock.now();
  const { db } = ctx;
  const { platform, users, classroomA, classroomB } = w;
  const other = await buildUser(db, platform, 'guardian', { username: 'outro-responsavel' });
  await db
    .insert(guardianLinks)
    .values({ platform_id: platform.id, guardian_id: other.id, student_id: users.student3.id });
  otherGuardian = await signIn(ctx.app, platform.slug, 'outro-responsavel');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const make = (title: string, values: object, student: object = {}, classroom = classroomA.id) =>
    buildActivity(db, platform, {
      title,
      classroom_id: classroom,
      teacher_id: classroom === classroomA.id ? users.teacher.id : users.teacherB.id,
      ...values,
      students: [{ student_id: classroom === classroomA.id ? users.student1.id : users.student3.id, ...student }],
    });
  ids.pending = (await make('Pendente', { kind: 'essay', end_time: at(days(5)) })).id;
  ids.urgent = (await make('Urgente', { kind: 'task', end_time: at(hours(10)) })).id;
  ids.late = (await make('Atrasada', { kind: 'task', end_time: at(-days(1)) })).id;
  ids.done = (
    await make(
      'Feita',
      { kind: 'essay', end_time: at(-days(2)) },
      {
        status: 3,
        delivered_at: at(-days(3)),
        score: 8.5,
        teacher_comment: 'Ótimo texto, Ana!',
        evaluated_at: at(-days(2)),
      },
    )
  ).id;
  ids.old = (
    await make(
      'Antiga',
      { kind: 'handmade', end_time: at(-days(40)) },
      { status: 3, delivered_at: at(-days(41)), score: 6, evaluated_at: at(-days(40)) },
    )
  ).id;
  ids.redo = (await make('Refazer', { kind: 'work', end_time: at(days(3)) }, { status: 5, score: 4 })).id;
  ids.draft = (await make('Rascunho', { kind: 'task', published: false })).id;
  ids.child3 = (
    await make('Da Carla', { kind: 'essay' }, { status: 3, score: 9, evaluated_at: at(-days(1)) }, classroomB.id)
  ).id;
});
afterAll(() => ctx.close());

describe('GET /guardians/activities', () => {
  it('lists every status and type of the own dependent when no filter is given, with counts', async () => {
    const response = await get(w.tokens.guardian, '/guardians/activities');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const byTitle = Object.fromEntries(body.activities.map((item: { title: string }) => [item.title, item]));
    expect(Object.keys(byTitle).sort()).toEqual(['Antiga', 'Atrasada', 'Feita', 'Pendente', 'Refazer', 'Urgente']);
    expect(byTitle.Pendente).toMatchObject({ status: 1, late: false, student_name: w.users.student1.name });
    expect(byTitle.Urgente).toMatchObject({ status: 2, late: false });
    expect(byTitle.Atrasada).toMatchObject({ status: 1, late: true });
    expect(byTitle.Feita).toMatchObject({ status: 3, score: 8.5, teacher_comment: 'Ótimo texto, Ana!' });
    expect(byTitle.Refazer).toMatchObject({ status: 5 });
    expect(body.counts).toEqual({ pending: 2, urgent: 1, done: 2, redo: 1, paused: 0 });
    // What needs the family first.
    expect(body.activities[0].title).toBe('Urgente');
  });

  it('filters by status and type, and keeps the counts of every status', async () => {
    const urgentOrRedo = (await get(w.tokens.guardian, '/guardians/activities?status=2,5')).json();
    expect(urgentOrRedo.activities.map((item: { title: string }) => item.title).sort()).toEqual(['Refazer', 'Urgente']);
    expect(urgentOrRedo.counts.done).toBe(2);
    const essays = (await get(w.tokens.guardian, '/guardians/activities?activity_type=essay')).json();
    expect(essays.activities.map((item: { title: string }) => item.title).sort()).toEqual(['Feita', 'Pendente']);
  });

  it('answers paused (7) for a digital exam the teacher paused', async () => {
    const [exam] = await ctx.db
      .insert(exams)
      .values({
        platform_id: w.platform.id,
        author_id: w.users.teacher.id,
        external_id: 'P-pausa',
        description: 'Prova',
      })
      .returning();
    const activity = await buildActivity(ctx.db, w.platform, {
      title: 'Prova pausada',
      kind: 'digital_exam',
      classroom_id: w.classroomA.id,
      teacher_id: w.users.teacher.id,
      end_time: new Date(now.getTime() + days(1)),
      students: [w.users.student1.id],
    });
    await ctx.db.insert(activityExams).values({
      activity_id: activity.id,
      platform_id: w.platform.id,
      exam_id: exam?.id as string,
      duration: 30,
      paused_at: now,
    });
    const body = (await get(w.tokens.guardian, '/guardians/activities?status=7')).json();
    expect(body.activities.map((item: { title: string }) => item.title)).toEqual(['Prova pausada']);
  });

  it("refuses a student id that is not the guardian's dependent with 404", async () => {
    const response = await get(w.tokens.guardian, `/guardians/activities?student=${w.users.student3.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.dependentNotFound);
    const own = await get(otherGuardian, `/guardians/activities?student=${w.users.student3.id}`);
    expect(own.json().activities.map((item: { title: string }) => item.title)).toEqual(['Da Carla']);
  });

  it('answers 400 in Portuguese for a status outside the guardian statuses', async () => {
    const response = await get(w.tokens.guardian, '/guardians/activities?status=4');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(GUARDIAN_VIEWS_MESSAGES.status);
    expect((await get(w.tokens.guardian, '/guardians/activities?student=abc')).statusCode).toBe(400);
  });
});

describe('GET /guardians/grades and /guardians/grades/summary', () => {
  it('lists the latest grades with the teacher comment, newest first', async () => {
    const response = await get(w.tokens.guardian, `/guardians/grades?student=${w.users.student1.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { grades } = response.json();
    expect(grades.map((grade: { title: string }) => grade.title)).toEqual(['Feita', 'Antiga']);
    expect(grades[0]).toMatchObject({ score: 8.5, max_score: 10, teacher_comment: 'Ótimo texto, Ana!' });
    expect((await get(w.tokens.guardian, '/guardians/grades?limit=1')).json().grades).toHaveLength(1);
  });

  it('sums up per dependent and type', async () => {
    const body = (await get(w.tokens.guardian, '/guardians/grades/summary')).json();
    expect(body.students).toHaveLength(1);
    expect(body.students[0]).toMatchObject({ student_id: w.users.student1.id, average: 7.25, graded: 2, best: 8.5 });
    expect(body.students[0].by_type).toEqual([
      { activity_type: 'essay', average: 8.5, graded: 1 },
      { activity_type: 'handmade', average: 6, graded: 1 },
    ]);
  });

  it("refuses another guardian's child", async () => {
    for (const url of ['/guardians/grades', '/guardians/grades/summary']) {
      expect((await get(w.tokens.guardian, `${url}?student=${w.users.student3.id}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /guardians/activities/performance', () => {
  it('answers one point per month, oldest first, with the mean grade and the answers sent', async () => {
    const response = await get(w.tokens.guardian, '/guardians/activities/performance?months=3');
    expect(response.statusCode, response.body).toBe(200);
    const [child] = response.json().students;
    // The clock is 2026-03-02: 'Feita' was graded in February, 'Antiga' in January.
    expect(child.points).toEqual([
      { month: '2026-01', average: 6, graded: 1, delivered: 1 },
      { month: '2026-02', average: 8.5, graded: 1, delivered: 1 },
      { month: '2026-03', average: null, graded: 0, delivered: 0 },
    ]);
    expect((await get(w.tokens.guardian, '/guardians/activities/performance?months=99')).statusCode).toBe(400);
    expect(
      (await get(w.tokens.guardian, `/guardians/activities/performance?student=${w.users.student3.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('who may call the guardian views', () => {
  const paths = [
    '/guardians/activities',
    '/guardians/grades',
    '/guardians/grades/summary',
    '/guardians/activities/performance',
  ];

  it('refuses students, educators and callers without a session', async () => {
    for (const path of paths) {
      for (const who of ['student1', 'teacher', 'coordinator'] as const) {
        expect((await get(w.tokens[who], path)).statusCode, `${who} ${path}`).toBe(403);
      }
      // No token is an invalid one (498, document 1 section 8).
      expect((await ctx.app.inject({ method: 'GET', url: `/api${path}` })).statusCode).toBe(498);
    }
  });

  it("never shows another platform's guardian anything of this one", async () => {
    const foreign = await buildPlatform(ctx.db);
    await buildUser(ctx.db, foreign, 'guardian', { username: 'responsavel-fora' });
    const token = await signIn(ctx.app, foreign.slug, 'responsavel-fora');
    expect((await get(token, '/guardians/activities')).json().activities).toEqual([]);
    expect((await get(token, `/guardians/grades?student=${w.users.student1.id}`)).statusCode).toBe(404);
  });

  it('answers 403 when the theme turns guardian_access off', async () => {
    const platform = await buildPlatform(ctx.db, { theme: { configs: { guardian_access: 'false' } } });
    await buildUser(ctx.db, platform, 'guardian', { username: 'sem-acesso' });
    const token = await signIn(ctx.app, platform.slug, 'sem-acesso');
    const response = await get(token, '/guardians/activities');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(GUARDIAN_VIEWS_MESSAGES.accessOff);
    await ctx.db.update(platforms).set({ theme: {} }).where(eq(platforms.id, platform.id));
  });
});
