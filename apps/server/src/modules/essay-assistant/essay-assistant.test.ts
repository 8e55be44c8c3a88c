import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { platforms } from '../platforms/platforms.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essayId: string;
let student1: string;
const DAY = 86_400_000;
const ESSAY =
  'A tecnologia na escola é importante , né. Haviam muitos alunos sem computador e agente precisa resolver isso pra ontem.\n' +
  'Alem disso, muitas escola não tem internet. Segundo o IBGE, 20% das casas não tem conexão.\n' +
  'Portanto, o Ministério da Educação deve distribuir computadores por meio de parcerias, a fim de garantir o acesso, ou seja, levar internet às escolas.';
const tagged = `<div data-font-size="16" style="font-size: 16pt">${ESSAY.split('\n')
  .map((line) => `<p>${line}</p>`)
  .join('')}</div>`;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  student1 = world.users.student1.id;
  await ctx.db
    .update(platforms)
    .set({ features: { essayAiFeatures: true } })
    .where(eq(platforms.id, world.platform.id));
  const now = ctx.clock.now().getTime();
  const essay = await buildActivity(ctx.db, world.platform, {
    kind: 'essay',
    title: 'Tecnologia nas escolas públicas',
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    start_time: new Date(now - DAY),
    end_time: new Date(now + DAY),
    students: [student1, world.users.student2.id],
  });
  essayId = essay.id;
}, 60_000);
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/assistant${url}`, headers: bearer(token), ...(payload && { payload }) });
const target = { activity: '', student: '' };
const correct = (token: string, kind = 'correction', student = student1) =>
  call(token, 'POST', `/assistant/essay/${kind}`, { activity: essayId, student });
const suggestions = (token: string, status = 'proposed') =>
  call(token, 'GET', `/assistant/suggestions?activity=${essayId}&student=${student1}&status=${status}`);
const marksFor = (token: string, student?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/essay_bookmark/list?activity=${essayId}${student ? `&student=${student}` : ''}`,
    headers: bearer(token),
  });

describe('essay assistant', () => {
  let ids: string[] = [];

  it('refuses a correction before the student sends the essay', async () => {
    target.activity = essayId;
    target.student = student1;
    const early = await correct(world.tokens.teacher);
    expect(early.statusCode).toBe(400);
  });

  it('corrects the sent essay: suggestions proposed and the rubric scores, for the teacher', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/school_work/student_response',
      headers: bearer(world.tokens.student1),
      payload: { activity: essayId, detail_text: tagged, draft: false },
    });
    expect(sent.statusCode).toBe(200);
    const corrected = await correct(world.tokens.teacher);
    expect(corrected.statusCode).toBe(200);
    const body = corrected.json();
    const rules = body.suggestions.map((s: { rule: string }) => s.rule);
    expect(rules).toEqual(expect.arrayContaining(['haver-impessoal', 'oralidade-ne', 'ortografia', 'agente-a-gente']));
    for (const suggestion of body.suggestions) {
      expect(suggestion).toMatchObject({ status: 'proposed', source: 'corrector', bookmark: null });
      expect(suggestion.position.bookmark_type).toBe('assistant');
    }
    const haviam = body.suggestions.find((s: { rule: string }) => s.rule === 'haver-impessoal');
    expect(ESSAY.slice(haviam.position.range.start, haviam.position.range.end)).toBe('Haviam');
    // The fixture's grade has no stage: the ENEM rubric, as the correction screen picks it.
    expect(body.assessment.rubric).toBe('enem');
    expect(body.assessment.scores).toHaveLength(5);
    ids = body.suggestions.map((s: { id: string }) => s.id);
  });

  it('scores the five ENEM competences on request, with reasons quoting the text', async () => {
    const enem = await correct(world.tokens.coordinator, 'suggestion-enem');
    expect(enem.statusCode).toBe(200);
    const { assessment, suggestions: proposed } = enem.json();
    expect(assessment.rubric).toBe('enem');
    expect(assessment.scores.map((s: { id: string }) => s.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    const c5 = assessment.scores.find((s: { id: string }) => s.id === 'c5');
    expect(c5.score).toBe(200);
    expect(c5.reasons.map((r: { quote?: string }) => r.quote)).toContain('por meio de');
    expect(assessment.max_total).toBe(1000);
    // A new correction replaces the waiting suggestions of the one before.
    expect(
      proposed.every((s: { rule: string }) =>
        ['proposta-completa', 'proposta-incompleta', 'paragrafos', 'periodo-longo'].includes(s.rule),
      ),
    ).toBe(true);
    const language = await correct(world.tokens.teacher, 'suggestion');
    expect(language.json().suggestions.length).toBeGreaterThan(3);
    expect(language.json().assessment.rubric).toBe('enem');
    ids = language.json().suggestions.map((s: { id: string }) => s.id);
  });

  it('never lets students, guardians, other teachers or other platforms read or decide suggestions', async () => {
    for (const token of [world.tokens.student1, world.tokens.student2, world.tokens.guardian]) {
      expect((await suggestions(token)).statusCode).toBe(403);
      expect((await correct(token)).statusCode).toBe(403);
      expect((await call(token, 'POST', '/assistant/suggestions_by_ids', { ids })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/assistant/suggestions/accept', { id: ids[0] })).statusCode).toBe(403);
      expect((await call(token, 'DELETE', '/assistant/suggestions', { ids })).statusCode).toBe(403);
    }
    expect((await suggestions(world.tokens.teacherB)).statusCode).toBe(403);
    expect((await call(world.tokens.teacherB, 'POST', '/assistant/suggestions_by_ids', { ids })).statusCode).toBe(403);
    expect(
      (await call(world.tokens.teacherB, 'POST', '/assistant/suggestions/accept', { id: ids[0] })).statusCode,
    ).toBe(403);
    for (const refused of [
      await suggestions(world.tokens.foreignTeacher),
      await correct(world.tokens.foreignTeacher),
      await call(world.tokens.foreignTeacher, 'POST', '/assistant/suggestions_by_ids', { ids }),
      await call(world.tokens.foreignTeacher, 'DELETE', '/assistant/suggestions', { ids }),
    ]) {
      expect([403, 404]).toContain(refused.statusCode);
    }
  });

  it('lets the teacher accept, edit then accept, and reject; only accepted ones reach the student', async () => {
    const [first, second, third] = ids as [string, string, string];
    const accepted = await call(world.tokens.teacher, 'POST', '/assistant/suggestions/accept', { id: first });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().suggestion).toMatchObject({ status: 'accepted', bookmark: accepted.json().bookmark.id });
    expect(accepted.json().bookmark.position.bookmark_type).toBe('assistant');
    const edited = await call(world.tokens.teacher, 'POST', '/assistant/suggestions/accept', {
      id: second,
      category: 2,
      comment: 'Releia este trecho em voz alta.',
    });
    expect(edited.json().bookmark.position).toMatchObject({
      category: 2,
      sub_competence: { comment: 'Releia este trecho em voz alta.' },
    });
    const rejected = await call(world.tokens.teacher, 'DELETE', '/assistant/suggestions', { ids: [third] });
    expect(rejected.json()).toEqual({ ids: [third] });
    expect((await call(world.tokens.teacher, 'POST', '/assistant/suggestions/accept', { id: third })).statusCode).toBe(
      409,
    );
    expect((await call(world.tokens.teacher, 'POST', '/assistant/suggestions/accept', { id: first })).statusCode).toBe(
      409,
    );
    expect((await call(world.tokens.teacher, 'DELETE', '/assistant/suggestions', { ids: [first] })).statusCode).toBe(
      409,
    );

    const byIds = await call(world.tokens.teacher, 'POST', '/assistant/suggestions_by_ids', { ids: [first, third] });
    expect(byIds.json().suggestions.map((s: { status: string }) => s.status)).toEqual(['accepted', 'rejected']);
    expect((await suggestions(world.tokens.teacher, 'accepted')).json().suggestions).toHaveLength(2);
    expect((await suggestions(world.tokens.teacher, 'rejected')).json().suggestions).toHaveLength(1);

    // Released once evaluated: the student sees the two accepted marks and nothing else.
    expect((await marksFor(world.tokens.student1)).json().bookmarks).toEqual([]);
    const evaluate = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/evaluate',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essayId, student: student1, score: 8 },
    });
    expect(evaluate.statusCode).toBe(200);
    const seen = (await marksFor(world.tokens.student1)).json().bookmarks;
    expect(seen.map((b: { id: string }) => b.id).sort()).toEqual(
      [accepted.json().bookmark.id, edited.json().bookmark.id].sort(),
    );
  });

  it('proposes suggestions from the assistant chat and outside tools, read back by chat', async () => {
    const chat = randomUUID();
    const student2 = world.users.student2.id;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/school_work/student_response',
      headers: bearer(world.tokens.student2),
      payload: { activity: essayId, detail_text: tagged, draft: false },
    });
    const payload = {
      suggestions: [
        {
          range: { start: 2, end: 12 },
          category: 4,
          competence: 'organizacao',
          comment: 'Defina o tema logo no início.',
        },
      ],
    };
    const internal = await call(
      world.tokens.teacher,
      'POST',
      `/assistant/suggestions/internal?activity=${essayId}&student=${student2}&chat=${chat}`,
      payload,
    );
    expect(internal.statusCode).toBe(200);
    expect(internal.json().suggestions[0]).toMatchObject({ source: 'internal', chat, status: 'proposed' });
    const external = await call(
      world.tokens.teacher,
      'POST',
      `/assistant/suggestions/external?activity=${essayId}&student=${student2}`,
      payload,
    );
    expect(external.json().suggestions[0]).toMatchObject({ source: 'external', chat: null });
    const outside = { suggestions: [{ ...payload.suggestions[0], range: { start: 0, end: 99_999 } }] };
    expect(
      (
        await call(
          world.tokens.teacher,
          'POST',
          `/assistant/suggestions/external?activity=${essayId}&student=${student2}`,
          outside,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          world.tokens.student2,
          'POST',
          `/assistant/suggestions/internal?activity=${essayId}&student=${student2}`,
          payload,
        )
      ).statusCode,
    ).toBe(403);

    const byChat = await call(world.tokens.teacher, 'GET', `/assistant/suggestions_by_chat?chat=${chat}`);
    expect(byChat.json().suggestions).toHaveLength(1);
    expect(
      (await call(world.tokens.teacherB, 'GET', `/assistant/suggestions_by_chat?chat=${chat}`)).json().suggestions,
    ).toEqual([]);
    expect((await call(world.tokens.student2, 'GET', `/assistant/suggestions_by_chat?chat=${chat}`)).statusCode).toBe(
      403,
    );
    // Proposed suggestions never show among the student's marks.
    expect((await marksFor(world.tokens.teacher, student2)).json().bookmarks).toEqual([]);
    // Sent back for a redo and sent again, the essay's waiting suggestions (offsets into the old text) drop out.
    const list2 = () =>
      call(world.tokens.teacher, 'GET', `/assistant/suggestions?activity=${essayId}&student=${student2}`);
    expect((await list2()).json().suggestions).toHaveLength(2);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/students/redo',
      headers: bearer(world.tokens.teacher),
      payload: { activity: essayId, students: [student2] },
    });
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/api/school_work/student_response',
      headers: bearer(world.tokens.student2),
      payload: { activity: essayId, detail_text: tagged.replace('Haviam', 'Havia'), draft: false },
    });
    expect(resent.statusCode).toBe(200);
    expect((await list2()).json().suggestions).toEqual([]);
    const stale = internal.json().suggestions[0].id;
    expect((await call(world.tokens.teacher, 'POST', '/assistant/suggestions/accept', { id: stale })).statusCode).toBe(
      409,
    );
  });

  it('answers only where the platform turned the essay assistant on', async () => {
    await ctx.db.update(platforms).set({ features: {} }).where(eq(platforms.id, world.platform.id));
    const off = await correct(world.tokens.teacher);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('O assistente de redação não está ativo nesta plataforma.');
    expect((await suggestions(world.tokens.teacher)).statusCode).toBe(403);
    await ctx.db
      .update(platforms)
      .set({ features: { essayAiFeatures: true } })
      .where(eq(platforms.id, world.platform.id));
  });

  it('limits how many corrections one teacher asks a minute', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await correct(world.tokens.teacherB, 'suggestion')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 403)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
