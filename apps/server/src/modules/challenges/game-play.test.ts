import { GAME_FACTORY_MESSAGES, type GameScoreResult, type LevelIndexResponse } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { bearer } from '../../../test/harness.ts';
import { activityGames } from '../homework/homework.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { walletLines } from '../ledger/ledger.fixture.ts';
import { mapEnergyEvents } from '../map-energy/map-energy.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { answersWith, buildChallengesWorld, type ChallengesWorld } from './challenges.fixture.ts';
import { createChallengesModule } from './challenges.module.ts';
import { gameResults } from './challenges.tables.ts';

let w: ChallengesWorld;
let contentId: string;

beforeAll(async () => {
  w = await buildChallengesWorld();
  contentId = await w.published('teacher', 'Frações');
});
afterAll(() => w.ctx.close());

const dataOnly = (id: string, token?: string) =>
  w.ctx.app.inject({
    method: 'GET',
    url: `/api/games/educational_contents/games/data_only/${id}`,
    headers: token ? bearer(token) : {},
  });

const scoreBody = (token: string, right: number, extra: object = {}) => ({
  scoring_rule: 'L',
  results: { token, oed_content_id: contentId, answers: answersWith(right), elapsed_seconds: 42 },
  ...extra,
});

const resultsOf = (userId: string) => w.ctx.db.select().from(gameResults).where(eq(gameResults.user_id, userId));

describe('POST /games/play', () => {
  it("gives a student a play token and the frame's address, scored", async () => {
    const played = await w.play('student1', contentId);
    expect(played).toMatchObject({ sandbox: false, engine: 'ava', layout: 'floresta', layout_id: 'floresta' });
    const url = new URL(played.url, 'http://ava.teste');
    expect(url.pathname).toBe('/games/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine: 'ava',
      layout: 'floresta',
      server_url: '/api/games',
      is_mobile: 'false',
      platform: w.world.platform.slug,
      environment: 'test',
      sandbox: 'false',
      content_id: contentId,
      layout_id: 'floresta',
      token: played.token,
    });
    expect(new Date(played.expires_at).getTime() - w.ctx.clock.now().getTime()).toBe(2 * 3_600_000);
  });

  it('plays a teacher in sandbox, their draft too; a student neither a draft nor anything of a guardian', async () => {
    expect((await w.play('teacherB', contentId)).sandbox).toBe(true);
    const { oed_content_id: draftId } = await w.draft('teacher', 'Rascunho');
    await w.fill('teacher', draftId);
    expect((await w.play('teacher', draftId)).url).toContain('sandbox=true');
    const student = await w.call('student1', 'POST', '/games/play', { oed_content_id: draftId });
    expect(student.statusCode).toBe(404);
    expect((await w.call('teacherB', 'POST', '/games/play', { oed_content_id: draftId })).statusCode).toBe(404);
    expect((await w.call('guardian', 'POST', '/games/play', { oed_content_id: contentId })).statusCode).toBe(403);
  });

  it("refuses another platform's content unless it is shared", async () => {
    const refused = await w.call('foreignTeacher', 'POST', '/games/play', { oed_content_id: contentId });
    expect(refused.statusCode).toBe(404);
    const sharedId = await w.published('teacher', 'Biblioteca');
    await w.ctx.db.execute(sql`update game_contents set shared = true where id = ${sharedId}`);
    expect((await w.play('foreignTeacher', sharedId)).sandbox).toBe(true);
  });

  it('refuses a content that cannot be played yet', async () => {
    const { oed_content_id: id } = await w.draft('teacher');
    const response = await w.call('teacher', 'POST', '/games/play', { oed_content_id: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GAME_FACTORY_MESSAGES.incomplete);
  });

  it("plays an engine 'diversos' game only from an origin the platform allows", async () => {
    const { oed_content_id: id } = await w.draft('teacher', 'Jogo externo');
    const step = { oed_content_id: id, engine: 'diversos', layout: 'floresta', variation: 'livre' };
    const external = 'https://jogos.exemplo.com.br/pares/index.html';
    const refused = await w.call('teacher', 'PUT', '/factory/step_two', { ...step, external_url: external });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GAME_FACTORY_MESSAGES.externalOriginNotAllowed);
    await w.ctx.db
      .update(platforms)
      .set({ theme: { configs: { external_game_origins: ['https://jogos.exemplo.com.br'] } } })
      .where(eq(platforms.id, w.world.platform.id));
    const saved = await w.call('teacher', 'PUT', '/factory/step_two', { ...step, external_url: external });
    expect(saved.json()).toMatchObject({ engine: 'diversos', external_url: external });
    await w.fill('teacher', id);
    await w.ok(w.call('teacher', 'PUT', '/factory/step_two', { ...step, external_url: external }));
    await w.ok(w.call('teacher', 'PUT', '/factory/step_five', { oed_content_id: id, publish: true }));
    const played = await w.play('student1', id);
    expect((await dataOnly(id, played.token)).json().external_url).toBe(external);
    await w.ctx.db.update(platforms).set({ theme: {} }).where(eq(platforms.id, w.world.platform.id));
    const withdrawn = await w.call('student1', 'POST', '/games/play', { oed_content_id: id });
    expect(withdrawn.json().message).toBe(GAME_FACTORY_MESSAGES.externalOriginNotAllowed);
  });
});

describe('the runtime reads with the play token only', () => {
  it('answers data_only to the play token of that content', async () => {
    const { token } = await w.play('student1', contentId);
    const response = await dataOnly(contentId, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      oed_content_id: contentId,
      interaction: 'multiple_choice',
      layout: 'floresta',
      variation: { id: 'livre', lives: null },
      settings: { difficulty: 'facil', case_insensitivity: true },
      sandbox: false,
      external_url: null,
    });
    expect(response.json().data.challenges).toHaveLength(3);
  });

  it('refuses a session token, another content’s play token, none, and an expired one with 498', async () => {
    const other = await w.published('teacher', 'Outro');
    const { token: otherToken } = await w.play('student1', other);
    expect((await dataOnly(contentId, w.tokens.student1)).statusCode).toBe(498);
    expect((await dataOnly(contentId, otherToken)).statusCode).toBe(498);
    expect((await dataOnly(contentId)).statusCode).toBe(498);
    const { token } = await w.play('student2', contentId);
    w.ctx.clock.advance(2 * 3_600_000 + 1000);
    expect((await dataOnly(contentId, token)).json()).toEqual({ message: 'Token inválido.' });
  });

  it('analyzes whether the content plays with a layout, for the preview', async () => {
    const { token } = await w.play('teacher', contentId);
    const analyze = (query: string) =>
      w.ctx.app.inject({ method: 'GET', url: `/api/games/educational_contents/games/analyze?${query}` });
    const own = await analyze(`content_id=${contentId}&token=${token}`);
    expect(own.json()).toMatchObject({
      oed_content_id: contentId,
      layout: 'floresta',
      layout_name: 'Floresta encantada',
      valid_content: true,
      sandbox: true,
    });
    expect((await analyze(`content_id=${contentId}&layout_id=oceano&token=${token}`)).json().layout).toBe('oceano');
    const wrongToken = await analyze(`content_id=${contentId}&token=${w.tokens.teacher}`);
    expect(wrongToken.statusCode).toBe(498);
    const { oed_content_id: words } = await w.draft('teacher', 'Caça', 'word_search');
    await w.ok(
      w.call('teacher', 'PUT', '/factory/step_two', { oed_content_id: words, layout: 'espaco', variation: 'livre' }),
    );
    await w.ok(
      w.call('teacher', 'PUT', '/factory/step_three', {
        oed_content_id: words,
        data: { challenges: [{ order: 0, statement: 'Ache', correct: ['gato'] }] },
        settings: {},
      }),
    );
    const wordsToken = (await w.play('teacher', words)).token;
    const refused = await analyze(`content_id=${words}&layout_id=fazendinha&token=${wordsToken}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GAME_FACTORY_MESSAGES.layoutNotForInteraction);
  });
});

describe('POST /game_results/calculate_score', () => {
  it('computes the score from the answers, not from what the frame says', async () => {
    const { token } = await w.play('student1', contentId);
    const response = await w.score('student1', scoreBody(token, 2));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      oed_content_id: contentId,
      score: 6.7,
      pokz: 67,
      right_rounds: 2,
      total_rounds: 3,
      fromTeacher: false,
      level: { level: expect.any(Number), color: expect.any(String), level_up: expect.any(Boolean) },
    });
  });

  it('answers a replay with the same result and records it once', async () => {
    const before = (await resultsOf(w.world.users.student2.id)).length;
    const paidBefore = (await walletLines(w.ctx.db, w.world.users.student2.id)).length;
    const { token } = await w.play('student2', contentId);
    const first = (await w.score('student2', scoreBody(token, 3))).json<GameScoreResult>();
    const replay = await w.score('student2', scoreBody(token, 0));
    expect(replay.json()).toEqual(first);
    expect((await resultsOf(w.world.users.student2.id)).length).toBe(before + 1);
    // The pokz are paid through the ledger once, with the result.
    expect((await walletLines(w.ctx.db, w.world.users.student2.id)).slice(paidBefore)).toEqual([
      { amount: first.pokz, event: 'Frações', eventType: 'challenge' },
    ]);
  });

  it('records two submissions arriving together once', async () => {
    const { token } = await w.play('student3', contentId);
    const [a, b] = await Promise.all([
      w.score('student3', scoreBody(token, 1)),
      w.score('student3', scoreBody(token, 1)),
    ]);
    expect(a?.statusCode).toBe(200);
    expect(b?.json()).toEqual(a?.json());
    expect(await resultsOf(w.world.users.student3.id)).toHaveLength(1);
  });

  it("refuses a forged token, another student's and another content's", async () => {
    const forged = await w.score('student1', scoreBody('x'.repeat(43), 3));
    expect(forged.statusCode).toBe(403);
    const { token: theirs } = await w.play('student2', contentId);
    expect((await w.score('student1', scoreBody(theirs, 3))).statusCode).toBe(403);
    const other = await w.published('teacher', 'Mais um');
    const { token: otherToken } = await w.play('student1', other);
    expect((await w.score('student1', scoreBody(otherToken, 3))).statusCode).toBe(403);
  });

  it("answers a teacher's sandbox play with fromTeacher and records nothing", async () => {
    const energyBefore = await w.ctx.db.select().from(mapEnergyEvents);
    const { token } = await w.play('teacherB', contentId);
    const response = await w.score('teacherB', scoreBody(token, 3));
    expect(response.json()).toMatchObject({ score: 10, fromTeacher: true, level: { level_up: false } });
    expect(await resultsOf(w.world.users.teacherB.id)).toEqual([]);
    expect(await w.ctx.db.select().from(mapEnergyEvents)).toHaveLength(energyBefore.length);
  });

  it('refuses a guardian', async () => {
    const { token } = await w.play('student1', contentId);
    expect((await w.score('guardian', scoreBody(token, 3))).statusCode).toBe(403);
  });

  it('records the homework or trail id under K and LT, and needs one', async () => {
    const { token } = await w.play('student1', contentId);
    const missing = await w.score('student1', scoreBody(token, 3, { scoring_rule: 'K' }));
    expect(missing.statusCode).toBe(400);
    // Under K the homework module checks the tarefa (homework tests): here, a tarefa of this challenge.
    const tarefa = await buildActivity(w.ctx.db, w.world.platform, {
      classroom_id: w.world.classroomA.id,
      teacher_id: w.world.users.teacher.id,
      kind: 'homework',
      students: [w.world.users.student1.id],
    });
    await w.ctx.db
      .insert(activityGames)
      .values({ activity_id: tarefa.id, platform_id: w.world.platform.id, content_id: contentId, position: 1 });
    const homework = await w.score('student1', scoreBody(token, 3, { scoring_rule: 'K', activity_id: tarefa.id }));
    expect(homework.statusCode).toBe(200);
    const module = createChallengesModule({
      db: w.ctx.db,
      clock: w.ctx.clock,
      storage: {
        keyOfUrl: () => null,
        signedUrl: () => '',
        list: async () => ({ dir: '', files: [] }),
        remove: async () => {},
        registerAccessRule: () => {},
      },
      mapEnergy: { raise: async () => null },
      ledger: { grant: async () => null },
      spreadsheets: { open: () => ({ write() {}, end() {}, abort() {} }) },
      resultRecorded: async () => {},
      environment: 'test',
      homeworkPlays: async () => {},
    });
    const results = await module.results.resultsFor(w.world.platform.id, 'K', [tarefa.id]);
    expect(results).toEqual([
      expect.objectContaining({
        user_id: w.world.users.student1.id,
        oed_content_id: contentId,
        scoring_id: tarefa.id,
        score: 10,
      }),
    ]);
    const [row] = await w.ctx.db.select().from(gameResults).where(eq(gameResults.scoring_id, tarefa.id));
    expect(row?.rounds).toEqual([0, 1, 2].map((order) => ({ order, fraction: 1, right: true })));
  });

  it('raises a targeted energy event for K and LT and a non-targeted one otherwise', async () => {
    const student = w.world.users.student1.id;
    const events = () =>
      w.ctx.db
        .select({ kind: mapEnergyEvents.kind })
        .from(mapEnergyEvents)
        .where(and(eq(mapEnergyEvents.user_id, student), eq(mapEnergyEvents.source, 'calculate_score')));
    const before = (await events()).length;
    const trail = await w.play('student1', contentId);
    await w.ok(w.score('student1', scoreBody(trail.token, 1, { scoring_rule: 'LT', trail_id: 12 })));
    const library = await w.play('student1', contentId);
    await w.ok(w.score('student1', scoreBody(library.token, 1)));
    expect((await events()).slice(before).map((event) => event.kind)).toEqual(['targeted', 'non-targeted']);
  });

  it('raises the level when its requisitions are done, once', async () => {
    const student = w.world.users.student2.id;
    await w.ctx.db.delete(gameResults).where(eq(gameResults.user_id, student));
    await w.ctx.db.update(users).set({ level: 1 }).where(eq(users.id, student));
    const play = async (right: number) => {
      const { token } = await w.play('student2', contentId);
      return w.ok<GameScoreResult>(w.score('student2', scoreBody(token, right)));
    };
    // Level 2: 2 challenges played and 10 points.
    expect((await play(3)).level).toMatchObject({ level: 1, level_up: false });
    const second = await play(1);
    expect(second.level).toMatchObject({ level: 2, level_up: true, color: '#2196F3' });
    expect(second.level.image_url).toBeNull();
    const [row] = await w.ctx.db.select({ level: users.level }).from(users).where(eq(users.id, student));
    expect(row?.level).toBe(2);
    expect((await play(0)).level).toMatchObject({ level: 2, level_up: false });
  });
});

describe('GET /level/index', () => {
  it("lists the platform's levels with each requisition's progress for the caller", async () => {
    const index = await w.ok<LevelIndexResponse>(w.main('student2', 'GET', '/level/index'));
    expect(index.level).toBe(2);
    expect(index.levels).toHaveLength(10);
    expect(index.levels[1]).toMatchObject({
      level: 2,
      reached: true,
      requisitions: [
        { kind: 'games_played', target: 2, description: 'Jogar 2 desafios', current: 3, done: true },
        { kind: 'points', target: 10, description: 'Somar 10 pontos', done: true },
      ],
    });
    expect(index.levels[2]?.requisitions[0]).toMatchObject({ description: 'Jogar 5 desafios', done: false });
    const foreign = await w.ok<LevelIndexResponse>(w.main('foreignTeacher', 'GET', '/level/index'));
    expect(foreign.levels).toEqual([]);
  });
});
