import type { GameContentDraft, GamePlayResponse, RoundAnswer } from '@ava/contracts';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/tenant.fixture.ts';
import { SEED_LEVELS } from '../../seed/challenges.seed.ts';
import { bnccCodes, gameLevels } from './challenges.tables.ts';

export type Who = keyof ActivityWorld['tokens'] | 'admin';

/** Three multiple-choice rounds: the right answers are 'certa', the wrong ones 'errada' and 'outra'. */
export const ROUNDS = {
  context_content: 'Leia com atenção.',
  challenges: [0, 1, 2].map((order) => ({
    order,
    statement: `Pergunta ${order + 1}`,
    correct: ['certa'],
    wrong: ['errada', 'outra'],
    hints: ['Pense bem.'],
  })),
};

export const BNCC = { EF03MA09: 'Associar o quociente de uma divisão às ideias de metade e terça parte.' };

export const STEP_FOUR = {
  keywords: ['frações'],
  bncc: ['EF03MA09'],
  classification: { grade_ids: [20], subject: 'Matemática' },
  tags: ['matemática'],
  pcd_sign: false,
  pcd_voice: true,
};

/** Answers to ROUNDS: `right` of the three rounds answered right, the others wrong. */
export const answersWith = (right: number): RoundAnswer[] =>
  [0, 1, 2].map((order) => ({ order, values: [order < right ? 'certa' : 'errada'], pairs: [], hints_used: 0 }));

/**
 * The challenges world: the activity world's people (a school of grade 20 and 21 classrooms, a
 * coordinator, a guardian and a teacher of another platform), a back-office administrator, the
 * seed's levels and a BNCC code; calls under /api/games and /api.
 */
export async function buildChallengesWorld(ctx?: TestContext) {
  const context = ctx ?? (await createTestContext());
  const world = await buildActivityWorld(context);
  await buildUser(context.db, world.platform, 'back_office', { username: 'backoffice' });
  const tokens: Record<Who, string> = {
    ...world.tokens,
    admin: await signIn(context.app, world.platform.slug, 'backoffice'),
  };
  await context.db
    .insert(bnccCodes)
    .values(Object.entries(BNCC).map(([code, description]) => ({ code, description })))
    .onConflictDoNothing();
  await context.db
    .insert(gameLevels)
    .values(SEED_LEVELS.map((level) => ({ ...level, platform_id: world.platform.id })));

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    context.app.inject({ method, url: `/api/games${url}`, headers: bearer(tokens[who]), payload });
  const main = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]), payload });

  async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
    const answered = await response;
    if (answered.statusCode !== 200) throw new Error(`expected 200, got ${answered.statusCode}: ${answered.body}`);
    return answered.json() as T;
  }

  /** A draft of `who` after step one. */
  const draft = (who: Who, title = 'Frações', interaction = 'multiple_choice') =>
    ok<GameContentDraft>(call(who, 'POST', '/factory/step_one', { title, objective: 'Praticar', interaction }));

  /** Steps two to four of a multiple-choice draft, valid, not finalised. */
  async function fill(who: Who, id: string, layout = 'floresta', variation = 'livre') {
    await ok(call(who, 'PUT', '/factory/step_two', { oed_content_id: id, layout, variation }));
    await ok(call(who, 'PUT', '/factory/step_three', { oed_content_id: id, data: ROUNDS, settings: {} }));
    return ok<GameContentDraft>(call(who, 'PUT', '/factory/step_four', { oed_content_id: id, ...STEP_FOUR }));
  }

  /** A published multiple-choice challenge of `who`. */
  async function published(who: Who = 'teacher', title = 'Frações', variation = 'livre') {
    const { oed_content_id: id } = await draft(who, title);
    await fill(who, id, 'floresta', variation);
    await ok(call(who, 'PUT', '/factory/step_five', { oed_content_id: id, publish: true }));
    return id;
  }

  const play = (who: Who, id: string) => ok<GamePlayResponse>(call(who, 'POST', '/games/play', { oed_content_id: id }));

  const score = (who: Who, body: object) => main(who, 'POST', '/game_results/calculate_score', body);

  return { ctx: context, world, tokens, call, main, ok, draft, fill, published, play, score };
}

export type ChallengesWorld = Awaited<ReturnType<typeof buildChallengesWorld>>;
