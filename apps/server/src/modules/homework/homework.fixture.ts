import type { HomeworkProgress } from '@ava/contracts';
import { type ActivityOptions, buildActivity } from '../../../test/activity.fixture.ts';
import { bearer } from '../../../test/harness.ts';
import { answersWith, buildChallengesWorld, type Who } from '../challenges/challenges.fixture.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DAY = 86_400_000;

/**
 * The challenges world (a school of classrooms A: teacher, student1, student2 and B: teacherB,
 * student3, a coordinator, a guardian of student1, a teacher of another platform) with three
 * published multiple-choice challenges of three rounds, and helpers to make tarefas, play
 * their challenges (calculate_score, rule K) and count the plays (tasks service).
 */
export async function buildHomeworkWorld() {
  const w = await buildChallengesWorld();
  const { ctx, world, tokens } = w;
  const games = [
    await w.published('teacher', 'Frações'),
    await w.published('teacher', 'Tabuada'),
    await w.published('teacher', 'Continhas'),
  ];

  const api = (who: Who, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]), payload });
  const tasks = (who: Who, method: Method, url: string, payload?: object) => api(who, method, `/tasks${url}`, payload);

  /** A published tarefa of classroom A for student1 and student2 ending in a week, with the given challenges. */
  async function newHomework(contents: readonly string[] = games, values: Partial<ActivityOptions> = {}) {
    const activity = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      kind: 'homework',
      title: 'Tarefa de matemática',
      details: '<p>Jogue os desafios.</p>',
      end_time: new Date(ctx.clock.now().getTime() + 7 * DAY),
      students: [world.users.student1.id, world.users.student2.id],
      ...values,
    });
    if (contents.length > 0) {
      await w.ok(api('teacher', 'POST', '/homeworks/update_games', { activity: activity.id, add_games: contents }));
    }
    return activity;
  }

  /** Plays a challenge for the tarefa with `right` of its three rounds right; the play token it was scored with. */
  async function play(who: Who, activityId: string, contentId: string, right = 3): Promise<string> {
    const { token } = await w.play(who, contentId);
    await w.ok(
      w.score(who, {
        scoring_rule: 'K',
        scoring_id: activityId,
        results: { token, oed_content_id: contentId, answers: answersWith(right), elapsed_seconds: 30 },
      }),
    );
    return token;
  }

  const count = (who: Who, activityId: string, contentId: string, token: string) =>
    tasks(who, 'POST', '/activity/create/game/result', { activity_id: activityId, oed_content_id: contentId, token });

  /** Plays and counts a challenge; answers the progress. */
  async function playAndCount(who: Who, activityId: string, contentId: string, right = 3) {
    const token = await play(who, activityId, contentId, right);
    return w.ok<HomeworkProgress>(count(who, activityId, contentId, token));
  }

  /** The challenges world's play: a play token of the content (any scoring rule). */
  const openGame = w.play;

  return { ...w, games, api, tasks, newHomework, openGame, play, count, playAndCount };
}

export type HomeworkWorld = Awaited<ReturnType<typeof buildHomeworkWorld>>;
