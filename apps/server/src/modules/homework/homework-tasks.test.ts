import { HOMEWORK_MESSAGES, type HomeworkProgress, type HomeworkShow, MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/harness.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { buildHomeworkWorld, type HomeworkWorld } from './homework.fixture.ts';
import { homeworkGameResults } from './homework.tables.ts';

let w: HomeworkWorld;
let a: string;
let b: string;
let c: string;

beforeAll(async () => {
  w = await buildHomeworkWorld();
  [a, b, c] = w.games as [string, string, string];
});
afterAll(() => w.ctx.close());

const show = (who: Parameters<HomeworkWorld['tasks']>[0], activity: string) =>
  w.tasks(who, 'GET', `/activity/show?activity_id=${activity}`);
const delivery = async (activity: string, student: string) => {
  const [row] = await w.ctx.db
    .select()
    .from(activityStudents)
    .where(and(eq(activityStudents.activity_id, activity), eq(activityStudents.student_id, student)));
  return row;
};
const counted = (activity: string) =>
  w.ctx.db.select().from(homeworkGameResults).where(eq(homeworkGameResults.activity_id, activity));

describe('GET /api/tasks/activity/show', () => {
  it('shows the student the tarefa and its challenges with what they played', async () => {
    const activity = await w.newHomework();
    await w.playAndCount('student1', activity.id, b, 2);
    const shown = await w.ok<HomeworkShow>(show('student1', activity.id));
    expect(shown.activity).toEqual({
      id: activity.id,
      title: 'Tarefa de matemática',
      details: '<p>Jogue os desafios.</p>',
      end_time: activity.end_time?.toISOString(),
      teacher: 'Pessoa Teste',
      state: 'in_progress',
      score: null,
      pokz: 67,
    });
    expect(shown.games.map((game) => [game.id, game.oed_content_id, game.done, game.score])).toEqual([
      [1, a, false, null],
      [2, b, true, 6.7],
      [3, c, false, null],
    ]);
    const other = await w.ok<HomeworkShow>(show('student2', activity.id));
    expect(other.activity.state).toBe('not_started');
    expect(other.games.every((game) => !game.done)).toBe(true);
  });

  it('is for the assigned students of a published tarefa only', async () => {
    const activity = await w.newHomework();
    const draft = await w.newHomework(w.games, { published: false });
    const forum = await w.newHomework([], { kind: 'forum' });
    expect((await show('student3', activity.id)).statusCode).toBe(404);
    expect((await show('student1', draft.id)).statusCode).toBe(404);
    const notTarefa = await show('student1', forum.id);
    expect(notTarefa.statusCode).toBe(404);
    expect(notTarefa.json().message).toBe(MESSAGES.activityNotFound);
    for (const who of ['teacher', 'guardian', 'coordinator'] as const) {
      expect((await show(who, activity.id)).statusCode, who).toBe(403);
    }
    expect((await w.tasks('student1', 'GET', '/activity/show?activity_id=x')).statusCode).toBe(400);
  });
});

describe('POST /api/tasks/activity/create/game/result', () => {
  it('counts a scored play once: a resend or a later play of the same challenge answers the same progress', async () => {
    const activity = await w.newHomework();
    const token = await w.play('student1', activity.id, a, 1);
    const first = await w.ok<HomeworkProgress>(w.count('student1', activity.id, a, token));
    expect(first).toMatchObject({ activity_id: activity.id, games_played: 1, total_games: 3, finished: false });
    expect(first).toMatchObject({ score: null, pokz: 33 });
    expect(await w.ok(w.count('student1', activity.id, a, token))).toEqual(first);
    const again = await w.play('student1', activity.id, a, 3);
    expect(await w.ok(w.count('student1', activity.id, a, again))).toEqual(first);
    expect(await counted(activity.id)).toHaveLength(1);
  });

  it('counts a play sent twice at once once', async () => {
    const activity = await w.newHomework();
    const token = await w.play('student2', activity.id, c);
    const [one, two] = await Promise.all([
      w.count('student2', activity.id, c, token),
      w.count('student2', activity.id, c, token),
    ]);
    expect(one?.statusCode).toBe(200);
    expect(two?.json()).toEqual(one?.json());
    expect(await counted(activity.id)).toHaveLength(1);
  });

  it('hands the tarefa in when its last challenge counts: the mean score, the pokz, the lists', async () => {
    const activity = await w.newHomework();
    await w.playAndCount('student1', activity.id, a, 3);
    await w.playAndCount('student1', activity.id, b, 2);
    const lastToken = await w.play('student1', activity.id, c, 0);
    const last = await w.ok<HomeworkProgress>(w.count('student1', activity.id, c, lastToken));
    // (10 + 6.7 + 0) / 3 = 5.57
    expect(last).toMatchObject({ games_played: 3, total_games: 3, finished: true, score: 5.6, pokz: 167 });
    const row = await delivery(activity.id, w.world.users.student1.id);
    expect(row).toMatchObject({ status: 3, score: 5.6, pokz: 167, draft: false });
    expect(row?.delivered_at?.toISOString()).toBe(w.ctx.clock.now().toISOString());
    const closed = await w.ok<{ activities: { id: string; score: number }[] }>(
      w.tasks('student1', 'GET', '/activity/students/list?status=3'),
    );
    expect(closed.activities).toContainEqual(expect.objectContaining({ id: activity.id, score: 5.6, pokz: 167 }));
    const open = await w.ok<{ activities: { id: string }[] }>(w.tasks('student1', 'GET', '/activity/students/list'));
    expect(open.activities.map((item) => item.id)).not.toContain(activity.id);
    // The resend of the play that handed it in answers the same progress.
    expect(await w.ok(w.count('student1', activity.id, c, lastToken))).toEqual(last);
  });

  it("refuses another student's play, another rule's, another tarefa's and a challenge not in it", async () => {
    const activity = await w.newHomework([a, b]);
    const other = await w.newHomework([a, b]);
    const theirs = await w.play('student2', activity.id, a);
    const elsewhere = await w.play('student1', other.id, a);
    const { token: library } = await w.openGame('student1', a);
    await w.ok(
      w.score('student1', {
        scoring_rule: 'L',
        results: { token: library, oed_content_id: a, answers: [], elapsed_seconds: 1 },
      }),
    );
    const { token: unscored } = await w.openGame('student1', a);
    for (const token of [theirs, elsewhere, library, unscored, 'x'.repeat(43), 'curto']) {
      const refused = await w.count('student1', activity.id, a, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(HOMEWORK_MESSAGES.resultNotFound);
    }
    const notIn = await w.count('student1', activity.id, c, theirs);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().message).toBe(HOMEWORK_MESSAGES.gameNotInHomework);
    expect(await counted(activity.id)).toEqual([]);
    for (const who of ['teacher', 'guardian'] as const) {
      expect((await w.count(who, activity.id, a, theirs)).statusCode, who).toBe(403);
    }
    expect((await w.count('student3', activity.id, a, theirs)).statusCode).toBe(404);
  });

  it('takes no new play once the tarefa ended or was concluded; a counted one still answers', async () => {
    const activity = await w.newHomework([a, b]);
    const counting = await w.play('student1', activity.id, a);
    await w.ok(w.count('student1', activity.id, a, counting));
    const late = await w.play('student1', activity.id, b);
    await w.ctx.db.update(activities).set({ concluded_at: w.ctx.clock.now() }).where(eq(activities.id, activity.id));
    const refused = await w.count('student1', activity.id, b, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HOMEWORK_MESSAGES.homeworkClosed);
    expect((await w.ok<HomeworkProgress>(w.count('student1', activity.id, a, counting))).games_played).toBe(1);

    const ending = await w.newHomework([a], { end_time: new Date(w.ctx.clock.now().getTime() + 3_600_000) });
    const token = await w.play('student2', ending.id, a);
    w.ctx.clock.advance(2 * 3_600_000);
    try {
      const token2 = await signIn(w.ctx.app, w.world.platform.slug, w.world.users.student2.username);
      const expired = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/tasks/activity/create/game/result',
        headers: { authorization: `Bearer ${token2}` },
        payload: { activity_id: ending.id, oed_content_id: a, token },
      });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe(HOMEWORK_MESSAGES.homeworkClosed);
    } finally {
      w.ctx.clock.advance(-2 * 3_600_000);
    }
  });
});

describe('POST /api/tasks/activity/create/result', () => {
  it('counts the plays kept offline at once, and hands in when they complete the tarefa', async () => {
    const activity = await w.newHomework();
    const plays = [
      { oed_content_id: a, token: await w.play('student2', activity.id, a, 3) },
      { oed_content_id: b, token: await w.play('student2', activity.id, b, 3) },
    ];
    const partial = await w.ok<HomeworkProgress>(
      w.tasks('student2', 'POST', '/activity/create/result', { activity_id: activity.id, results: plays }),
    );
    expect(partial).toMatchObject({ games_played: 2, finished: false });
    const all = [...plays, { oed_content_id: c, token: await w.play('student2', activity.id, c, 0) }, plays[0]];
    const done = await w.ok<HomeworkProgress>(
      w.tasks('student2', 'POST', '/activity/create/result', { activity_id: activity.id, results: all }),
    );
    expect(done).toMatchObject({ games_played: 3, finished: true, score: 6.7, pokz: 200 });
  });

  it('counts none when one of them is refused', async () => {
    const activity = await w.newHomework();
    const results = [
      { oed_content_id: a, token: await w.play('student1', activity.id, a) },
      { oed_content_id: b, token: await w.play('student2', activity.id, b) },
    ];
    const refused = await w.tasks('student1', 'POST', '/activity/create/result', { activity_id: activity.id, results });
    expect(refused.statusCode).toBe(404);
    expect(await counted(activity.id)).toEqual([]);
    const empty = await w.tasks('student1', 'POST', '/activity/create/result', {
      activity_id: activity.id,
      results: [],
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/tasks/activity/students/finish', () => {
  it('hands the tarefa in with the challenges played so far, unplayed ones counting 0, once', async () => {
    const activity = await w.newHomework();
    const finish = () => w.tasks('student1', 'POST', '/activity/students/finish', { activity_id: activity.id });
    const nothing = await finish();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(HOMEWORK_MESSAGES.nothingPlayed);
    await w.playAndCount('student1', activity.id, b, 2);
    const finished = await w.ok<HomeworkProgress>(finish());
    // 6.7 / 3 = 2.23
    expect(finished).toMatchObject({ games_played: 1, total_games: 3, finished: true, score: 2.2, pokz: 67 });
    w.ctx.clock.advance(60_000);
    expect(await w.ok(finish())).toEqual(finished);
    w.ctx.clock.advance(-60_000);
    // Handed in: calculate_score records no new play of it.
    const late = await w.play('student1', activity.id, a).catch((error: Error) => error.message);
    expect(late).toContain('got 409');
    expect((await show('student1', activity.id)).json().activity).toMatchObject({ state: 'finished', score: 2.2 });
  });

  it('refuses a tarefa that ended, and callers who are not its students', async () => {
    const activity = await w.newHomework([a], { concluded_at: w.ctx.clock.now() });
    const closed = await w.tasks('student1', 'POST', '/activity/students/finish', { activity_id: activity.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(HOMEWORK_MESSAGES.homeworkClosed);
    expect(
      (await w.tasks('teacher', 'POST', '/activity/students/finish', { activity_id: activity.id })).statusCode,
    ).toBe(403);
    expect(
      (await w.tasks('student3', 'POST', '/activity/students/finish', { activity_id: activity.id })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/tasks/activity/students/results', () => {
  it("answers the student's result in each challenge", async () => {
    const activity = await w.newHomework([a, b]);
    await w.playAndCount('student2', activity.id, a, 2);
    const results = await w.ok(w.tasks('student2', 'GET', `/activity/students/results?activity_ids=${activity.id}`));
    expect(results).toEqual({
      results: [
        { activity_id: activity.id, oed_content_id: a, done: true, score: 6.7, right_rounds: 2, total_rounds: 3 },
        { activity_id: activity.id, oed_content_id: b, done: false, score: null, right_rounds: 0, total_rounds: 3 },
      ],
    });
    const url = `/activity/students/results?activity_ids=${activity.id}`;
    expect((await w.tasks('student3', 'GET', url)).statusCode).toBe(404);
    expect((await w.tasks('guardian', 'GET', url)).statusCode).toBe(403);
  });
});

describe('the tasks service lists and counts the tarefas', () => {
  it('lists an open tarefa until it is handed in, and counts it', async () => {
    const { student3 } = w.world.users;
    const activity = await w.newHomework([], {
      classroom_id: w.world.classroomB.id,
      teacher_id: w.world.users.teacherB.id,
      students: [student3.id],
      end_time: new Date(w.ctx.clock.now().getTime() + 24 * 3_600_000),
    });
    await w.ok(w.api('teacherB', 'POST', '/homeworks/update_games', { activity: activity.id, add_games: [a] }));
    const list = () => w.tasks('student3', 'GET', '/activity/students/list');
    expect((await w.ok<{ activities: unknown[] }>(list())).activities).toEqual([
      expect.objectContaining({ id: activity.id, type: 'Tarefa', status: 2 }),
    ]);
    expect(await w.ok(w.tasks('student3', 'GET', '/activity/students/count'))).toEqual({
      activities_qtd: 1,
      urgent_activities: 1,
    });
    const main = await w.ok<{ activities: { id: string }[] }>(w.api('student3', 'GET', '/activity/student_open'));
    expect(main.activities.map((item) => item.id)).not.toContain(activity.id);
    await w.playAndCount('student3', activity.id, a, 3);
    expect((await w.ok<{ activities: unknown[] }>(list())).activities).toEqual([]);
    expect(await w.ok(w.tasks('student3', 'GET', '/activity/students/records/stats'))).toMatchObject({
      avg_points: 10,
      total_pokz: 100,
      total_activities: 1,
    });
  });
});
