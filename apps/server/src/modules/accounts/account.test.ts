import { ACCOUNT_MESSAGES, type LoginResponse, MESSAGES, SECRET_QUESTIONS } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, postLogin, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { schoolMemberships } from '../tenancy/tenancy.tables.ts';
import { profileErrorReports } from './accounts.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let otherPlatform: PlatformRow;
let schoolId: string;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/identity${url}`, headers: bearer(token), payload });

async function newcomer(role: UserRow['role'], username: string) {
  const user = await buildUser(ctx.db, platform, role, { username, schoolId, accepted: false });
  return { user, token: await signIn(ctx.app, platform.slug, username) };
}

const loginOf = async (username: string) => (await postLogin(ctx.app, platform.slug, username)).json<LoginResponse>();

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  otherPlatform = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
});
afterAll(() => ctx.close());

describe('terms and confirmation flow', () => {
  it('accepts the terms, raising a student of level 0 to 1, then confirms the profile', async () => {
    const { user, token } = await newcomer('b2c_student', 'recem');
    expect((await loginOf('recem')).user.school).toMatchObject({ accepted_date: null, confirmed_date: null });

    const early = await call('POST', '/users/validation_finished', token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ACCOUNT_MESSAGES.termsFirst);

    const accepted = await call('POST', '/users/accept', token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ school_id: schoolId, accepted_date: ctx.clock.now().toISOString(), level: 1 });

    const confirmed = await call('POST', '/users/validation_finished', token, { school_id: schoolId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmed_date).toBe(ctx.clock.now().toISOString());

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.level).toBe(1);
    const school = (await loginOf('recem')).user.school;
    expect(school?.accepted_date).not.toBeNull();
    expect(school?.confirmed_date).not.toBeNull();
  });

  it('keeps the first accepted date and leaves a higher level alone', async () => {
    const { user, token } = await newcomer('guardian', 'responsavel-novo');
    await ctx.db.update(users).set({ level: 3 }).where(eq(users.id, user.id));
    const first = (await call('POST', '/users/accept', token)).json();
    ctx.clock.advance(60_000);
    const second = (await call('POST', '/users/accept', token)).json();
    expect(second).toEqual({ ...first, level: 3 });
  });

  it('raises no level for roles other than students and guardians', async () => {
    const { token } = await newcomer('school_teacher', 'professora-nova');
    expect((await call('POST', '/users/accept', token)).json().level).toBe(0);
  });

  it('lets the confirmation be made only by the roles that confirm it', async () => {
    const { token } = await newcomer('school_teacher', 'sem-confirmacao');
    await call('POST', '/users/accept', token);
    expect((await call('POST', '/users/validation_finished', token)).statusCode).toBe(403);
  });

  it('acts only on the caller’s own memberships', async () => {
    const { token } = await newcomer('school_student', 'curioso');
    const foreignSchool = await buildSchool(ctx.db, otherPlatform);
    const otherSchool = await buildSchool(ctx.db, platform, 'Outra Escola');
    for (const id of [foreignSchool.id, otherSchool.id]) {
      const response = await call('POST', '/users/accept', token, { school_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.schoolNotFound);
    }
    const [membership] = await ctx.db
      .select()
      .from(schoolMemberships)
      .where(eq(schoolMemberships.school_id, otherSchool.id));
    expect(membership).toBeUndefined();
  });

  it('keeps a reported error for the school', async () => {
    const { user, token } = await newcomer('school_student', 'reporta');
    const response = await call('POST', '/users/report_error', token, { message: '  Meu nome está errado.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Erro reportado com sucesso');
    const [report] = await ctx.db.select().from(profileErrorReports).where(eq(profileErrorReports.user_id, user.id));
    expect(report).toMatchObject({ platform_id: platform.id, school_id: schoolId, message: 'Meu nome está errado.' });

    const blank = await call('POST', '/users/report_error', token, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toContainEqual({ field: 'body.message', message: MESSAGES.requiredField });
  });

  it('limits how often one user may call', async () => {
    const { token } = await newcomer('school_student', 'apressado');
    const statuses = new Set<number>();
    for (let i = 0; i < 21; i++) statuses.add((await call('POST', '/users/accept', token)).statusCode);
    expect([...statuses]).toEqual([200, 429]);
  });
});

describe('POST /api/identity/users/update_password', () => {
  const change = (token: string, current: string, next: string, confirmation = next) =>
    call('POST', '/users/update_password', token, {
      current_password: current,
      password: next,
      password_confirmation: confirmation,
    });

  it('changes the password with the current one and ends the other sessions only', async () => {
    await buildUser(ctx.db, platform, 'school_teacher', { username: 'troca', schoolId });
    const here = await signIn(ctx.app, platform.slug, 'troca');
    const elsewhere = await signIn(ctx.app, platform.slug, 'troca');
    const response = await change(here, TEST_PASSWORD, 'senha-trocada');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);

    expect((await call('GET', '/secret_questions', here)).statusCode).toBe(200);
    expect((await call('GET', '/secret_questions', elsewhere)).statusCode).toBe(498);
    await signIn(ctx.app, platform.slug, 'troca', 'senha-trocada');
  });

  it('refuses a wrong current password, then locks after repeated failures', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'adivinha', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'adivinha');
    for (let i = 0; i < 5; i++) {
      const wrong = await change(token, `errada-${i}`, 'nova-senha-1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    expect((await change(token, TEST_PASSWORD, 'nova-senha-1')).statusCode).toBe(429);
  });

  it('refuses a confirmation that differs and a short password', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'confere', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'confere');
    expect((await change(token, TEST_PASSWORD, 'nova-senha-1', 'nova-senha-2')).statusCode).toBe(400);
    expect((await change(token, TEST_PASSWORD, 'curta')).statusCode).toBe(400);
    await signIn(ctx.app, platform.slug, 'confere');
  });
});

describe('secret questions', () => {
  const answers = [
    { question_id: 2, answer: 'Escola Sol' },
    { question_id: 4, answer: 'Pizza' },
  ];

  it('lists the questions, sets the answers once with the password, then replaces them', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'segredo', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'segredo');
    const before = (await call('GET', '/secret_questions', token)).json();
    expect(before).toEqual({ questions: [...SECRET_QUESTIONS], chosen: [] });

    const noPassword = await call('POST', '/users/secret_questions', token, { password: 'errada', answers });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const missing = await call('POST', '/users/update_secret_questions', token, { password: TEST_PASSWORD, answers });
    expect(missing.json().message).toBe(ACCOUNT_MESSAGES.secretQuestionsMissing);

    const set = await call('POST', '/users/secret_questions', token, { password: TEST_PASSWORD, answers });
    expect(set.json().message).toBe(ACCOUNT_MESSAGES.secretQuestionsSaved);
    expect((await call('GET', '/secret_questions', token)).json().chosen).toEqual([2, 4]);
    const again = await call('POST', '/users/secret_questions', token, { password: TEST_PASSWORD, answers });
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.secretQuestionsExist);

    const replaced = await call('POST', '/users/update_secret_questions', token, {
      password: TEST_PASSWORD,
      answers: [answers[0], { question_id: 6, answer: 'Mônica' }],
    });
    expect(replaced.statusCode).toBe(200);
    expect((await call('GET', '/secret_questions', token)).json().chosen).toEqual([2, 6]);
  });

  it('refuses unknown question ids', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'pergunta-falsa', schoolId });
    const token = await signIn(ctx.app, platform.slug, 'pergunta-falsa');
    const response = await call('POST', '/users/secret_questions', token, {
      password: TEST_PASSWORD,
      answers: [answers[0], { question_id: 99, answer: 'x' }],
    });
    expect(response.statusCode).toBe(400);
  });
});
