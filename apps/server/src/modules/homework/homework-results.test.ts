import {
  HOMEWORK_MESSAGES,
  type HomeworkGameDetail,
  type HomeworkGameQuestions,
  type HomeworkStudentGames,
  type HomeworkSummary,
  MESSAGES,
} from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Who } from '../challenges/challenges.fixture.ts';
import { buildHomeworkWorld, type HomeworkWorld } from './homework.fixture.ts';

let w: HomeworkWorld;
let activity: string;
let a: string;
let b: string;
let c: string;
let student1: string;
let student2: string;

/**
 * The class's results: student1 played a (3 of 3 rounds right) and b (2 of 3) and handed the
 * tarefa in; student2 played a with every round wrong and goes on.
 */
beforeAll(async () => {
  w = await buildHomeworkWorld();
  [a, b, c] = w.games as [string, string, string];
  student1 = w.world.users.student1.id;
  student2 = w.world.users.student2.id;
  activity = (await w.newHomework()).id;
  await w.playAndCount('student1', activity, a, 3);
  await w.playAndCount('student1', activity, b, 2);
  await w.ok(w.tasks('student1', 'POST', '/activity/students/finish', { activity_id: activity }));
  await w.playAndCount('student2', activity, a, 0);
});
afterAll(() => w.ctx.close());

const get = (who: Who, path: string) => w.api(who, 'GET', `/homeworks/${path}`);

describe('GET /homeworks/summary', () => {
  it('gives each student’s state, challenges played, score and pokz, and the class figures', async () => {
    const summary = await w.ok<HomeworkSummary>(get('teacher', `summary?activity=${activity}`));
    expect(summary.activity).toMatchObject({
      id: activity,
      title: 'Tarefa de matemática',
      total_games: 3,
      total_students: 2,
      finished_students: 1,
      // (10 + 6.7 + 0) / 3
      average: 5.6,
    });
    const byId = new Map(summary.students.map((row) => [row.id, row]));
    expect(byId.get(student1)).toEqual({
      id: student1,
      name: 'Pessoa Teste',
      username: 'aluno1',
      avatar_url: null,
      state: 'finished',
      games_played: 2,
      score: 5.6,
      pokz: 167,
      finished_at: w.ctx.clock.now().toISOString(),
    });
    expect(byId.get(student2)).toMatchObject({
      state: 'in_progress',
      games_played: 1,
      score: null,
      pokz: 0,
      finished_at: null,
    });
  });
});

describe('GET /homeworks/game_detail', () => {
  it('shows how each student did in one challenge', async () => {
    const detail = await w.ok<HomeworkGameDetail>(get('teacher', `game_detail?activity=${activity}&game=${a}`));
    expect(detail.game).toMatchObject({ id: 1, oed_content_id: a, done: true, score: null });
    expect(detail.average).toBe(5);
    const byId = new Map(detail.students.map((row) => [row.id, row]));
    expect(byId.get(student1)).toMatchObject({
      done: true,
      score: 10,
      pokz: 100,
      right_rounds: 3,
      total_rounds: 3,
      elapsed_seconds: 30,
      played_at: w.ctx.clock.now().toISOString(),
    });
    expect(byId.get(student2)).toMatchObject({ done: true, score: 0, pokz: 0, right_rounds: 0 });
    const unplayed = await w.ok<HomeworkGameDetail>(get('teacher', `game_detail?activity=${activity}&game=${c}`));
    expect(unplayed.game).toMatchObject({ id: 3, done: false });
    expect(unplayed.average).toBeNull();
    expect(unplayed.students.map((row) => [row.done, row.score, row.total_rounds, row.played_at])).toEqual([
      [false, null, 3, null],
      [false, null, 3, null],
    ]);
  });
});

describe('GET /homeworks/game_questions', () => {
  it('counts per round those who answered it and got it right', async () => {
    const first = await w.ok<HomeworkGameQuestions>(get('teacher', `game_questions?activity=${activity}&game=${a}`));
    expect(first).toEqual({
      oed_content_id: a,
      played: 2,
      rounds: [0, 1, 2].map((order) => ({
        order,
        statement: `Pergunta ${order + 1}`,
        answered: 2,
        right: 1,
        average: 0.5,
      })),
    });
    const second = await w.ok<HomeworkGameQuestions>(get('teacher', `game_questions?activity=${activity}&game=${b}`));
    expect(second.played).toBe(1);
    expect(second.rounds.map((round) => [round.answered, round.right, round.average])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 0, 0],
    ]);
    const none = await w.ok<HomeworkGameQuestions>(get('teacher', `game_questions?activity=${activity}&game=${c}`));
    expect(none.rounds.map((round) => [round.answered, round.right, round.average])).toEqual([
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
  });
});

describe('GET /homeworks/student_games', () => {
  it("answers a student their own challenges and an educator any assigned student's", async () => {
    const own = await w.ok<HomeworkStudentGames>(get('student1', `student_games?activity=${activity}`));
    expect(own.student).toMatchObject({ id: student1, username: 'aluno1' });
    expect(own.state).toBe('finished');
    expect(own.games.map((game) => [game.id, game.oed_content_id, game.done, game.score, game.right_rounds])).toEqual([
      [1, a, true, 10, 3],
      [2, b, true, 6.7, 2],
      [3, c, false, null, 0],
    ]);
    const same = await w.ok(get('student1', `student_games?activity=${activity}&student=${student1}`));
    expect(same).toEqual(own);
    const viewed = await w.ok<HomeworkStudentGames>(
      get('teacher', `student_games?activity=${activity}&student=${student2}`),
    );
    expect(viewed).toMatchObject({ student: { id: student2 }, state: 'in_progress' });
    const coordinator = await get('coordinator', `student_games?activity=${activity}&student=${student1}`);
    expect(coordinator.statusCode).toBe(200);
  });

  it('refuses another student’s games, guardians, other teachers and students not assigned', async () => {
    const refusals: [Who, string, number][] = [
      ['student1', `&student=${student2}`, 403],
      ['student3', '', 404],
      ['guardian', '', 403],
      ['teacherB', `&student=${student1}`, 403],
      ['foreignTeacher', `&student=${student1}`, 404],
      ['teacher', '', 400],
      ['teacher', `&student=${w.world.users.student3.id}`, 404],
    ];
    for (const [who, query, status] of refusals) {
      const answer = await get(who, `student_games?activity=${activity}${query}`);
      expect(answer.statusCode, `${who} ${query}`).toBe(status);
    }
    const notAssigned = await get('teacher', `student_games?activity=${activity}&student=${w.world.users.student3.id}`);
    expect(notAssigned.json().message).toBe(MESSAGES.activityStudentNotAssigned);
  });
});

describe('who may read a tarefa’s results', () => {
  it('answers the classroom’s educators only, and a tarefa’s challenges only', async () => {
    const paths = [
      `summary?activity=${activity}`,
      `game_detail?activity=${activity}&game=${a}`,
      `game_questions?activity=${activity}&game=${a}`,
    ];
    for (const path of paths) {
      for (const [who, status] of [
        ['coordinator', 200],
        ['student1', 403],
        ['guardian', 403],
        ['teacherB', 403],
        ['foreignTeacher', 404],
      ] as const) {
        expect((await get(who, path)).statusCode, `${who} ${path}`).toBe(status);
      }
    }
    for (const path of ['game_detail', 'game_questions']) {
      const other = await get('teacher', `${path}?activity=${activity}&game=${crypto.randomUUID()}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(HOMEWORK_MESSAGES.gameNotInHomework);
    }
    const forum = await w.newHomework([], { kind: 'forum' });
    const notTarefa = await get('teacher', `summary?activity=${forum.id}`);
    expect(notTarefa.statusCode).toBe(400);
    expect(notTarefa.json().message).toBe(HOMEWORK_MESSAGES.notHomework);
  });
});
