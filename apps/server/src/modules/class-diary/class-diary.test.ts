import { CLASS_DIARY_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildClassroom, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { bnccCodes } from '../challenges/challenges.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';

let ctx: TestContext;
let w: ActivityWorld;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/class-diary/v1/class-diary${url}`, headers: bearer(tokens[who] ?? ''), payload });

const lesson = (over: object = {}) => ({
  classroom_id: w.classroomA.id,
  date: '2026-03-02',
  subject: 'Matemática',
  bncc: ['EF05MA01'],
  content: '<p>Frações equivalentes</p><script>alert(1)</script>',
  lessons: 2,
  ...over,
});

const setManualFrequency = (on: boolean) =>
  ctx.db
    .update(platforms)
    .set({ features: { enableManualFrequency: on } })
    .where(eq(platforms.id, w.platform.id));

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildActivityWorld(ctx);
  Object.assign(tokens, w.tokens);
  await setManualFrequency(true);
  await ctx.db
    .insert(bnccCodes)
    .values({ code: 'EF05MA01', description: 'Ler, escrever e ordenar números naturais' })
    .onConflictDoNothing();
  // A second teacher of classroom A, and a coordinator of another school of the same platform.
  const school = await buildSchool(ctx.db, w.platform, 'Outra Escola');
  await buildClassroom(ctx.db, w.platform, school.id, 22);
  await buildUser(ctx.db, w.platform, 'school_teacher', { username: 'coteacher', classroomId: w.classroomA.id });
  await buildUser(ctx.db, w.platform, 'school_coordinator', { username: 'coord-outra', schoolId: school.id });
  tokens.coTeacher = await signIn(ctx.app, w.platform.slug, 'coteacher');
  tokens.otherCoordinator = await signIn(ctx.app, w.platform.slug, 'coord-outra');
});
afterAll(() => ctx.close());

describe('POST /v1/class-diary', () => {
  it('records a lesson of a taught classroom with its absences, the content sanitised', async () => {
    const res = await call('teacher', 'POST', '', lesson({ absent_student_ids: [w.users.student1.id] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      classroom_id: w.classroomA.id,
      date: '2026-03-02',
      subject: 'Matemática',
      bncc: ['EF05MA01'],
      lessons: 2,
      absences: 1,
      can_edit: true,
      author_id: w.users.teacher.id,
    });
    expect(body.content).toContain('Frações equivalentes');
    expect(body.content).not.toContain('script');
    const absent = body.students.filter((s: { absent: boolean }) => s.absent).map((s: { id: string }) => s.id);
    expect(absent).toEqual([w.users.student1.id]);
    expect(body.students).toHaveLength(2);
  });

  it('refuses classrooms the educator does not reach, and non-educators', async () => {
    expect((await call('teacherB', 'POST', '', lesson())).statusCode).toBe(404);
    expect((await call('otherCoordinator', 'POST', '', lesson())).statusCode).toBe(404);
    expect((await call('foreignTeacher', 'POST', '', lesson())).statusCode).toBe(404);
    expect((await call('student1', 'POST', '', lesson())).statusCode).toBe(403);
    expect((await call('guardian', 'POST', '', lesson())).statusCode).toBe(403);
    expect((await call('coordinator', 'POST', '', lesson({ classroom_id: w.classroomB.id }))).statusCode).toBe(200);
  });

  it('answers 400 in Portuguese for bad input', async () => {
    const bncc = await call('teacher', 'POST', '', lesson({ bncc: ['XX99'] }));
    expect(bncc.statusCode).toBe(400);
    expect(bncc.json().message).toBe(CLASS_DIARY_MESSAGES.unknownBncc);
    expect((await call('teacher', 'POST', '', lesson({ lessons: 0 }))).statusCode).toBe(400);
    expect((await call('teacher', 'POST', '', lesson({ subject: ' ' }))).statusCode).toBe(400);
    expect((await call('teacher', 'POST', '', lesson({ date: '2026-02-30' }))).statusCode).toBe(400);
    const stranger = await call('teacher', 'POST', '', lesson({ absent_student_ids: [w.users.student3.id] }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(CLASS_DIARY_MESSAGES.absentNotInClassroom);
  });
});

describe('GET /v1/class-diary and /v1/class-diary/{id}', () => {
  it('lists the lessons of the reached classrooms only', async () => {
    const mine = (await call('teacher', 'GET', '')).json();
    expect(mine.lessons.every((l: { classroom_id: string }) => l.classroom_id === w.classroomA.id)).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    const b = (await call('teacherB', 'GET', '')).json();
    expect(b.lessons.every((l: { classroom_id: string }) => l.classroom_id === w.classroomB.id)).toBe(true);
    const all = (await call('coordinator', 'GET', '')).json();
    expect(all.total).toBe(mine.total + b.total);
    expect((await call('otherCoordinator', 'GET', '')).json().total).toBe(0);
    expect((await call('teacherB', 'GET', `?classroom_id=${w.classroomA.id}`)).statusCode).toBe(404);
    expect((await call('teacher', 'GET', '?start_date=2026-03-03&end_date=2026-03-31')).json().total).toBe(0);
    expect((await call('teacher', 'GET', '?start_date=2026-03-05&end_date=2026-03-01')).statusCode).toBe(400);
    expect((await call('student1', 'GET', '')).statusCode).toBe(403);
    expect((await call('foreignTeacher', 'GET', '')).json().total).toBe(0);
  });

  it('shows one lesson to whoever reaches its classroom', async () => {
    const id = (await call('teacher', 'GET', '')).json().lessons[0].id;
    expect((await call('teacher', 'GET', `/${id}`)).statusCode).toBe(200);
    const co = (await call('coTeacher', 'GET', `/${id}`)).json();
    expect(co.can_edit).toBe(false);
    expect((await call('coordinator', 'GET', `/${id}`)).json().can_edit).toBe(true);
    for (const who of ['teacherB', 'otherCoordinator', 'foreignTeacher']) {
      expect((await call(who, 'GET', `/${id}`)).statusCode).toBe(404);
    }
    expect((await call('student1', 'GET', `/${id}`)).statusCode).toBe(403);
    expect((await call('guardian', 'GET', `/${id}`)).statusCode).toBe(403);
  });
});

describe('PATCH /v1/class-diary/{id}', () => {
  it('lets the author and a coordinator change the lesson and its attendance', async () => {
    const id = (await call('teacher', 'POST', '', lesson({ date: '2026-03-03', lessons: 1 }))).json().id;
    const changed = await call('teacher', 'PATCH', `/${id}`, {
      subject: 'Ciências',
      absent_student_ids: [w.users.student2.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subject: 'Ciências', absences: 1 });
    const byCoordinator = await call('coordinator', 'PATCH', `/${id}`, { absent_student_ids: [] });
    expect(byCoordinator.json().absences).toBe(0);
    const co = await call('coTeacher', 'PATCH', `/${id}`, { subject: 'Artes' });
    expect(co.statusCode).toBe(403);
    expect(co.json().message).toBe(CLASS_DIARY_MESSAGES.onlyAuthor);
    for (const who of ['teacherB', 'otherCoordinator', 'foreignTeacher']) {
      expect((await call(who, 'PATCH', `/${id}`, { subject: 'Artes' })).statusCode).toBe(404);
    }
    expect((await call('student1', 'PATCH', `/${id}`, { subject: 'Artes' })).statusCode).toBe(403);
    expect((await call('teacher', 'PATCH', `/${id}`, { classroom_id: w.classroomB.id })).statusCode).toBe(400);
  });

  it('refuses attendance while the platform has manual attendance off', async () => {
    const id = (await call('teacher', 'POST', '', lesson({ date: '2026-03-04' }))).json().id;
    await setManualFrequency(false);
    try {
      const refused = await call('teacher', 'PATCH', `/${id}`, { absent_student_ids: [w.users.student1.id] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CLASS_DIARY_MESSAGES.manualFrequencyOff);
      const create = await call('teacher', 'POST', '', lesson({ absent_student_ids: [] }));
      expect(create.statusCode).toBe(403);
      expect((await call('teacher', 'PATCH', `/${id}`, { lessons: 3 })).statusCode).toBe(200);
    } finally {
      await setManualFrequency(true);
    }
  });
});

describe('GET /v1/class-diary/missing-quantity-by-day', () => {
  it('counts by day the classes given and missed in the current month unless told', async () => {
    const res = await call('teacher', 'GET', `/missing-quantity-by-day?classroom_id=${w.classroomA.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31' });
    const first = body.days.find((d: { date: string }) => d.date === '2026-03-02');
    // One lesson of two classes that day, both missed by student1.
    expect(first).toEqual({ date: '2026-03-02', lessons: 2, missed_classes: 2, absent_students: 1 });
    const april = await call(
      'teacher',
      'GET',
      `/missing-quantity-by-day?classroom_id=${w.classroomA.id}&start_date=2026-04-01`,
    );
    expect(april.json()).toMatchObject({ end_date: '2026-04-30', days: [] });
  });

  it('answers only for reached classrooms', async () => {
    const url = `/missing-quantity-by-day?classroom_id=${w.classroomA.id}`;
    expect((await call('coordinator', 'GET', url)).statusCode).toBe(200);
    for (const who of ['teacherB', 'otherCoordinator', 'foreignTeacher']) {
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call('student1', 'GET', url)).statusCode).toBe(403);
    expect((await call('teacher', 'GET', '/missing-quantity-by-day')).statusCode).toBe(400);
    expect((await call('teacher', 'GET', `${url}&start_date=2026-01-01&end_date=2026-12-31`)).statusCode).toBe(400);
  });
});

describe('DELETE /v1/class-diary/{id}', () => {
  it('deletes a lesson for its author or a coordinator only', async () => {
    const id = (await call('teacher', 'POST', '', lesson({ date: '2026-03-10' }))).json().id;
    expect((await call('coTeacher', 'DELETE', `/${id}`)).statusCode).toBe(403);
    for (const who of ['teacherB', 'otherCoordinator', 'foreignTeacher']) {
      expect((await call(who, 'DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await call('student1', 'DELETE', `/${id}`)).statusCode).toBe(403);
    expect((await call('teacher', 'DELETE', `/${id}`)).json()).toEqual({ id });
    expect((await call('teacher', 'GET', `/${id}`)).statusCode).toBe(404);
    const other = (await call('teacher', 'POST', '', lesson({ date: '2026-03-11' }))).json().id;
    expect((await call('coordinator', 'DELETE', `/${other}`)).statusCode).toBe(200);
  });
});
