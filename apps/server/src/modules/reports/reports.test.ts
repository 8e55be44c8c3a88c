import {
  type ClassDetails,
  type ClassesSummary,
  type DailyTotals,
  REPORT_MESSAGES,
  REPORT_NAMES,
  type StudentDetails,
  type StudentsSummary,
  type TeacherDetails,
  type TeachersSummary,
} from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { timeLogs } from '../tracker/tracker.tables.ts';
import { timeParts } from './reports.repository.ts';

let ctx: TestContext;
let world: ActivityWorld;

type Who = keyof ActivityWorld['tokens'];
const get = (who: Who, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/teacher-dashboard/reports/${path}`, headers: bearer(world.tokens[who]) });
const json = async <T>(who: Who, path: string) => {
  const response = await get(who, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const everyId = () =>
  `classroom_id=${world.classroomA.id}&student_id=${world.users.student1.id}&teacher_id=${world.users.teacher.id}`;

// The test clock is 2026-03-02 12:00 UTC: the last 30 days are 2026-02-01 to 2026-03-02.
const at = (day: string) => new Date(`${day}T15:00:00Z`);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const { teacher, teacherB, student1, student2, student3 } = world.users;
  const sent = (student_id: string, score: number | null, pokz: number) => ({
    student_id,
    status: 3,
    draft: false,
    delivered_at: at('2026-03-01'),
    score,
    pokz,
  });
  const inA = { classroom_id: world.classroomA.id, teacher_id: teacher.id };
  await buildActivity(ctx.db, world.platform, {
    ...inA,
    kind: 'essay',
    title: 'Redação',
    workload: 30,
    created_at: at('2026-03-01'),
    students: [sent(student1.id, 8, 50), student2.id],
  });
  await buildActivity(ctx.db, world.platform, {
    ...inA,
    kind: 'work',
    title: 'Trabalho',
    created_at: at('2026-02-20'),
    students: [sent(student1.id, 6, 20), sent(student2.id, 4, 0)],
  });
  // Before the last 30 days: only a chosen period shows it.
  await buildActivity(ctx.db, world.platform, {
    ...inA,
    title: 'Fórum antigo',
    created_at: at('2025-12-10'),
    students: [sent(student1.id, 10, 5)],
  });
  // A grade of 0 is no average (null), and negative pokz count as 0 (document 3 section 9).
  await buildActivity(ctx.db, world.platform, {
    classroom_id: world.classroomB.id,
    teacher_id: teacherB.id,
    title: 'Fórum B',
    created_at: at('2026-02-25'),
    students: [sent(student3.id, 0, -10)],
  });
  // A draft is no activity of the reports.
  await buildActivity(ctx.db, world.platform, { ...inA, published: false, created_at: at('2026-03-01') });
  await ctx.db.insert(timeLogs).values([
    { platform_id: world.platform.id, user_id: student1.id, day: '2026-03-01', active_seconds: 600 },
    { platform_id: world.platform.id, user_id: teacher.id, day: '2026-03-01', active_seconds: 1200 },
    { platform_id: world.platform.id, user_id: student1.id, day: '2025-12-10', active_seconds: 60 },
    { platform_id: world.platform.id, user_id: student1.id, day: '2026-02-20', active_seconds: 300 },
  ]);
});

afterAll(() => ctx.close());

describe('who may call each report', () => {
  it.each(REPORT_NAMES)('%s: students and guardians 403; another platform sees nothing of ours', async (name) => {
    const query = `${name}?${everyId()}`;
    expect((await get('student1', query)).statusCode).toBe(403);
    expect((await get('guardian', query)).statusCode).toBe(403);
    // Another platform's teacher: our classroom, student and teacher are not found...
    expect((await get('foreignTeacher', query)).statusCode).toBe(404);
    // ...and their own scope holds nothing of ours.
    const own = await get('foreignTeacher', `${name}?classroom_id=${world.classroomA.id}`);
    if (name.endsWith('_details')) expect(own.statusCode).toBe(name === 'student_details' ? 400 : 404);
    else expect(own.json<{ totals: { total_activities: number } }>().totals.total_activities).toBe(0);
    expect((await get('coordinator', query)).statusCode).toBe(200);
  });
});

describe('GET /reports/classes_summary', () => {
  it("a coordinator sees the school's classrooms, with the empty-stats rules", async () => {
    const report = await json<ClassesSummary>('coordinator', 'classes_summary');
    expect(report.period).toEqual({ start: '2026-02-01', end: '2026-03-02' });
    const [a, b] = [world.classroomA.id, world.classroomB.id].map((id) =>
      report.rows.find((row) => row.classroom_id === id),
    );
    expect(a).toMatchObject({
      students: 2,
      total_activities: 2,
      total_assigned: 4,
      total_delivered: 3,
      total_not_done: 1,
      participation: 75,
      avg_points: 6,
      total_pokz: 70,
      total_workload: 30,
      active_seconds: 900,
    });
    expect(b).toMatchObject({ total_activities: 1, total_delivered: 1, avg_points: null, total_pokz: 0 });
    // The combined average is the mean of the non-null parts: B's null is left out.
    expect(report.totals).toMatchObject({ total_activities: 3, avg_points: 6, total_pokz: 70, participation: 80 });
  });

  it('a teacher sees only their classrooms', async () => {
    const report = await json<ClassesSummary>('teacher', 'classes_summary');
    expect(report.rows.map((row) => row.classroom_id)).toEqual([world.classroomA.id]);
    const other = await json<ClassesSummary>('teacher', `classes_summary?classroom_id=${world.classroomB.id}`);
    expect(other.rows).toEqual([]);
  });

  it('a chosen period', async () => {
    const report = await json<ClassesSummary>('teacher', 'classes_summary?start=2025-12-01&end=2025-12-31');
    expect(report.period).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(report.rows[0]).toMatchObject({ total_activities: 1, avg_points: 10, total_pokz: 5, active_seconds: 60 });
  });

  it.each([
    'start=2026-01-01',
    'start=2026-03-01&end=2026-02-01',
    'start=2024-01-01&end=2026-01-01',
    'start=2026-02-30&end=2026-03-01',
  ])('an invalid period (%s) is a 400 with its message', async (query) => {
    const response = await get('teacher', `classes_summary?${query}`);
    expect(response.statusCode).toBe(400);
    if (query !== 'start=2026-02-30&end=2026-03-01') expect(response.body).toContain(REPORT_MESSAGES.invalidPeriod);
  });

  it('an empty period has null averages and zero totals', async () => {
    const report = await json<ClassesSummary>('coordinator', 'classes_summary?start=2020-01-01&end=2020-01-31');
    expect(report.totals).toEqual({
      total_activities: 0,
      total_assigned: 0,
      total_delivered: 0,
      total_not_done: 0,
      participation: null,
      avg_points: null,
      total_pokz: 0,
      total_workload: 0,
      active_seconds: 0,
    });
  });
});

describe('class_details, students and student_details', () => {
  it("a classroom's activities, for its teacher; another teacher's classroom is 404", async () => {
    const report = await json<ClassDetails>('teacher', `class_details?classroom_id=${world.classroomA.id}`);
    expect(report.classroom.id).toBe(world.classroomA.id);
    expect(
      report.rows.map((row) => [row.title, row.assigned, row.delivered, row.participation, row.avg_points]),
    ).toEqual([
      ['Redação', 2, 1, 50, 8],
      ['Trabalho', 2, 2, 100, 5],
    ]);
    expect((await get('teacher', `class_details?classroom_id=${world.classroomB.id}`)).statusCode).toBe(404);
    expect((await get('teacher', 'class_details')).statusCode).toBe(400);
  });

  it("students_summary: the teacher's students; student_details of another classroom is 404", async () => {
    const report = await json<StudentsSummary>('teacher', 'students_summary');
    const student1 = report.rows.find((row) => row.student_id === world.users.student1.id);
    expect(report.rows).toHaveLength(2);
    expect(student1).toMatchObject({ total_activities: 2, total_delivered: 2, avg_points: 7, total_pokz: 70 });
    const details = await json<StudentDetails>('teacher', `student_details?student_id=${world.users.student1.id}`);
    expect(details.rows.map((row) => [row.title, row.delivered, row.score])).toEqual([
      ['Redação', true, 8],
      ['Trabalho', true, 6],
    ]);
    expect((await get('teacher', `student_details?student_id=${world.users.student3.id}`)).statusCode).toBe(404);
    expect((await get('coordinator', `student_details?student_id=${world.users.student3.id}`)).statusCode).toBe(200);
    expect((await get('teacher', 'student_details')).body).toContain(REPORT_MESSAGES.studentRequired);
  });

  it('daily totals: one row per day, the activities of their day and the time of that day', async () => {
    const report = await json<DailyTotals>('teacher', 'classes_daily_totals');
    expect(report.rows).toHaveLength(30);
    expect(report.rows.find((row) => row.day === '2026-03-01')).toMatchObject({
      total_activities: 1,
      total_delivered: 1,
      active_seconds: 600,
    });
    // Each day counts only its own time.
    expect(report.rows.find((row) => row.day === '2026-02-20')).toMatchObject({ active_seconds: 300 });
    expect(report.totals.active_seconds).toBe(900);
    const student = await json<DailyTotals>('teacher', `students_daily_totals?student_id=${world.users.student2.id}`);
    expect(student.totals).toMatchObject({ total_assigned: 2, total_delivered: 1, active_seconds: 0 });
  });
});

describe('teacher reports', () => {
  it('a teacher sees only themself; a coordinator every teacher of the school', async () => {
    const own = await json<TeachersSummary>('teacher', 'teachers_summary');
    expect(own.rows.map((row) => row.teacher_id)).toEqual([world.users.teacher.id]);
    expect(own.rows[0]).toMatchObject({ total_activities: 2, active_seconds: 1200, classrooms: 1 });
    const all = await json<TeachersSummary>('coordinator', 'teachers_summary');
    expect(all.rows.map((row) => row.teacher_id).sort()).toEqual(
      [world.users.teacher.id, world.users.teacherB.id].sort(),
    );
    expect((await get('teacher', `teacher_details?teacher_id=${world.users.teacherB.id}`)).statusCode).toBe(404);
    expect((await get('teacher', `teachers_summary?teacher_id=${world.users.teacherB.id}`)).statusCode).toBe(404);
    const b = await json<TeacherDetails>('coordinator', `teacher_details?teacher_id=${world.users.teacherB.id}`);
    expect(b.teacher.id).toBe(world.users.teacherB.id);
    expect(b.rows.map((row) => row.classroom_id)).toEqual([world.classroomB.id]);
    expect((await get('coordinator', 'teacher_details')).body).toContain(REPORT_MESSAGES.teacherRequired);
    const mine = await json<TeacherDetails>('teacher', 'teacher_details');
    expect(mine.totals).toMatchObject({ total_activities: 2, total_delivered: 3 });
    const days = await json<DailyTotals>('teacher', 'teacher_daily_totals');
    expect(days.rows.find((row) => row.day === '2026-03-01')).toMatchObject({
      total_activities: 1,
      active_seconds: 1200,
    });
  });
});

describe('the rollups (README "Rollups")', () => {
  /** Rows where a rollup differs from the sums of the rows it is kept from (none when exact). */
  const differences = async () =>
    rowsOf<{ id: string }>(
      await ctx.db.execute(sql`
        select r.activity_id::text as id from report_activity_totals r full join (
          select activity_id, count(*) as assigned, count(*) filter (where status = 3) as delivered,
            coalesce(sum(score), 0) as score_sum, count(score) as score_count, coalesce(sum(greatest(pokz, 0)), 0) as pokz
          from activity_students group by 1
        ) d on d.activity_id = r.activity_id
        where (coalesce(r.assigned, 0), coalesce(r.delivered, 0), coalesce(r.score_sum, 0), coalesce(r.score_count, 0),
          coalesce(r.pokz, 0)) <> (coalesce(d.assigned, 0), coalesce(d.delivered, 0), coalesce(d.score_sum, 0),
          coalesce(d.score_count, 0), coalesce(d.pokz, 0))
        union all
        select m.user_id::text from report_time_months m full join (
          select user_id, date_trunc('month', day)::date as month, sum(active_seconds) as seconds from time_logs group by 1, 2
        ) l on l.user_id = m.user_id and l.month = m.month
        where coalesce(m.active_seconds, 0) <> coalesce(l.seconds, 0)`),
    );

  it('stay exact after deliveries, grading, unassigning and deleting an activity, and time logged', async () => {
    const { student1, student2, teacher } = world.users;
    expect(await differences()).toEqual([]);
    const activity = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      created_at: at('2026-02-10'),
      students: [student1.id, student2.id],
    });
    const row = (studentId: string) =>
      and(eq(activityStudents.activity_id, activity.id), eq(activityStudents.student_id, studentId));
    await ctx.db
      .update(activityStudents)
      .set({ status: 3, draft: false, delivered_at: at('2026-02-11') })
      .where(row(student1.id));
    await ctx.db.update(activityStudents).set({ score: 7.5, pokz: 40 }).where(row(student1.id));
    await ctx.db.update(activityStudents).set({ score: 9.25, pokz: -5 }).where(row(student1.id));
    await ctx.db.update(activityStudents).set({ status: 5 }).where(row(student1.id));
    expect(await differences()).toEqual([]);
    await ctx.db.delete(activityStudents).where(row(student2.id));
    await ctx.db.insert(timeLogs).values({ platform_id: world.platform.id, user_id: student2.id, day: '2026-02-11' });
    await ctx.db
      .update(timeLogs)
      .set({ active_seconds: sql`${timeLogs.active_seconds} + 40` })
      .where(eq(timeLogs.user_id, student2.id));
    expect(await differences()).toEqual([]);
    await ctx.db.delete(activities).where(eq(activities.id, activity.id));
    await ctx.db.delete(timeLogs).where(and(eq(timeLogs.user_id, student2.id), eq(timeLogs.day, '2026-02-11')));
    expect(await differences()).toEqual([]);
  });

  it('a period is months of the rollup and the fewest days of time logs', async () => {
    expect(timeParts({ start: '2025-12-01', end: '2026-03-02' })).toEqual({
      months: { from: '2025-12-01', to: '2026-03-01' },
      add: [{ start: '2026-03-01', end: '2026-03-02' }],
      subtract: [],
    });
    // The last 30 days: three days of October, and November less its days after the 27th.
    expect(timeParts({ start: '2026-10-29', end: '2026-11-27' })).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      add: [{ start: '2026-10-29', end: '2026-10-31' }],
      subtract: [{ start: '2026-11-28', end: '2026-11-30' }],
    });
    expect(timeParts({ start: '2026-02-02', end: '2026-02-27' })).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      add: [],
      subtract: [
        { start: '2026-02-01', end: '2026-02-01' },
        { start: '2026-02-28', end: '2026-02-28' },
      ],
    });
    expect(timeParts({ start: '2026-02-10', end: '2026-02-12' })).toEqual({
      months: null,
      add: [{ start: '2026-02-10', end: '2026-02-12' }],
      subtract: [],
    });
    const seconds = async (query: string) =>
      (await json<ClassesSummary>('teacher', `classes_summary?${query}`)).rows[0]?.active_seconds;
    // Three whole months and two days: December's, February's and March's time, nothing of January.
    expect(await seconds('start=2025-12-01&end=2026-03-02')).toBe(960);
    // December less its first ten days (the 60 s of the 10th), then less its first nine.
    expect(await seconds('start=2025-12-11&end=2026-01-31')).toBe(0);
    expect(await seconds('start=2025-12-10&end=2026-01-31')).toBe(60);
  });
});

describe('exports', () => {
  it('xlsx and pdf of a report', async () => {
    const xlsx = await get('coordinator', 'classes_summary?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('resumo-das-turmas-01-02-2026-a-02-03-2026.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await get('teacher', `student_details?student_id=${world.users.student1.id}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('statements per request', () => {
  it('stay the same however many activities, students and days there are', async () => {
    const counter = countQueries(ctx.db);
    const counts = async () => {
      const result: number[] = [];
      for (const name of REPORT_NAMES) {
        counter.reset();
        await json('coordinator', `${name}?${everyId()}`);
        result.push(counter.count);
      }
      return result;
    };
    try {
      const before = await counts();
      for (let index = 0; index < 5; index += 1) {
        await buildActivity(ctx.db, world.platform, {
          classroom_id: world.classroomA.id,
          teacher_id: world.users.teacher.id,
          created_at: at('2026-02-15'),
          students: [world.users.student1.id, world.users.student2.id],
        });
      }
      expect(await counts()).toEqual(before);
    } finally {
      counter.restore();
    }
  });
});
