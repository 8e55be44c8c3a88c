import { HOMEWORK_MESSAGES, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../activities/activities.tables.ts';
import { answersWith, type Who } from '../challenges/challenges.fixture.ts';
import { gameResults } from '../challenges/challenges.tables.ts';
import { buildHomeworkWorld, type HomeworkWorld } from './homework.fixture.ts';

let w: HomeworkWorld;
let a: string;
let c: string;

beforeAll(async () => {
  w = await buildHomeworkWorld();
  [a, , c] = w.games as [string, string, string];
});
afterAll(() => w.ctx.close());

/** calculate_score under rule K for that scoring id, with a fresh play token of the content. */
async function scoreK(who: Who, scoringId: string | number, contentId = a) {
  const { token } = await w.openGame(who, contentId);
  return w.score(who, {
    scoring_rule: 'K',
    scoring_id: scoringId,
    results: { token, oed_content_id: contentId, answers: answersWith(3), elapsed_seconds: 10 },
  });
}

const recordedFor = (scoringId: string) =>
  w.ctx.db.select().from(gameResults).where(eq(gameResults.scoring_id, scoringId));

describe('POST /game_results/calculate_score under rule K', () => {
  it("records a student's play of a challenge of their open tarefa, also given as activity_id", async () => {
    const activity = await w.newHomework();
    expect((await scoreK('student1', activity.id)).statusCode).toBe(200);
    const { token } = await w.openGame('student2', a);
    const byActivityId = await w.score('student2', {
      scoring_rule: 'K',
      activity_id: activity.id,
      results: { token, oed_content_id: a, answers: answersWith(1), elapsed_seconds: 10 },
    });
    expect(byActivityId.json()).toMatchObject({ score: 3.3, fromTeacher: false });
    expect(await recordedFor(activity.id)).toHaveLength(2);
  });

  it('refuses, recording nothing, what is not an open tarefa of the student holding the challenge', async () => {
    const activity = await w.newHomework([a]);
    const draft = await w.newHomework([a], { published: false });
    const forum = await w.newHomework([], { kind: 'forum' });
    const refusals: [Who, string | number, string, number, string][] = [
      ['student1', 'atividade-7', a, 404, MESSAGES.activityNotFound],
      ['student1', 12, a, 404, MESSAGES.activityNotFound],
      ['student1', crypto.randomUUID(), a, 404, MESSAGES.activityNotFound],
      ['student3', activity.id, a, 404, MESSAGES.activityNotFound],
      ['student1', draft.id, a, 404, MESSAGES.activityNotFound],
      ['student1', forum.id, a, 404, MESSAGES.activityNotFound],
      ['student1', activity.id, c, 404, HOMEWORK_MESSAGES.gameNotInHomework],
    ];
    for (const [who, scoringId, content, status, message] of refusals) {
      const refused = await scoreK(who, scoringId, content);
      expect(refused.statusCode, `${who} ${scoringId}`).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    for (const id of [activity.id, draft.id, forum.id, 'atividade-7']) expect(await recordedFor(id)).toEqual([]);
  });

  it('refuses a tarefa handed in, concluded or past its end time with 409', async () => {
    const handedIn = await w.newHomework([a, c]);
    await w.playAndCount('student1', handedIn.id, a);
    await w.ok(w.tasks('student1', 'POST', '/activity/students/finish', { activity_id: handedIn.id }));
    const concluded = await w.newHomework([a], { concluded_at: w.ctx.clock.now() });
    const ended = await w.newHomework([a], { end_time: new Date(w.ctx.clock.now().getTime() - 60_000) });
    for (const activity of [handedIn, concluded, ended]) {
      const refused = await scoreK('student1', activity.id, a);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(HOMEWORK_MESSAGES.homeworkClosed);
    }
    expect(await recordedFor(handedIn.id)).toHaveLength(1);
  });

  it('takes the challenges not yet counted again after a redo, whatever the end time, and hands in again', async () => {
    const activity = await w.newHomework([a, c]);
    await w.playAndCount('student2', activity.id, a, 1);
    await w.ok(w.tasks('student2', 'POST', '/activity/students/finish', { activity_id: activity.id }));
    await w.ctx.db.update(activities).set({ end_time: w.ctx.clock.now() }).where(eq(activities.id, activity.id));
    expect((await scoreK('student2', activity.id, c)).statusCode).toBe(409);
    await w.ok(
      w.api('teacher', 'POST', '/activities/students/redo', {
        activity: activity.id,
        students: [w.world.users.student2.id],
      }),
    );
    // (3.3 + 10) / 2: the challenge counted before the redo stays counted.
    expect(await w.playAndCount('student2', activity.id, c, 3)).toMatchObject({ finished: true, score: 6.7 });
  });

  it("answers a teacher's sandbox play of a tarefa's challenge and records nothing", async () => {
    const activity = await w.newHomework();
    expect((await scoreK('teacher', activity.id)).json()).toMatchObject({ fromTeacher: true });
    expect(await recordedFor(activity.id)).toEqual([]);
  });
});
