import { type GameSearchResult, HOMEWORK_MAX_GAMES, HOMEWORK_MESSAGES, type HomeworkGamesList } from '@ava/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Who } from '../challenges/challenges.fixture.ts';
import { gameContents } from '../challenges/challenges.tables.ts';
import { buildHomeworkWorld, type HomeworkWorld } from './homework.fixture.ts';
import { activityGames } from './homework.tables.ts';

let w: HomeworkWorld;

beforeAll(async () => {
  w = await buildHomeworkWorld();
});
afterAll(() => w.ctx.close());

const update = (activity: string, changes: { add_games?: string[]; rm_games?: string[] }, who: Who = 'teacher') =>
  w.api(who, 'POST', '/homeworks/update_games', { activity, ...changes });
const idsOf = (list: HomeworkGamesList) => list.games.map((game) => game.oed_content_id);

describe('POST /homeworks/update_games', () => {
  it('adds challenges in the order given, removes them, and moves one removed and added again last', async () => {
    const [a, b, c] = w.games as [string, string, string];
    const activity = await w.newHomework([]);
    const added = await w.ok<HomeworkGamesList>(update(activity.id, { add_games: [b, a, b] }));
    expect(idsOf(added)).toEqual([b, a]);
    expect(added.games[0]).toMatchObject({
      id: 1,
      title: 'Tabuada',
      objective: 'Praticar',
      interaction: 'multiple_choice',
      engine: 'ava',
      layout: 'floresta',
      classification: { subject: 'Matemática', grade_ids: [20], bncc: { EF03MA09: expect.any(String) } },
      done: false,
      score: null,
    });
    expect(idsOf(await w.ok(update(activity.id, { add_games: [c], rm_games: [b] })))).toEqual([a, c]);
    expect(idsOf(await w.ok(update(activity.id, { add_games: [a], rm_games: [a] })))).toEqual([c, a]);
    const positions = await w.ctx.db
      .select({ id: activityGames.content_id, position: activityGames.position })
      .from(activityGames)
      .where(eq(activityGames.activity_id, activity.id));
    expect(positions.sort((x, y) => x.position - y.position)).toEqual([
      { id: c, position: 1 },
      { id: a, position: 2 },
    ]);
    const listed = await w.ok<HomeworkGamesList>(
      w.api('teacher', 'GET', `/homeworks/games_list?activity=${activity.id}`),
    );
    expect(idsOf(listed)).toEqual([c, a]);
  });

  it("marks a challenge used ('* Desafio já utilizado') for the teacher who puts it in a tarefa, not for others", async () => {
    const content = await w.published('teacher', 'Ainda não usado');
    const used = async (who: Who) =>
      (await w.ok<GameSearchResult>(w.api(who, 'GET', `/games/games/resume?oed_content_id=${content}`))).game_used;
    expect(await used('teacher')).toBe(false);
    // A draft tarefa counts: the challenge was chosen for it (an express homework goes the same way).
    await w.newHomework([content], { published: false });
    expect(await used('teacher')).toBe(true);
    expect(await used('teacherB')).toBe(false);
  });

  it('takes only published challenges the platform may play: its own and the shared library', async () => {
    const activity = await w.newHomework([]);
    const { oed_content_id: draft } = await w.draft('teacher', 'Rascunho');
    const archived = await w.published('teacher', 'Arquivado');
    await w.ctx.db.update(gameContents).set({ status: 'archived' }).where(eq(gameContents.id, archived));
    const foreign = await w.published('foreignTeacher', 'De outra escola');
    for (const id of [draft, archived, foreign, crypto.randomUUID()]) {
      const refused = await update(activity.id, { add_games: [w.games[0] as string, id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(HOMEWORK_MESSAGES.gameNotAvailable);
    }
    expect((await w.ok<HomeworkGamesList>(update(activity.id, {}))).games).toEqual([]);
    await w.ctx.db.execute(sql`update game_contents set shared = true where id = ${foreign}`);
    expect(idsOf(await w.ok(update(activity.id, { add_games: [foreign] })))).toEqual([foreign]);
  });

  it(`keeps at most ${HOMEWORK_MAX_GAMES} challenges, and a published tarefa at least one`, async () => {
    const activity = await w.newHomework();
    const more = [];
    for (let i = 0; i < HOMEWORK_MAX_GAMES - 2; i++) more.push(await w.published('teacher', `Extra ${i}`));
    const tooMany = await update(activity.id, { add_games: more });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(HOMEWORK_MESSAGES.tooManyGames);
    expect((await w.ok<HomeworkGamesList>(update(activity.id, { add_games: more.slice(1) }))).games).toHaveLength(10);
    const empty = await update(activity.id, { rm_games: idsOf(await w.ok(update(activity.id, {}))) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(HOMEWORK_MESSAGES.noGames);
    const tooLong = await update(activity.id, { add_games: Array.from({ length: 11 }, () => crypto.randomUUID()) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([{ field: 'body.add_games', message: HOMEWORK_MESSAGES.tooManyGames }]);
  });

  it('locks the challenges once a student’s play counted; an unchanged list still answers', async () => {
    const [a, b, c] = w.games as [string, string, string];
    const activity = await w.newHomework([a, b]);
    await w.playAndCount('student1', activity.id, a);
    for (const changes of [{ add_games: [c] }, { rm_games: [b] }, { rm_games: [a], add_games: [a] }]) {
      const locked = await update(activity.id, changes);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(HOMEWORK_MESSAGES.gamesLocked);
    }
    expect(idsOf(await w.ok(update(activity.id, { add_games: [a, b] })))).toEqual([a, b]);
  });

  it('refuses another kind, students, guardians and teachers of other classrooms or platforms', async () => {
    const activity = await w.newHomework([]);
    const forum = await w.newHomework([], { kind: 'forum' });
    const wrongKind = await update(forum.id, { add_games: w.games });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(HOMEWORK_MESSAGES.notHomework);
    for (const [who, status] of [
      ['student1', 403],
      ['guardian', 403],
      ['teacherB', 403],
      ['foreignTeacher', 404],
    ] as const) {
      expect((await update(activity.id, { add_games: w.games }, who)).statusCode, who).toBe(status);
      const list = await w.api(who, 'GET', `/homeworks/games_list?activity=${activity.id}`);
      expect(list.statusCode, who).toBe(status);
    }
    expect((await w.ok<HomeworkGamesList>(update(activity.id, {}))).games).toEqual([]);
    // The school's coordinator manages every classroom's activities.
    expect(idsOf(await w.ok(update(activity.id, { add_games: [w.games[0] as string] }, 'coordinator')))).toEqual([
      w.games[0],
    ]);
    const bad = await w.api('teacher', 'POST', '/homeworks/update_games', { activity: activity.id, add_games: ['x'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /homeworks/games_list', () => {
  it('marks a challenge done once every assigned student played it', async () => {
    const [a, b] = w.games as [string, string];
    const activity = await w.newHomework([a, b]);
    await w.playAndCount('student1', activity.id, a);
    const one = await w.ok<HomeworkGamesList>(w.api('teacher', 'GET', `/homeworks/games_list?activity=${activity.id}`));
    expect(one.games.map((game) => game.done)).toEqual([false, false]);
    await w.playAndCount('student2', activity.id, a);
    const both = await w.ok<HomeworkGamesList>(
      w.api('teacher', 'GET', `/homeworks/games_list?activity=${activity.id}`),
    );
    expect(both.games.map((game) => [game.done, game.score])).toEqual([
      [true, null],
      [false, null],
    ]);
  });
});

describe('publishing a tarefa', () => {
  const step = (name: string, payload: object) => w.api('teacher', 'POST', `/tasks/activity/create/${name}`, payload);

  it('publishes it at the fourth step only with a challenge', async () => {
    const first = await w.ok<{ id: string }>(
      step('first_step', {
        title: 'Tarefa: frações',
        activity_type: 'homework',
        classroom: w.world.classroomA.id,
        end_time: '2026-03-20T12:00:00Z',
        workload: 30,
      }),
    );
    await w.ok(step('second_step', { activity: first.id }));
    await w.ok(step('third_step', { activity: first.id, students: [w.world.users.student1.id] }));
    const bare = await step('fourth_step', { activity: first.id });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(HOMEWORK_MESSAGES.noGames);
    await w.ok(update(first.id, { add_games: [w.games[0] as string] }));
    expect(await w.ok(step('fourth_step', { activity: first.id }))).toMatchObject({ published: true });
  });

  it('publishes a draft through /activity/update only with a challenge', async () => {
    const draft = await w.newHomework([], { published: false, creation_step: 1 });
    const publish = () =>
      w.api('teacher', 'POST', '/activity/update', { activity: draft.id, draft: false, detail: {} });
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(HOMEWORK_MESSAGES.noGames);
    await w.ok(update(draft.id, { add_games: w.games }));
    expect(await w.ok(publish())).toMatchObject({ published: true });
  });
});
