import type { DailyChallengeResponse, GameSearchResponse, GameSearchResult } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/harness.ts';
import { readSheet } from '../../../test/spreadsheet.ts';
import { buildClassroom, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { answersWith, buildChallengesWorld, type ChallengesWorld, type Who } from './challenges.fixture.ts';
import { gameContents } from './challenges.tables.ts';

let w: ChallengesWorld;
let fractions: string;
let animals: string;
let archived: string;
let draft: string;
let library: string;

const search = (who: Who, body: object = {}, path = '/games/complete/search') =>
  w.ok<GameSearchResponse>(w.call(who, 'POST', path, body));
const titles = (response: GameSearchResponse) => response.results.map((result) => result.title).sort();

beforeAll(async () => {
  w = await buildChallengesWorld();
  fractions = await w.published('teacher', 'Frações');
  animals = await w.published('teacherB', 'Animais', 'tres-vidas');
  await w.ok(
    w.call('teacherB', 'PUT', '/factory/step_three', {
      is_update: true,
      oed_content_id: animals,
      data: { challenges: [{ order: 0, statement: 'Qual vive na água?', correct: ['Peixe'], wrong: ['Gato'] }] },
      settings: { difficulty: 'dificil' },
    }),
  );
  archived = await w.published('teacher', 'Arquivado');
  await w.ok(w.call('teacher', 'PUT', '/contents/update_status', { oed_content_id: archived, status: 'archived' }));
  draft = (await w.draft('teacher', 'Rascunho')).oed_content_id;
  // A library content of another platform, shared with every platform.
  const other = await buildChallengesWorld(w.ctx);
  library = await other.published('teacher', 'Biblioteca');
  await w.ctx.db.update(gameContents).set({ shared: true, daily: true }).where(eq(gameContents.id, library));
  await other.published('teacher', 'Só deles');
});
afterAll(() => w.ctx.close());

describe('POST /games/complete/search and /external/games/search', () => {
  it("finds the platform's published challenges, and the caller's own in any status with mine", async () => {
    expect(titles(await search('student1'))).toEqual(['Animais', 'Frações']);
    expect(titles(await search('teacher', { mine: true }))).toEqual(['Arquivado', 'Frações', 'Rascunho']);
    expect(titles(await search('teacher', { mine: true, status: ['draft'] }))).toEqual(['Rascunho']);
    expect(titles(await search('coordinator', { status: ['archived'] }))).toEqual(['Arquivado']);
    expect(titles(await search('teacherB', { status: ['archived'] }))).toEqual([]);
  });

  it('filters by text, interaction, layout, grade, subject, BNCC and difficulty', async () => {
    expect(titles(await search('teacher', { search: 'anima' }))).toEqual(['Animais']);
    // Keywords are searched too: both carry 'frações'.
    expect(titles(await search('teacher', { search: 'fraç' }))).toEqual(['Animais', 'Frações']);
    expect(titles(await search('teacher', { interactions: ['memory'] }))).toEqual([]);
    expect(titles(await search('teacher', { layouts: ['floresta'] }))).toEqual(['Animais', 'Frações']);
    expect(titles(await search('teacher', { grade_ids: [21] }))).toEqual([]);
    expect(titles(await search('teacher', { subjects: ['Matemática'], bncc: ['EF03MA09'] }))).toEqual([
      'Animais',
      'Frações',
    ]);
    expect(titles(await search('teacher', { difficulty: ['dificil'] }))).toEqual(['Animais']);
    const paged = await search('teacher', { per_page: 1, page: 2 });
    expect(paged.total).toBe(2);
    expect(paged.results).toHaveLength(1);
  });

  it('gives the results typed challenges, with the author and the caller’s marks', async () => {
    const result = (await search('teacher')).results.find((found) => found.oed_content_id === fractions);
    expect(result).toMatchObject({
      type: 'challenges',
      oed_content_id: fractions,
      is_author: true,
      author: { name: 'Pessoa Teste' },
      favorite: false,
      rating: null,
      shared: false,
    });
  });

  it('finds other platforms’ shared contents in the external search only', async () => {
    expect(titles(await search('student1', {}, '/external/games/search'))).toEqual(['Biblioteca']);
    expect(titles(await search('student1'))).not.toContain('Biblioteca');
    expect(titles(await search('foreignTeacher', {}, '/external/games/search'))).not.toContain('Frações');
  });

  it('refuses a guardian', async () => {
    expect((await w.call('guardian', 'POST', '/games/complete/search', {})).statusCode).toBe(403);
  });
});

describe('favourites, ratings and the summary', () => {
  it('marks a favourite, finds it with favorites_only and takes it back', async () => {
    const mark = (favorite: boolean) =>
      w.ok(w.call('student1', 'PUT', '/game/set_favorite', { oed_content_id: fractions, favorite }));
    expect(await mark(true)).toEqual({ oed_content_id: fractions, favorite: true });
    expect(titles(await search('student1', { favorites_only: true }))).toEqual(['Frações']);
    expect(titles(await search('student2', { favorites_only: true }))).toEqual([]);
    await mark(false);
    expect(titles(await search('student1', { favorites_only: true }))).toEqual([]);
  });

  it('averages the ratings and clears the caller’s with 0', async () => {
    const rate = (who: Who, rating: number) =>
      w.ok(w.call(who, 'PATCH', '/games/rating', { oed_content_id: fractions, rating }));
    await rate('student1', 5);
    expect(await rate('student2', 2)).toEqual({ oed_content_id: fractions, rating: 3.5, user_rating: 2 });
    expect(await rate('student2', 0)).toEqual({ oed_content_id: fractions, rating: 5, user_rating: null });
    const resumed = await w.ok<GameSearchResult>(
      w.call('student1', 'GET', `/games/resume?oed_content_id=${fractions}`),
    );
    expect(resumed).toMatchObject({ rating: 5, user_rating: 5, game_used: false });
  });

  it('marks a content used once the caller scored it', async () => {
    const { token } = await w.play('student2', animals);
    await w.ok(
      w.score('student2', {
        scoring_rule: 'L',
        results: { token, oed_content_id: animals, answers: answersWith(1) },
      }),
    );
    const resumed = await w.ok<GameSearchResult>(w.call('student2', 'GET', `/games/resume?oed_content_id=${animals}`));
    expect(resumed.game_used).toBe(true);
  });

  it("hides another's draft, and this platform's contents from another platform", async () => {
    expect((await w.call('teacherB', 'GET', `/games/resume?oed_content_id=${draft}`)).statusCode).toBe(404);
    expect((await w.call('foreignTeacher', 'GET', `/games/resume?oed_content_id=${fractions}`)).statusCode).toBe(404);
    const favorite = await w.call('foreignTeacher', 'PUT', '/game/set_favorite', {
      oed_content_id: fractions,
      favorite: true,
    });
    expect(favorite.statusCode).toBe(404);
    const rating = await w.call('foreignTeacher', 'PATCH', '/games/rating', { oed_content_id: fractions, rating: 1 });
    expect(rating.statusCode).toBe(404);
    expect((await w.call('student1', 'GET', `/games/resume?oed_content_id=${library}`)).statusCode).toBe(200);
    expect((await w.call('guardian', 'GET', `/games/resume?oed_content_id=${fractions}`)).statusCode).toBe(403);
  });
});

describe('GET /filters/games and /jupiter/seed_entities/search_bncc', () => {
  it('offers every interaction, layout and difficulty, and the subjects and grades in use', async () => {
    const filters = await w.ok<{
      interactions: unknown[];
      layouts: unknown[];
      subjects: string[];
      grades: { id: number; name: string }[];
      difficulties: { id: string; name: string }[];
    }>(w.call('teacher', 'GET', '/filters/games'));
    expect(filters.interactions).toHaveLength(8);
    expect(filters.layouts).toHaveLength(4);
    expect(filters.subjects).toEqual(['Matemática']);
    expect(filters.grades).toEqual([{ id: 20, name: 'Série 20' }]);
    expect(filters.difficulties).toContainEqual({ id: 'dificil', name: 'Difícil' });
  });

  it('finds BNCC codes by code or description', async () => {
    const byCode = await w.ok<{ bncc: { code: string }[] }>(
      w.call('teacher', 'GET', '/jupiter/seed_entities/search_bncc?search=ef03'),
    );
    expect(byCode.bncc.map((entry) => entry.code)).toEqual(['EF03MA09']);
    const byText = await w.ok<{ bncc: unknown[] }>(
      w.call('teacher', 'GET', '/jupiter/seed_entities/search_bncc?search=metade'),
    );
    expect(byText.bncc).toHaveLength(1);
    expect((await w.call('guardian', 'GET', '/jupiter/seed_entities/search_bncc')).statusCode).toBe(403);
  });
});

describe('GET /contents/random', () => {
  it('gives everyone of a stage the same challenge that day, preferring the daily ones', async () => {
    const first = await w.ok<DailyChallengeResponse>(w.call('student1', 'GET', '/contents/random'));
    expect(first).toMatchObject({ day: '2026-03-02', stage: 'fundamental-1' });
    expect(first.content?.oed_content_id).toBe(library);
    const second = await w.ok<DailyChallengeResponse>(w.call('student3', 'GET', '/contents/random'));
    expect(second.content?.oed_content_id).toBe(library);
  });

  it('lets an educator name the stage, and gives nothing to a student without a classroom or a guardian', async () => {
    const infantil = await w.ok<DailyChallengeResponse>(w.call('teacher', 'GET', '/contents/random?stage=infantil'));
    expect(infantil).toMatchObject({ stage: 'infantil', content: null });
    const loose = await buildUser(w.ctx.db, w.world.platform, 'school_student', { username: 'sem-turma' });
    const looseToken = await signIn(w.ctx.app, w.world.platform.slug, loose.username);
    const none = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/games/contents/random',
      headers: bearer(looseToken),
    });
    expect(none.json()).toMatchObject({ stage: null, content: null });
    expect((await w.call('guardian', 'GET', '/contents/random')).statusCode).toBe(403);
  });

  it('picks among the stage’s published challenges when none is marked daily', async () => {
    const school = await buildSchool(w.ctx.db, w.world.platform, 'Escola Infantil');
    const classroom = await buildClassroom(w.ctx.db, w.world.platform, school.id, 31);
    const child = await buildUser(w.ctx.db, w.world.platform, 'school_student', {
      username: 'infantil',
      schoolId: school.id,
      classroomId: classroom.id,
    });
    const token = await signIn(w.ctx.app, w.world.platform.slug, child.username);
    await w.ctx.db
      .update(gameContents)
      .set({ grade_ids: [31] })
      .where(eq(gameContents.id, fractions));
    const daily = await w.ctx.app.inject({ method: 'GET', url: '/api/games/contents/random', headers: bearer(token) });
    expect(daily.json()).toMatchObject({ stage: 'infantil', content: { oed_content_id: fractions } });
    await w.ctx.db
      .update(gameContents)
      .set({ grade_ids: [20] })
      .where(eq(gameContents.id, fractions));
  });
});

describe('GET /reports/challenges_xlsx', () => {
  it("lists the caller's challenges with their plays and average score", async () => {
    for (const right of [3, 0]) {
      const { token } = await w.play('student1', fractions);
      await w.ok(
        w.score('student1', {
          scoring_rule: 'L',
          results: { token, oed_content_id: fractions, answers: answersWith(right) },
        }),
      );
    }
    const response = await w.call('teacher', 'GET', '/reports/challenges_xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('desafios-2026-03-02.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([
      'Título',
      'Interação',
      'Layout',
      'Situação',
      'Disciplina',
      'Séries',
      'Autor',
      'Jogadas',
      'Média',
      'Atualizado em',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Arquivado', 'Frações', 'Rascunho']);
    expect(rows[2]?.slice(0, 9)).toEqual([
      'Frações',
      'Múltipla escolha',
      'Floresta encantada',
      'Publicado',
      'Matemática',
      'Série 20',
      'Pessoa Teste',
      2,
      5,
    ]);
  });

  it("gives the platform's to a coordinator only", async () => {
    const platform = await w.call('coordinator', 'GET', '/reports/challenges_xlsx?scope=platform');
    const rows = await readSheet(platform.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Animais', 'Arquivado', 'Frações', 'Rascunho']);
    expect((await w.call('teacher', 'GET', '/reports/challenges_xlsx?scope=platform')).statusCode).toBe(403);
    expect((await w.call('student1', 'GET', '/reports/challenges_xlsx')).statusCode).toBe(403);
  });
});
