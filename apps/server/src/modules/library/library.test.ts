import { libraryCardType, mergeLibraryResults } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { classroomMembers } from '../tenancy/tenancy.tables.ts';
import { buildLibraryItems } from './library.fixture.ts';
import type { LibraryItemRow } from './library.repository.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;
const tokens = {} as Record<'student' | 'teacher' | 'guardian' | 'admin' | 'stranger', string>;
let studentId: string;
let own: LibraryItemRow[];
let shared: LibraryItemRow[];
let strangers: LibraryItemRow[];

const BASE = '/api/library';
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), payload });
const search = (token: string, source: 'complete' | 'external', payload: object = {}) =>
  call('POST', source === 'complete' ? '/library/complete/search' : '/external/library/search', token, payload);
const titles = (response: { json(): { results: { title: string }[] } }) => response.json().results.map((r) => r.title);

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  const student = await buildUser(ctx.db, platform, 'school_student', { username: 'aluna' });
  studentId = student.id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'professor' });
  await buildUser(ctx.db, platform, 'guardian', { username: 'responsavel' });
  await buildUser(ctx.db, platform, 'school_admin', { username: 'diretora' });
  await buildUser(ctx.db, other, 'school_student', { username: 'estranha' });
  tokens.student = await signIn(ctx.app, platform.slug, 'aluna');
  tokens.teacher = await signIn(ctx.app, platform.slug, 'professor');
  tokens.guardian = await signIn(ctx.app, platform.slug, 'responsavel');
  tokens.admin = await signIn(ctx.app, platform.slug, 'diretora');
  tokens.stranger = await signIn(ctx.app, other.slug, 'estranha');

  own = await buildLibraryItems(ctx.db, platform.id, [
    {
      title: 'Fotossíntese das plantas',
      subtitle: 'Como as plantas produzem energia',
      subject: 'Ciências',
      grade_ids: [16],
      bncc: ['EF06CI05'],
      body_html: '<p>A luz do sol...</p>',
      video_url: 'https://www.youtube.com/embed/abc',
    },
    {
      card_type: 'digitalBooks',
      title: 'Contos brasileiros',
      subject: 'Língua Portuguesa',
      grade_ids: [17],
      downloadable: true,
    },
    { card_type: 'audios', title: 'Poemas declamados', subject: 'Língua Portuguesa', grade_ids: [16] },
    { card_type: 'miscellaneous', title: 'Mapa do Brasil', subject: 'Geografia', grade_ids: [17], bncc: ['EF07GE01'] },
  ]);
  shared = await buildLibraryItems(ctx.db, null, [
    { title: 'Frações equivalentes', subject: 'Matemática', grade_ids: [16] },
    { card_type: 'digitalBooks', title: 'Histórias da Amazônia', subject: 'História', grade_ids: [17] },
  ]);
  strangers = await buildLibraryItems(ctx.db, other.id, [{ title: 'Fotossíntese secreta', subject: 'Ciências' }]);
});
afterAll(() => ctx.close());

describe('who may use the library', () => {
  it('lets students and educators in, and keeps guardians and administrators out', async () => {
    expect((await search(tokens.student, 'complete')).statusCode).toBe(200);
    expect((await search(tokens.teacher, 'external')).statusCode).toBe(200);
    expect((await search(tokens.guardian, 'complete')).statusCode).toBe(403);
    expect((await search(tokens.admin, 'complete')).statusCode).toBe(403);
    expect((await call('GET', `/info/details?id=${own[0]?.id}`, tokens.guardian)).statusCode).toBe(403);
    expect((await call('GET', '/filters/categories', tokens.admin)).statusCode).toBe(403);
    expect((await call('GET', '/info/workload?type=audios', tokens.guardian)).statusCode).toBe(403);
  });

  it('asks for a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `${BASE}/library/complete/search`, payload: {} });
    expect(response.statusCode).toBe(498);
  });
});

describe('POST /library/complete/search and /external/library/search', () => {
  it('searches each source apart: the platform’s own items, then the shared collection', async () => {
    const mine = await search(tokens.student, 'complete');
    expect(mine.json().total).toBe(4);
    expect(mine.json().results.every((item: { source: string }) => item.source === 'platform')).toBe(true);
    const common = await search(tokens.student, 'external');
    expect(titles(common).sort()).toEqual(['Frações equivalentes', 'Histórias da Amazônia']);
    // Another platform's items are in neither.
    const stranger = await search(tokens.stranger, 'complete');
    expect(titles(stranger)).toEqual(['Fotossíntese secreta']);
    expect(titles(await search(tokens.stranger, 'external')).sort()).toEqual(titles(common).sort());
  });

  it('merges the answers with totals summed and maps the types as document 3 section 9 says', async () => {
    const merged = mergeLibraryResults([
      (await search(tokens.student, 'complete')).json(),
      (await search(tokens.student, 'external')).json(),
    ]);
    expect(merged.total).toBe(6);
    expect(merged.results).toHaveLength(6);
    expect(merged.results.map((item) => libraryCardType(item.type)).sort()).toEqual(
      ['audios', 'digitalBooks', 'digitalBooks', 'digitalClasses', 'digitalClasses', 'miscellaneous'].sort(),
    );
    expect(libraryCardType('Outra coisa')).toBe('miscellaneous');
  });

  it('finds words by their stem, without accents and with typos', async () => {
    expect(titles(await search(tokens.student, 'complete', { search: 'fotossintese' }))).toEqual([
      'Fotossíntese das plantas',
    ]);
    expect(titles(await search(tokens.student, 'complete', { search: 'fotosintese' }))).toEqual([
      'Fotossíntese das plantas',
    ]);
    expect(titles(await search(tokens.student, 'complete', { search: 'planta' }))).toEqual([
      'Fotossíntese das plantas',
    ]);
    expect(titles(await search(tokens.student, 'complete', { search: 'CONTO' }))).toEqual(['Contos brasileiros']);
    expect(titles(await search(tokens.student, 'external', { search: 'fracoes' }))).toEqual(['Frações equivalentes']);
    expect(titles(await search(tokens.student, 'external', { search: 'amazonia' }))).toEqual(['Histórias da Amazônia']);
    expect((await search(tokens.student, 'complete', { search: 'xilofone' })).json()).toEqual({
      total: 0,
      results: [],
    });
  });

  it('filters by type, media code, grade, subject and BNCC, and pages', async () => {
    expect(titles(await search(tokens.student, 'complete', { type: 'Livros Digitais' }))).toEqual([
      'Contos brasileiros',
    ]);
    expect(titles(await search(tokens.student, 'complete', { media_type: 'M' })).sort()).toEqual([
      'Mapa do Brasil',
      'Poemas declamados',
    ]);
    expect(titles(await search(tokens.student, 'complete', { grade_ids: [17] })).sort()).toEqual([
      'Contos brasileiros',
      'Mapa do Brasil',
    ]);
    expect(titles(await search(tokens.student, 'complete', { subject: 'geografia' }))).toEqual(['Mapa do Brasil']);
    expect(titles(await search(tokens.student, 'complete', { bncc: 'EF06CI05' }))).toEqual([
      'Fotossíntese das plantas',
    ]);
    const page = await search(tokens.student, 'complete', { per_page: 3, page: 2 });
    expect(page.json().total).toBe(4);
    expect(page.json().results).toHaveLength(1);
    // Empty values are dropped, as the spec asks for search calls.
    expect((await search(tokens.student, 'complete', { search: '', subject: null })).json().total).toBe(4);
  });

  it('keeps a ranking for as long as the categories, and reads favourites and deep pages afresh', async () => {
    const asked = { search: 'vulcoes' };
    expect((await search(tokens.student, 'complete', asked)).json().total).toBe(0);
    const [added] = await buildLibraryItems(ctx.db, platform.id, [{ title: 'Vulcões ativos', subject: 'Geografia' }]);
    await call('PUT', '/info/favorite', tokens.teacher, { id: added?.id, favorite: true });
    // Favourites are the caller's own: never from a kept ranking.
    expect(titles(await search(tokens.teacher, 'complete', { ...asked, favorite: true }))).toEqual(['Vulcões ativos']);
    expect((await search(tokens.student, 'complete', asked)).json().total).toBe(0);
    ctx.clock.advance(10 * 60_000);
    expect(titles(await search(tokens.student, 'complete', asked))).toEqual(['Vulcões ativos']);
    await call('PUT', '/info/favorite', tokens.teacher, { id: added?.id, favorite: false });
  });

  it('refuses malformed filters with 400 and nothing else', async () => {
    expect((await search(tokens.student, 'complete', { media_type: 'X' })).statusCode).toBe(400);
    expect((await search(tokens.student, 'complete', { page: 0 })).statusCode).toBe(400);
  });
});

describe('GET /info/details', () => {
  it('shows an item of the platform or of the shared source with its grades', async () => {
    const response = await call('GET', `/info/details?id=${own[0]?.id}`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Fotossíntese das plantas',
      type: 'Aulas Digitais',
      media_type: 'A',
      grades: ['6º ano'],
      video_url: 'https://www.youtube.com/embed/abc',
      rating: 4.5,
      favorite: false,
    });
    expect((await call('GET', `/info/details?id=${shared[0]?.id}`, tokens.teacher)).json().source).toBe('default');
  });

  it("hides another platform's item and answers a malformed id with 400", async () => {
    expect((await call('GET', `/info/details?id=${strangers[0]?.id}`, tokens.student)).statusCode).toBe(404);
    expect((await call('GET', `/info/details?id=${own[0]?.id}`, tokens.stranger)).statusCode).toBe(404);
    expect((await call('GET', '/info/details?id=nada', tokens.student)).statusCode).toBe(400);
  });
});

describe('PUT /info/favorite', () => {
  it('adds and removes a favourite, and the favourites filter follows', async () => {
    const id = own[1]?.id;
    expect((await call('PUT', '/info/favorite', tokens.student, { id, favorite: true })).json()).toEqual({
      id,
      favorite: true,
    });
    expect(titles(await search(tokens.student, 'complete', { favorite: true }))).toEqual(['Contos brasileiros']);
    // The teacher's favourites are their own.
    expect((await search(tokens.teacher, 'complete', { favorite: true })).json().total).toBe(0);
    await call('PUT', '/info/favorite', tokens.student, { id, favorite: false });
    expect((await search(tokens.student, 'complete', { favorite: true })).json().total).toBe(0);
  });

  it("refuses another platform's item", async () => {
    const response = await call('PUT', '/info/favorite', tokens.stranger, { id: own[1]?.id, favorite: true });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /info/downloaded', () => {
  it('records a download only of an item that allows it', async () => {
    const book = own[1]?.id;
    expect((await call('PUT', '/info/downloaded', tokens.student, { id: book })).json()).toEqual({
      id: book,
      downloaded: true,
    });
    expect((await call('GET', `/info/details?id=${book}`, tokens.student)).json().downloaded).toBe(true);
    const refused = await call('PUT', '/info/downloaded', tokens.student, { id: own[0]?.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este conteúdo não pode ser baixado.');
    expect((await call('PUT', '/info/downloaded', tokens.stranger, { id: book })).statusCode).toBe(404);
  });
});

describe('PATCH /info/rating', () => {
  const rate = (
    token: string,
    owner: { platform: string; user_id: string; medium?: string; from?: string },
    rating: unknown,
  ) =>
    call(
      'PATCH',
      `/info/rating?${new URLSearchParams({ medium: own[0]?.id ?? '', from: 'platform', ...owner })}`,
      token,
      { rating },
    );

  it('stores the caller’s rating, answers the average, and 0 clears it', async () => {
    const first = await rate(tokens.student, { platform: platform.slug, user_id: studentId }, 5);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rating: 5, user_rating: 5 });
    const details = await call('GET', `/info/details?id=${own[0]?.id}`, tokens.student);
    expect(details.json()).toMatchObject({ rating: 5, user_rating: 5 });
    const cleared = await rate(tokens.student, { platform: platform.slug, user_id: studentId }, 0);
    expect(cleared.json()).toEqual({ rating: 4.5, user_rating: null });
  });

  it('rates a shared item only as from the default source', async () => {
    const owner = { platform: platform.slug, user_id: studentId, medium: shared[0]?.id ?? '' };
    expect((await rate(tokens.student, { ...owner, from: 'default' }, 4)).statusCode).toBe(200);
    expect((await rate(tokens.student, { ...owner, from: 'platform' }, 4)).statusCode).toBe(404);
  });

  it("refuses owner ids that are not the caller's, another platform's item and a bad rating", async () => {
    expect((await rate(tokens.teacher, { platform: platform.slug, user_id: studentId }, 3)).statusCode).toBe(403);
    expect((await rate(tokens.student, { platform: other.slug, user_id: studentId }, 3)).statusCode).toBe(403);
    const strangerId = (await call('GET', '/info/workload?type=audios', tokens.stranger)).statusCode;
    expect(strangerId).toBe(200);
    expect((await rate(tokens.student, { platform: platform.slug, user_id: studentId }, 7)).statusCode).toBe(400);
    expect((await rate(tokens.student, { platform: platform.slug, user_id: studentId }, 'cinco')).statusCode).toBe(400);
    const foreign = await rate(
      tokens.student,
      { platform: platform.slug, user_id: studentId, medium: strangers[0]?.id ?? '' },
      3,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /filters/categories', () => {
  it("gives the caller's own grades this year that have items, for the search's default filter", async () => {
    const school = await buildSchool(ctx.db, platform);
    const sixth = await buildClassroom(ctx.db, platform, school.id, 16);
    const seventh = await buildClassroom(ctx.db, platform, school.id, 17);
    const first = await buildClassroom(ctx.db, platform, school.id, 1);
    await buildUser(ctx.db, platform, 'school_student', { username: 'aluna-6', classroomId: sixth.id });
    const teacher = await buildUser(ctx.db, platform, 'school_teacher', {
      username: 'prof-7',
      classroomId: seventh.id,
    });
    // A classroom of a grade without items adds nothing to the default.
    await ctx.db.insert(classroomMembers).values({
      platform_id: platform.id,
      classroom_id: first.id,
      user_id: teacher.id,
      role: 'teacher',
    });
    const mine = async (username: string) =>
      (await call('GET', '/filters/categories', await signIn(ctx.app, platform.slug, username))).json().my_grade_ids;
    expect(await mine('aluna-6')).toEqual([16]);
    expect(await mine('prof-7')).toEqual([17]);
    expect(await mine('aluna')).toEqual([]);
  });

  it('lists the types, subjects, grades and BNCC codes the platform may open, kept for ten minutes', async () => {
    const response = await call('GET', '/filters/categories', tokens.teacher);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.types).toEqual([
      { type: 'Aulas Digitais', media_type: 'A' },
      { type: 'Livros Digitais', media_type: 'L' },
      { type: 'Materiais Diversos', media_type: 'M' },
      { type: 'Audios', media_type: 'M' },
    ]);
    expect(body.subjects).toEqual(['Ciências', 'Geografia', 'História', 'Língua Portuguesa', 'Matemática']);
    expect(body.grades).toEqual([
      { id: 16, name: '6º ano' },
      { id: 17, name: '7º ano' },
    ]);
    expect(body.bncc).toEqual(['EF06CI05', 'EF07GE01']);

    await buildLibraryItems(ctx.db, platform.id, [{ title: 'Arte rupestre', subject: 'Arte' }]);
    expect((await call('GET', '/filters/categories', tokens.teacher)).json().subjects).not.toContain('Arte');
    ctx.clock.advance(10 * 60_000);
    expect((await call('GET', '/filters/categories', tokens.teacher)).json().subjects).toContain('Arte');
    // Another platform sees its own subjects and the shared ones, not these.
    expect((await call('GET', '/filters/categories', tokens.stranger)).json().subjects).toEqual([
      'Ciências',
      'História',
      'Matemática',
    ]);
  });
});

describe('GET /info/workload', () => {
  it('refuses an unknown type or negative minutes', async () => {
    expect((await call('GET', '/info/workload?type=videos', tokens.student)).statusCode).toBe(400);
    expect((await call('GET', '/info/workload?type=audios&minutes=-3', tokens.student)).statusCode).toBe(400);
  });
  it('credits the minutes of a type once a day, dated in the Brazilian format', async () => {
    const first = await call('GET', '/info/workload?type=digitalBooks&minutes=12', tokens.student);
    expect(first.statusCode).toBe(200);
    const date = first.json().date as string;
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(first.json()).toEqual({ type: 'digitalBooks', date, minutes: 12, recorded: true });
    const again = await call('GET', '/info/workload?type=digitalBooks&minutes=30', tokens.student);
    expect(again.json()).toEqual({ type: 'digitalBooks', date, minutes: 12, recorded: false });
    // Another type the same day is its own.
    expect((await call('GET', '/info/workload?type=audios&minutes=5', tokens.student)).json().recorded).toBe(true);
    ctx.clock.advance(24 * 60 * 60_000);
    const token = await signIn(ctx.app, platform.slug, 'aluna');
    const tomorrow = await call('GET', '/info/workload?type=digitalBooks&minutes=30', token);
    expect(tomorrow.json()).toMatchObject({ minutes: 30, recorded: true });
    expect(tomorrow.json().date).not.toBe(date);
  });
});
