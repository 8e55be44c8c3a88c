import { MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { activityExams } from '../exams/exams.tables.ts';
import { activities, activityStudents } from './activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;

const step = (service: string, name: string, token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${service}/activity/create/${name}`,
    headers: bearer(token),
    payload,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
});
afterAll(() => ctx.close());

const first = (kind: string) => ({
  title: 'Prova de frações',
  activity_type: kind,
  classroom: world.classroomA.id,
  end_time: '2026-03-20T12:00:00Z',
  workload: 45,
});

describe('four-step creation', () => {
  it('saves a task draft step by step and publishes it at the fourth', async () => {
    const created = await step('tasks', 'first_step', world.tokens.teacher, first('task'));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ published: false, creation_step: 1, kind: 'task', total_students: 0 });
    const activity = created.json().id;

    const early = await step('tasks', 'fourth_step', world.tokens.teacher, { activity });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Conclua as etapas anteriores antes de publicar a atividade.');

    const second = await step('tasks', 'second_step', world.tokens.teacher, {
      activity,
      config: { fullscreen: true, anti_cheat: true },
      details: '<p>Instruções<script>x</script></p>',
    });
    expect(second.json()).toMatchObject({ creation_step: 2, config: { fullscreen: true, anti_cheat: true } });
    expect(second.json().details).toBe('<p>Instruções</p>');

    const third = await step('tasks', 'third_step', world.tokens.teacher, {
      activity,
      students: [world.users.student1.id],
    });
    expect(third.json()).toMatchObject({ creation_step: 3, students: [world.users.student1.id] });

    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/activity/create/show?activity=${activity}&step=second_step`,
      headers: bearer(world.tokens.teacher),
    });
    expect(shown.json()).toMatchObject({ id: activity, creation_step: 3 });

    const student = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_open',
      headers: bearer(world.tokens.student1),
    });
    expect(student.json().activities.some((a: { id: string }) => a.id === activity)).toBe(false);

    const fourth = await step('tasks', 'fourth_step', world.tokens.teacher, { activity });
    expect(fourth.json()).toMatchObject({ published: true, creation_step: 4 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_open',
      headers: bearer(world.tokens.student1),
    });
    expect(after.json().activities.some((a: { id: string }) => a.id === activity)).toBe(true);
  });

  it('keeps the rows of the students a later third step keeps', async () => {
    const { student1, student2 } = world.users;
    const activity = (await step('tasks', 'first_step', world.tokens.teacher, first('task'))).json().id;
    await step('tasks', 'third_step', world.tokens.teacher, { activity, students: [student1.id, student2.id] });
    const commented = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/comment',
      headers: bearer(world.tokens.teacher),
      payload: { activity, student: student1.id, comment: 'Capriche' },
    });
    expect(commented.statusCode).toBe(200);

    const again = await step('tasks', 'third_step', world.tokens.teacher, { activity, students: [student1.id] });
    expect(again.json().students).toEqual([student1.id]);
    const rows = await ctx.db
      .select({ student: activityStudents.student_id, comment: activityStudents.teacher_comment })
      .from(activityStudents)
      .where(eq(activityStudents.activity_id, activity));
    expect(rows).toEqual([{ student: student1.id, comment: 'Capriche' }]);
  });

  it('leaves a published activity to /activity/update: the first three steps refuse it and change nothing', async () => {
    const { student1, student2 } = world.users;
    const published = await buildActivity(ctx.db, world.platform, {
      kind: 'task',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      title: 'Publicada',
      students: [
        { student_id: student1.id, status: 3, draft: false, response_text: '<p>feito</p>', score: 9, pokz: 5 },
        student2.id,
      ],
    });
    const activity = published.id;
    const rowsOf = () =>
      ctx.db
        .select()
        .from(activityStudents)
        .where(eq(activityStudents.activity_id, activity))
        .orderBy(activityStudents.student_id);
    const before = await rowsOf();
    const attempts = [
      ['first_step', { ...first('task'), activity, classroom: world.classroomB.id }],
      ['second_step', { activity, details: '<p>Outra</p>' }],
      ['third_step', { activity, students: [student2.id] }],
    ] as const;
    for (const [name, payload] of attempts) {
      const refused = await step('tasks', name, world.tokens.coordinator, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.activityPublished);
    }
    expect(await rowsOf()).toEqual(before);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, activity));
    expect(row).toMatchObject({ title: 'Publicada', classroom_id: world.classroomA.id, details: '' });
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/activity/create/show?activity=${activity}&step=second_step`,
      headers: bearer(world.tokens.teacher),
    });
    expect(shown.statusCode).toBe(200);
  });

  it('edits the draft at the first step and assigns the whole classroom without ids', async () => {
    const created = await step('exams', 'first_step', world.tokens.teacher, first('digital_exam'));
    const activity = created.json().id;
    const edited = await step('exams', 'first_step', world.tokens.teacher, {
      ...first('digital_exam'),
      activity,
      title: 'Prova de frações (revisada)',
    });
    expect(edited.json()).toMatchObject({ id: activity, title: 'Prova de frações (revisada)', activity_type: 'DE' });
    const third = await step('exams', 'third_step', world.tokens.teacher, { activity });
    expect(third.json().total_students).toBe(2);
  });

  it('publishes a digital exam only once its exam is attached', async () => {
    const activity = (await step('exams', 'first_step', world.tokens.teacher, first('digital_exam'))).json().id;
    await step('exams', 'second_step', world.tokens.teacher, { activity });
    await step('exams', 'third_step', world.tokens.teacher, { activity, students: [world.users.student1.id] });

    const bare = await step('exams', 'fourth_step', world.tokens.teacher, { activity });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(MESSAGES.examNotAttached);

    const [exam] = await ctx.db
      .insert(exams)
      .values({
        platform_id: world.platform.id,
        author_id: world.users.teacher.id,
        external_id: 'P-FRACOES',
        description: 'Frações',
        status: 1,
      })
      .returning();
    await ctx.db
      .insert(activityExams)
      .values({ activity_id: activity, platform_id: world.platform.id, exam_id: exam?.id ?? '', duration: 30 });
    const published = await step('exams', 'fourth_step', world.tokens.teacher, { activity });
    expect(published.json()).toMatchObject({ published: true, creation_step: 4 });
  });

  it('starts a digital exam with anti-cheat on, unless the teacher turns it off; other kinds without it', async () => {
    const exam = await step('exams', 'first_step', world.tokens.teacher, first('digital_exam'));
    expect(exam.json().config).toEqual({ anti_cheat: true });
    const allowed = await step('exams', 'second_step', world.tokens.teacher, {
      activity: exam.json().id,
      config: { anti_cheat: false },
    });
    expect(allowed.json().config).toEqual({ anti_cheat: false });

    const essay = await step('tasks', 'first_step', world.tokens.teacher, first('essay'));
    expect(essay.json().config).toEqual({});
  });

  it('takes only its own kinds on each service', async () => {
    const wrong = await step('trails', 'first_step', world.tokens.teacher, first('essay'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Este tipo de atividade não é criado por este serviço.');
    const trail = await step('trails', 'first_step', world.tokens.teacher, first('trail'));
    expect(trail.json().activity_type).toBe('LT');
    const elsewhere = await step('tasks', 'second_step', world.tokens.teacher, { activity: trail.json().id });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('keeps a trilha’s trail flags from its second step', async () => {
    const trail = await step('trails', 'first_step', world.tokens.teacher, first('trail'));
    const second = await step('trails', 'second_step', world.tokens.teacher, {
      activity: trail.json().id,
      details: '',
      config: { forum: false, hideComments: true, deleteComments: false },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().config).toEqual({ forum: false, hideComments: true, deleteComments: false });
  });

  it('refuses students, teachers of other classrooms and bad input', async () => {
    expect((await step('tasks', 'first_step', world.tokens.student1, first('task'))).statusCode).toBe(403);
    expect((await step('tasks', 'first_step', world.tokens.teacherB, first('task'))).statusCode).toBe(403);
    const created = await step('tasks', 'first_step', world.tokens.teacher, first('homework'));
    const activity = created.json().id;
    expect((await step('tasks', 'second_step', world.tokens.teacherB, { activity })).statusCode).toBe(403);
    const stranger = await step('tasks', 'third_step', world.tokens.teacher, {
      activity,
      students: [world.users.student3.id],
    });
    expect(stranger.statusCode).toBe(400);
    const bad = await step('tasks', 'first_step', world.tokens.teacher, { ...first('task'), workload: 'muito' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verifique as informações e tente novamente.');
  });
});
