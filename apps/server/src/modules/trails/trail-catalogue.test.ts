import type { TrailDetail, TrailFilters, TrailSearchResponse } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrailWizardWorld, type TrailWizardWorld } from './trail-wizard.fixture.ts';

let w: TrailWizardWorld;
let mine: TrailDetail;
let myDraft: TrailDetail;
let theirs: TrailDetail;
let theirDraft: TrailDetail;
beforeAll(async () => {
  w = await buildTrailWizardWorld();
  mine = await w.publishedTrail('teacher', 'Frações na cozinha', ['frações']);
  myDraft = await w.createTrail('teacher', 'Rascunho de frações');
  theirs = await w.publishedTrail('teacherB', 'Planetas', ['astronomia']);
  theirDraft = await w.createTrail('teacherB', 'Rascunho de planetas');
  await w.call('teacher', 'PATCH', `/learning_trail_wizard/classifiers?external_id=${mine.external_id}`, {
    bncc: { EF05MA03: 'Frações' },
    add_grade: [20],
  });
});
afterAll(() => w.ctx.close());

const titles = (response: { json: <T>() => T }) => response.json<TrailSearchResponse>().results.map((r) => r.title);

describe('GET /learning_trails/details', () => {
  it('shows a trail to its author in any status and to other educators once published; others get 404 or 403', async () => {
    const own = await w.call('teacher', 'GET', `/learning_trails/details?external_id=${myDraft.external_id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ title: 'Rascunho de frações', cdn: '', is_author: true });
    const published = await w.call('teacherB', 'GET', `/learning_trails/details?learning_trail_id=${mine.id}`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      is_author: false,
      total_steps: 1,
      author: { id: w.world.users.teacher.id },
    });
    expect(
      (await w.call('teacherB', 'GET', `/learning_trails/details?external_id=${myDraft.external_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.call('foreignTeacher', 'GET', `/learning_trails/details?learning_trail_id=${mine.id}`)).statusCode,
    ).toBe(404);
    expect((await w.call('student1', 'GET', `/learning_trails/details?learning_trail_id=${mine.id}`)).statusCode).toBe(
      403,
    );
    expect((await w.call('teacher', 'GET', '/learning_trails/details')).statusCode).toBe(400);
  });
});

describe('the searches', () => {
  it('finds published trails, the caller’s own in any status, and the other educators’ published ones', async () => {
    const published = await w.call('teacher', 'POST', '/learning_trails/search', {});
    expect(titles(published).sort()).toEqual(['Frações na cozinha', 'Planetas']);
    expect(published.json<TrailSearchResponse>()).toMatchObject({ cdn: '', total: 2 });
    const complete = await w.call('teacher', 'POST', '/learning_trails/complete/search', {});
    expect(titles(complete).sort()).toEqual(['Frações na cozinha', 'Planetas', 'Rascunho de frações']);
    expect(titles(complete)).not.toContain(theirDraft.title);
    const external = await w.call('teacher', 'POST', '/external/learning_trails/search', {});
    expect(titles(external)).toEqual(['Planetas']);
  });

  it('filters by title, keywords, BNCC, grade and status, and pages', async () => {
    const search = (body: object) => w.call('teacher', 'POST', '/learning_trails/complete/search', body);
    expect(titles(await search({ search: 'fraç' })).sort()).toEqual(['Frações na cozinha', 'Rascunho de frações']);
    expect(titles(await search({ keywords: ['astronomia'] }))).toEqual(['Planetas']);
    expect(titles(await search({ bncc: ['EF05MA03'] }))).toEqual(['Frações na cozinha']);
    expect(titles(await search({ grade_ids: [20] }))).toEqual(['Frações na cozinha']);
    expect(titles(await search({ status: [3] }))).toEqual(['Rascunho de frações']);
    const paged = (await search({ per_page: 1, page: 2 })).json<TrailSearchResponse>();
    expect(paged.total).toBe(3);
    expect(paged.results).toHaveLength(1);
  });

  it('is for educators of the platform only', async () => {
    expect((await w.call('student1', 'POST', '/learning_trails/search', {})).statusCode).toBe(403);
    const foreign = await w.call('foreignTeacher', 'POST', '/learning_trails/complete/search', {});
    expect(foreign.json<TrailSearchResponse>().total).toBe(0);
  });
});

describe('favourites and ratings', () => {
  it('marks favourites per educator and lists them first or alone', async () => {
    const marked = await w.call(
      'teacher',
      'PATCH',
      `/learning_trails/favorite?learning_trail_id=${theirs.id}&favorite=true`,
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ learning_trail_id: theirs.id, favorite: true });
    const only = await w.call('teacher', 'POST', '/learning_trails/search', { favorites_only: true });
    expect(titles(only)).toEqual(['Planetas']);
    expect(only.json<TrailSearchResponse>().results[0]?.favorite).toBe(true);
    const forB = await w.call('teacherB', 'POST', '/learning_trails/search', { favorites_only: true });
    expect(titles(forB)).toEqual([]);
    expect(
      (await w.call('teacherB', 'PATCH', `/learning_trails/favorite?learning_trail_id=${myDraft.id}&favorite=true`))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.call('student1', 'PATCH', `/learning_trails/favorite?learning_trail_id=${mine.id}&favorite=true`))
        .statusCode,
    ).toBe(403);
    await w.call('teacher', 'PATCH', `/learning_trails/favorite?learning_trail_id=${theirs.id}&favorite=false`);
    expect(titles(await w.call('teacher', 'POST', '/learning_trails/search', { favorites_only: true }))).toEqual([]);
  });

  it('averages ratings from 1 to 5, 0 clears the caller’s, and refuses other values', async () => {
    await w.call('teacher', 'PATCH', '/learning_trails/rating', { learning_trail_id: theirs.id, rating: 5 });
    const second = await w.call('teacherB', 'PATCH', '/learning_trails/rating', {
      learning_trail_id: theirs.id,
      rating: 2,
    });
    expect(second.json()).toEqual({ learning_trail_id: theirs.id, rating: 3.5, user_rating: 2, total_ratings: 2 });
    const cleared = await w.call('teacherB', 'PATCH', '/learning_trails/rating', {
      learning_trail_id: theirs.id,
      rating: 0,
    });
    expect(cleared.json()).toMatchObject({ rating: 5, user_rating: null, total_ratings: 1 });
    expect(
      (await w.call('teacher', 'PATCH', '/learning_trails/rating', { learning_trail_id: theirs.id, rating: 6 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.call('foreignTeacher', 'PATCH', '/learning_trails/rating', { learning_trail_id: theirs.id, rating: 3 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /learning_trails/filters', () => {
  it('lists what the caller’s findable trails use, the statuses and the map themes of the platform', async () => {
    const response = await w.call('teacher', 'GET', '/learning_trails/filters');
    expect(response.statusCode).toBe(200);
    const filters = response.json<TrailFilters>();
    expect(filters.bncc).toEqual([{ code: 'EF05MA03', description: 'Frações' }]);
    expect(filters.keywords).toEqual(['astronomia', 'frações']);
    expect(filters.grades.map((grade) => grade.id)).toEqual([20]);
    expect(filters.statuses).toContainEqual({ id: 1, name: 'Publicada' });
    expect(filters.themes.map((theme) => theme.title)).toContain('Deserto');
    expect(filters.themes.some((theme) => theme.id.startsWith('corporate'))).toBe(false);
    expect((await w.call('student1', 'GET', '/learning_trails/filters')).statusCode).toBe(403);
  });
});
