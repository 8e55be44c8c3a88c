import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { timeLogs } from '../tracker/tracker.tables.ts';

let ctx: TestContext;
let w: ActivityWorld;
const tokens: Record<string, string> = {};

const get = (who: string, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/teacher-dashboard/workload/${path}`, headers: bearer(tokens[who] ?? '') });

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildActivityWorld(ctx);
  Object.assign(tokens, w.tokens);
  await ctx.db
    .update(platforms)
    .set({ features: { enableManualFrequency: true } })
    .where(eq(platforms.id, w.platform.id));
  const school = await buildSchool(ctx.db, w.platform, 'Outra Escola');
  await buildUser(ctx.db, w.platform, 'school_coordinator', { username: 'coord-outra', schoolId: school.id });
  tokens.otherCoordinator = await signIn(ctx.app, w.platform.slug, 'coord-outra');
  const diary = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/class-diary/v1/class-diary',
      headers: bearer(w.tokens.teacher),
      payload: { classroom_id: w.classroomA.id, subject: 'Português', content: '<p>Leitura</p>', ...payload },
    });
  // March: 3 classes; student1 misses the first lesson's 2. February: 1 class, nobody absent.
  await diary({ date: '2026-03-02', lessons: 2, absent_student_ids: [w.users.student1.id] });
  await diary({ date: '2026-03-03', lessons: 1 });
  await diary({ date: '2026-02-10', lessons: 1 });
  await buildActivity(ctx.db, w.platform, {
    classroom_id: w.classroomA.id,
    teacher_id: w.users.teacher.id,
    title: 'Leitura de fábulas',
    workload: 45,
    students: [
      { student_id: w.users.student1.id, status: 3, delivered_at: new Date('2026-03-02T13:00:00Z') },
      w.users.student2.id,
    ],
  });
  await buildActivity(ctx.db, w.platform, {
    classroom_id: w.classroomA.id,
    teacher_id: w.users.teacher.id,
    title: 'Pesquisa livre',
    workload: 50,
    students: [{ student_id: w.users.student1.id, status: 3, delivered_at: new Date('2026-03-05T13:00:00Z') }],
  });
  await ctx.db.insert(timeLogs).values([
    { platform_id: w.platform.id, user_id: w.users.student1.id, day: '2026-03-02', active_seconds: 630 },
    { platform_id: w.platform.id, user_id: w.users.student1.id, day: '2026-03-03', active_seconds: 300 },
  ]);
});
afterAll(() => ctx.close());

const classroomA = () => `classroom_id=${w.classroomA.id}`;
const student1 = () => `classroom_id=${w.classroomA.id}&student_id=${w.users.student1.id}`;

describe('frequency', () => {
  it('GET monthly_frequency: the classroom per month, from the diary', async () => {
    const res = await get('teacher', `monthly_frequency?${classroomA()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      year: 2026,
      students: 2,
      months: [
        { month: '2026-02', lessons: 1, classes: 1, missed_classes: 0, frequency: 100 },
        // 3 classes for 2 students, 2 missed: 4 of 6.
        { month: '2026-03', lessons: 2, classes: 3, missed_classes: 2, frequency: 66.7 },
      ],
    });
    expect((await get('teacher', `monthly_frequency?${classroomA()}&year=2025`)).json().months).toEqual([]);
  });

  it('GET students_frequency_list: each student in the month', async () => {
    const res = await get('coordinator', `students_frequency_list?${classroomA()}&month=2026-03`);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().students.map((s: { student_id: string }) => [s.student_id, s]));
    expect(byId[w.users.student1.id]).toMatchObject({ classes: 3, missed_classes: 2, frequency: 33.3 });
    expect(byId[w.users.student2.id]).toMatchObject({ classes: 3, missed_classes: 0, frequency: 100 });
    expect((await get('teacher', `students_frequency_list?${classroomA()}&month=2026-13`)).statusCode).toBe(400);
  });

  it('GET frequency_details: the lessons of the month, present or absent', async () => {
    const res = await get('teacher', `frequency_details?${student1()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      month: '2026-03',
      student: { student_id: w.users.student1.id, frequency: 33.3 },
      lessons: [
        { date: '2026-03-02', lessons: 2, absent: true },
        { date: '2026-03-03', lessons: 1, absent: false },
      ],
    });
    const other = `classroom_id=${w.classroomA.id}&student_id=${w.users.student3.id}`;
    expect((await get('teacher', `frequency_details?${other}`)).statusCode).toBe(404);
  });
});

describe('workload', () => {
  it('GET students_workload_list: delivered activity minutes and platform minutes in the month', async () => {
    const res = await get('teacher', `students_workload_list?${classroomA()}&month=2026-03`);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().students.map((s: { student_id: string }) => [s.student_id, s]));
    expect(byId[w.users.student1.id]).toMatchObject({
      delivered_activities: 2,
      activity_minutes: 95,
      platform_minutes: 15,
    });
    expect(byId[w.users.student2.id]).toMatchObject({
      delivered_activities: 0,
      activity_minutes: 0,
      platform_minutes: 0,
    });
  });

  it("GET workload_details: the student's activities with their workload labels and days", async () => {
    const res = await get('teacher', `workload_details?${student1()}&month=2026-03`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      student: { activity_minutes: 95 },
      activities: [
        { title: 'Leitura de fábulas', workload: 45, workload_label: '45 minutos' },
        { title: 'Pesquisa livre', workload: 50, workload_label: 'Sem informação' },
      ],
      platform_days: [
        { day: '2026-03-02', minutes: 10 },
        { day: '2026-03-03', minutes: 5 },
      ],
    });
  });
});

describe('who may call the workload paths', () => {
  const paths = () => [
    `monthly_frequency?${classroomA()}`,
    `students_frequency_list?${classroomA()}`,
    `frequency_details?${student1()}`,
    `students_workload_list?${classroomA()}`,
    `workload_details?${student1()}`,
  ];

  it('answers the classroom teacher and the school coordinator', async () => {
    for (const path of paths()) {
      expect((await get('teacher', path)).statusCode).toBe(200);
      expect((await get('coordinator', path)).statusCode).toBe(200);
    }
  });

  it('hides the classroom from other teachers, other schools and other platforms', async () => {
    for (const path of paths()) {
      for (const who of ['teacherB', 'otherCoordinator', 'foreignTeacher']) {
        expect((await get(who, path)).statusCode, `${who} ${path}`).toBe(404);
      }
    }
  });

  it('refuses students and guardians', async () => {
    for (const path of paths()) {
      expect((await get('student1', path)).statusCode).toBe(403);
      expect((await get('guardian', path)).statusCode).toBe(403);
    }
  });
});
