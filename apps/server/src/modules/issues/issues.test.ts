import { ISSUE_MESSAGES, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { feedbacks, issueReports } from './issues.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
const tokens: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: bearer(tokens[who] ?? ''), payload });
const report = (who: string, body: object) => call(who, 'POST', 'issues/register', body);

// Ids of the issue types written by the migration 0011_issue_types.
const GAME_WONT_LOAD = 1;
const GAME_WRONG_ANSWER = 2;
const GAME_OTHER = 5;
const MEDIUM_OTHER = 14;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId });
  await buildUser(ctx.db, platform, 'school_student', { username: 'colega', schoolId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_student', {
    username: 'aluno',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  tokens.foreign = await signIn(ctx.app, other.slug, 'aluno');
  for (const who of ['aluno', 'colega', 'prof']) tokens[who] = await signIn(ctx.app, platform.slug, who);
});
afterAll(() => ctx.close());

describe('GET /issues/all', () => {
  it('lists the issue types of a kind of content, in order', async () => {
    const response = await call('aluno', 'GET', 'issues/all?type=game');
    expect(response.statusCode).toBe(200);
    const issues = response.json().issues;
    expect(issues.map((i: { id: number }) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(issues[4]).toEqual({
      id: GAME_OTHER,
      subject: 'Outros',
      description: expect.any(String),
      enable_obs_text: true,
      medium_id: null,
    });
    expect((await call('prof', 'GET', 'issues/all?type=Question')).json().issues).toHaveLength(4);
  });

  it('refuses an unknown kind and a caller without a session', async () => {
    expect((await call('aluno', 'GET', 'issues/all?type=video')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/issues/all?type=game' })).statusCode).toBe(498);
  });
});

describe('POST /issues/register', () => {
  it('records a report of the session’s user, whatever username the body names', async () => {
    const response = await report('aluno', {
      type: 'game',
      type_id: 4242,
      issue_type_id: GAME_WONT_LOAD,
      observation: 'não devia ser guardado',
      username: 'colega',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Erro reportado com sucesso' });
    const rows = await ctx.db.select().from(issueReports).where(eq(issueReports.type_id, '4242'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.observation).toBeNull();
  });

  it('requires the comment of an issue type that takes one, and a non-blank one for Outros', async () => {
    const cases: [object, string][] = [
      [{ issue_type_id: GAME_WRONG_ANSWER }, MESSAGES.requiredField],
      [{ issue_type_id: GAME_WRONG_ANSWER, observation: '' }, MESSAGES.requiredField],
      [{ issue_type_id: GAME_WRONG_ANSWER, observation: 42 }, MESSAGES.invalidComment],
      [{ issue_type_id: GAME_OTHER, observation: '   ' }, MESSAGES.requiredField],
      [{ issue_type_id: GAME_OTHER, observation: ['texto'] }, MESSAGES.invalidComment],
    ];
    for (const [body, message] of cases) {
      const response = await report('aluno', { type: 'game', type_id: '77', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message, fields: [{ field: 'body.observation', message }] });
    }
    expect(await ctx.db.select().from(issueReports).where(eq(issueReports.type_id, '77'))).toEqual([]);
  });

  it('keeps one report per issue type and content, with the latest comment', async () => {
    for (const observation of ['O jogo travou', '  O jogo travou de novo  ']) {
      const response = await report('aluno', { type: 'game', type_id: '77', issue_type_id: GAME_OTHER, observation });
      expect(response.statusCode).toBe(200);
    }
    const rows = await ctx.db.select().from(issueReports).where(eq(issueReports.type_id, '77'));
    expect(rows.map((row) => row.observation)).toEqual(['O jogo travou de novo']);
  });

  it('refuses an issue type of another kind of content or an unknown one', async () => {
    for (const issue_type_id of [MEDIUM_OTHER, 999]) {
      const response = await report('aluno', { type: 'game', type_id: '77', issue_type_id, observation: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ISSUE_MESSAGES.issueTypeNotFound);
    }
    const bad = await report('aluno', { type: 'jogo', type_id: '77', issue_type_id: GAME_OTHER });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /issues/game_reported', () => {
  it('gives the issue types the caller reported for a game, and nobody else’s', async () => {
    await report('aluno', { type: 'game', type_id: '77', issue_type_id: GAME_WONT_LOAD });
    const mine = await call('aluno', 'GET', 'issues/game_reported?oed_content_id=77');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      oed_content_id: '77',
      issues: [{ issue_type_id: GAME_WONT_LOAD }, { issue_type_id: GAME_OTHER }],
    });
    expect((await call('colega', 'GET', 'issues/game_reported?oed_content_id=77')).json().issues).toEqual([]);
    expect((await call('foreign', 'GET', 'issues/game_reported?oed_content_id=77')).json().issues).toEqual([]);
    expect((await call('aluno', 'GET', 'issues/game_reported')).statusCode).toBe(400);
  });
});

describe('POST /feedbacks/register', () => {
  it('records the feedback with the caller and their role', async () => {
    const response = await call('prof', 'POST', 'feedbacks/register', {
      feedback_type: 4,
      comment: '  Poderia ter modo escuro.  ',
      page: '/escola/professor',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ISSUE_MESSAGES.feedbackSent });
    const [row] = await ctx.db.select().from(feedbacks);
    expect(row).toMatchObject({ role: 'school_teacher', feedback_type: 4, comment: 'Poderia ter modo escuro.' });
  });

  it('refuses an unknown type and an empty comment', async () => {
    expect((await call('aluno', 'POST', 'feedbacks/register', { feedback_type: 7, comment: 'Oi' })).statusCode).toBe(
      400,
    );
    const blank = await call('aluno', 'POST', 'feedbacks/register', { feedback_type: 1, comment: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([{ field: 'body.comment', message: MESSAGES.requiredField }]);
  });

  it('limits how many a user may send in a minute', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await call('colega', 'POST', 'feedbacks/register', { feedback_type: 1, comment: `Ótimo ${i}` }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
