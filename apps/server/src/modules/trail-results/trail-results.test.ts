import { TRAIL_RESULTS_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { readSheet } from '../../../test/spreadsheet.ts';
import { activities } from '../activities/activities.tables.ts';
import { activityTrails } from '../trails/trails.tables.ts';
import { buildTrailWorld, type TrailWorld } from './trail-results.fixture.ts';

let w: TrailWorld;
let frações: Awaited<ReturnType<TrailWorld['newTrail']>>;
let leitura: Awaited<ReturnType<TrailWorld['newTrail']>>;
/** A trail activity whose students have walked it: student1 finished, student2 did one step. */
let walked: { id: string };

const item = (index: number) => frações.items[index]?.id as string;

beforeAll(async () => {
  w = await buildTrailWorld();
  frações = await w.newTrail('Frações no dia a dia');
  leitura = await w.newTrail('Leitura em voz alta', { steps: ['text'] });
  await w.newTrail('Rascunho de geometria', { status: 3 });
  walked = await w.newTrailActivity();
  const linked = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
    activity: walked.id,
    add_trails: [frações.id],
  });
  expect(linked.statusCode).toBe(200);
  const { student1, student2 } = w.users;
  await w.journey(walked.id, student1.id, {
    started_at: new Date('2026-03-02T10:00:00Z'),
    finished_at: new Date('2026-03-02T11:00:00Z'),
  });
  await w.step(walked.id, student1.id, item(0), { updated_at: new Date('2026-03-02T10:10:00Z') });
  await w.step(walked.id, student1.id, item(1), { score: 2 });
  await w.step(walked.id, student1.id, item(2), { score: 3, updated_at: new Date('2026-03-02T10:50:00Z') });
  await w.answer(walked.id, student1.id, item(2), 'q1', true);
  await w.answer(walked.id, student1.id, item(2), 'q2', false);
  await w.journey(walked.id, student2.id, { started_at: new Date('2026-03-03T09:00:00Z') });
  await w.step(walked.id, student2.id, item(0), {
    created_at: new Date('2026-03-03T09:05:00Z'),
    updated_at: new Date('2026-03-03T09:05:00Z'),
  });
  await w.step(walked.id, student2.id, item(1), { done: false, updated_at: new Date('2026-03-03T09:20:00Z') });
  await w.answer(walked.id, student2.id, item(2), 'q1', true);
});
afterAll(() => w.ctx.close());

describe('GET /homeworks/learning_trails_list', () => {
  it("offers the platform's published trails by title, searched, with the activity's trail", async () => {
    const activity = await w.newTrailActivity();
    const all = await w.call('teacher', 'GET', `/api/homeworks/learning_trails_list?activity=${activity.id}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().linked).toBeNull();
    expect(all.json().trails.map((trail: { title: string }) => trail.title)).toEqual([
      'Frações no dia a dia',
      'Leitura em voz alta',
    ]);
    const found = await w.call(
      'teacher',
      'GET',
      `/api/homeworks/learning_trails_list?activity=${activity.id}&search=${encodeURIComponent('fraç')}`,
    );
    expect(found.json().trails).toEqual([
      { trail_id: frações.id, external_id: frações.external_id, title: 'Frações no dia a dia', total_steps: 3 },
    ]);
    const linked = await w.call('coordinator', 'GET', `/api/homeworks/learning_trails_list?activity=${walked.id}`);
    expect(linked.json().linked).toMatchObject({ trail_id: frações.id, total_steps: 3 });
  });

  it('answers only educators of the activity: 403 to another classroom and students, 404 elsewhere', async () => {
    const url = `/api/homeworks/learning_trails_list?activity=${walked.id}`;
    expect((await w.call('teacherB', 'GET', url)).statusCode).toBe(403);
    expect((await w.call('student1', 'GET', url)).statusCode).toBe(403);
    expect((await w.call('guardian', 'GET', url)).statusCode).toBe(403);
    expect((await w.call('foreignTeacher', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses an activity that is not a trail', async () => {
    const forum = await buildActivity(w.db, w.world.platform, {
      classroom_id: w.world.classroomA.id,
      teacher_id: w.users.teacher.id,
    });
    const response = await w.call('teacher', 'GET', `/api/homeworks/learning_trails_list?activity=${forum.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TRAIL_RESULTS_MESSAGES.notTrailActivity);
  });
});

describe('PATCH /homeworks/update_trails', () => {
  const linkOf = async (activityId: string) =>
    (await w.db.select().from(activityTrails).where(eq(activityTrails.activity_id, activityId)))[0]?.trail_id ?? null;

  it('links a published trail, replaces it and removes it before anyone starts; merges the settings', async () => {
    const activity = await w.newTrailActivity();
    const add = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: activity.id,
      add_trails: [frações.id],
      detail: { config: { forum: true } },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().linked.trail_id).toBe(frações.id);
    const [stored] = await w.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(stored?.config).toMatchObject({ forum: true });

    const replaced = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: activity.id,
      add_trails: [leitura.id],
      rm_trails: [frações.id],
    });
    expect(replaced.json().linked.trail_id).toBe(leitura.id);
    const removed = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: activity.id,
      rm_trails: [leitura.id],
    });
    expect(removed.json().linked).toBeNull();
    expect(await linkOf(activity.id)).toBeNull();
  });

  it('refuses a draft or foreign trail, and changing the trail once a student started, changing nothing', async () => {
    const activity = await w.newTrailActivity();
    const draft = await w.newTrail('Ainda em rascunho', { status: 3 });
    const refused = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: activity.id,
      add_trails: [draft.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TRAIL_RESULTS_MESSAGES.trailNotPublished);

    const started = await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', {
      activity: walked.id,
      add_trails: [leitura.id],
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(TRAIL_RESULTS_MESSAGES.trailAlreadyStarted);
    expect(await linkOf(walked.id)).toBe(frações.id);
    expect(await linkOf(activity.id)).toBeNull();
  });

  it('is refused to a teacher of another classroom and to a student', async () => {
    const activity = await w.newTrailActivity();
    for (const who of ['teacherB', 'student1'] as const) {
      const response = await w.call(who, 'PATCH', '/api/homeworks/update_trails', {
        activity: activity.id,
        add_trails: [frações.id],
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await linkOf(activity.id)).toBeNull();
  });
});

describe('the four-step flow of a trail', () => {
  it('publishes a trail activity only once its trail is linked', async () => {
    const step = (name: string, payload: object) =>
      w.call('teacher', 'POST', `/api/trails/activity/create/${name}`, payload);
    const created = await step('first_step', {
      title: 'Trilha de frações',
      activity_type: 'trail',
      classroom: w.world.classroomA.id,
      end_time: '2026-03-20T12:00:00Z',
      workload: 45,
    });
    expect(created.statusCode).toBe(200);
    const activity = created.json().id;
    await step('second_step', { activity });
    await step('third_step', { activity });
    const bare = await step('fourth_step', { activity });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(TRAIL_RESULTS_MESSAGES.trailNotAttached);

    const list = await w.call('teacher', 'GET', `/api/homeworks/learning_trails_list?activity=${activity}`);
    expect(list.statusCode).toBe(200);
    await w.call('teacher', 'PATCH', '/api/homeworks/update_trails', { activity, add_trails: [frações.id] });
    const published = await step('fourth_step', { activity });
    expect(published.json()).toMatchObject({ published: true, creation_step: 4 });
  });
});

describe("the teacher's results", () => {
  it('lists each student with progress, steps done, score, last access and finish', async () => {
    const response = await w.call('teacher', 'GET', `/api/homeworks/learning_trails_result_list?activity=${walked.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.trail.trail_id).toBe(frações.id);
    expect(body.total_students).toBe(2);
    const byUsername = new Map(body.students.map((row: { username: string }) => [row.username, row]));
    const [first, second] = [byUsername.get('aluno1'), byUsername.get('aluno2')];
    expect(first).toMatchObject({
      progress: 100,
      steps_done: 3,
      score: 5,
      started_at: '2026-03-02T10:00:00.000Z',
      finished_at: '2026-03-02T11:00:00.000Z',
    });
    expect(second).toMatchObject({
      progress: 33,
      steps_done: 1,
      score: null,
      finished_at: null,
      last_access: '2026-03-03T09:20:00.000Z',
    });
  });

  it('sums up each step: students who did it and how its quiz was answered', async () => {
    const response = await w.call('coordinator', 'GET', `/api/homeworks/learning_trails_summary?activity=${walked.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total_students: 2,
      students_started: 2,
      students_finished: 1,
      average_progress: 67,
    });
    expect(response.json().steps).toEqual([
      {
        item_id: item(0),
        title: 'Etapa 1',
        type: 'text',
        position: 1,
        students_done: 2,
        quiz_answers: 0,
        quiz_correct: 0,
      },
      {
        item_id: item(1),
        title: 'Etapa 2',
        type: 'video',
        position: 2,
        students_done: 1,
        quiz_answers: 0,
        quiz_correct: 0,
      },
      {
        item_id: item(2),
        title: 'Etapa 3',
        type: 'quiz',
        position: 3,
        students_done: 1,
        quiz_answers: 3,
        quiz_correct: 2,
      },
    ]);
  });

  it('shows an activity without a trail yet as empty', async () => {
    const activity = await w.newTrailActivity();
    const summary = await w.call('teacher', 'GET', `/api/homeworks/learning_trails_summary?activity=${activity.id}`);
    expect(summary.json()).toMatchObject({ trail: null, total_students: 2, average_progress: 0, steps: [] });
  });

  it('is refused to students, guardians, other classrooms and other platforms', async () => {
    for (const path of ['learning_trails_result_list', 'learning_trails_summary']) {
      const url = `/api/homeworks/${path}?activity=${walked.id}`;
      expect((await w.call('student1', 'GET', url)).statusCode).toBe(403);
      expect((await w.call('guardian', 'GET', url)).statusCode).toBe(403);
      expect((await w.call('teacherB', 'GET', url)).statusCode).toBe(403);
      expect((await w.call('foreignTeacher', 'GET', url)).statusCode).toBe(404);
    }
  });

  it('fills the export columns progress and total_trails', async () => {
    const response = await w.call('teacher', 'GET', `/api/activity/export_students?activity=${walked.id}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(response.rawPayload);
    const progress = header?.indexOf('Progresso') ?? -1;
    expect(header?.[progress + 1]).toBe('Etapas concluídas');
    const byUsername = new Map(rows.map((row) => [row[2], row.slice(progress, progress + 2)]));
    expect(byUsername.get('aluno1')).toEqual(['100%', '3 de 3']);
    expect(byUsername.get('aluno2')).toEqual(['33%', '1 de 3']);
  });
});

describe("a dependent's trail progress", () => {
  const url = (student?: string) =>
    `/api/homeworks/learning_trail_progress?activity=${walked.id}${student ? `&student=${student}` : ''}`;

  it("shows the guardian their dependent's progress with each step's first save", async () => {
    const response = await w.call('guardian', 'GET', url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ progress: 100, finished_at: '2026-03-02T11:00:00.000Z' });
    expect(Object.keys(response.json().details)).toEqual([item(0), item(1), item(2)]);
    const teacher = await w.call('teacher', 'GET', url(w.users.student2.id));
    expect(teacher.json().progress).toBe(33);
    expect(teacher.json().details[item(0)]).toEqual({
      title: 'Etapa 1',
      done: true,
      score: null,
      send_date: '2026-03-03T09:05:00.000Z',
    });
  });

  it("refuses a guardian another student's progress, and students and strangers any", async () => {
    expect((await w.call('guardian', 'GET', url(w.users.student2.id))).statusCode).toBe(403);
    expect((await w.call('student1', 'GET', url(w.users.student1.id))).statusCode).toBe(403);
    expect((await w.call('teacherB', 'GET', url(w.users.student1.id))).statusCode).toBe(403);
    expect((await w.call('teacher', 'GET', url(w.users.student3.id))).statusCode).toBe(404);
    expect((await w.call('foreignTeacher', 'GET', url(w.users.student1.id))).statusCode).toBe(404);
  });
});

describe('GET /guardians/dependent_trails', () => {
  it("lists the dependent's published trail activities with their progress", async () => {
    const response = await w.call('guardian', 'GET', `/api/guardians/dependent_trails?student=${w.users.student1.id}`);
    expect(response.statusCode).toBe(200);
    const walkedOne = response.json().activities.find((row: { activity_id: string }) => row.activity_id === walked.id);
    expect(walkedOne).toMatchObject({
      trail: { trail_id: frações.id, title: 'Frações no dia a dia', total_steps: 3 },
      progress: 100,
      steps_done: 3,
      finished_at: '2026-03-02T11:00:00.000Z',
    });
  });

  it('shows nothing of a student who is not their dependent, and is refused to others', async () => {
    const other = await w.call('guardian', 'GET', `/api/guardians/dependent_trails?student=${w.users.student2.id}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().activities).toEqual([]);
    for (const who of ['teacher', 'student1'] as const) {
      const response = await w.call(who, 'GET', `/api/guardians/dependent_trails?student=${w.users.student1.id}`);
      expect(response.statusCode).toBe(403);
    }
  });
});
