import { ACCOUNT_MESSAGES, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { type Mailbox, startMailbox, tokenOfLink } from '../../../test/mailbox.ts';
import {
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';

/** Mail goes through a real SMTP server here (SMTP_URL set), read back as the person would. */
let mailbox: Mailbox;
let ctx: TestContext;
let platform: PlatformRow;
let otherPlatform: PlatformRow;
let schoolId: string;
let address = 0;
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: `/api/identity${url}`, payload, headers, remoteAddress });
const askLink = (login: string, slug = platform.slug) =>
  post('/users/emails/reset_password', { platform: slug, login });
const reset = (token: string, password: string, slug = platform.slug, remoteAddress?: string) =>
  post(
    '/users/reset-password',
    { platform: slug, password, password_confirmation: password },
    bearer(token),
    remoteAddress,
  );
const mailedToken = (to: string) => tokenOfLink(mailbox.lastTo(to)?.text ?? '');

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ SMTP_URL: mailbox.url, PASSWORD_RESET_TTL_MINUTES: 30 });
  platform = await buildPlatform(ctx.db, { name: 'Rede Azul' });
  otherPlatform = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

describe('password recovery by e-mail', () => {
  it('mails a link, by username or e-mail, whose token sets a new password once', async () => {
    await buildUser(ctx.db, platform, 'school_teacher', { username: 'marta', email: 'marta@escola.br', schoolId });
    const sent = await askLink('MARTA');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(ACCOUNT_MESSAGES.resetLinkSent);

    const mail = mailbox.lastTo('marta@escola.br');
    expect(mail?.from).toBe('nao-responda@teste.local');
    expect(mail?.subject).toBe('Recuperação de senha - Rede Azul');
    expect(mail?.text).toContain('Olá, Pessoa Teste!');
    expect(mail?.text).toContain('30 minutos');
    expect(mail?.text).toContain(`http://ava.teste/${platform.slug}/recuperar-senha/nova-senha#token=`);
    expect(mail?.html).toContain('href="http://ava.teste/');
    const token = tokenOfLink(mail?.text ?? '');

    const done = await reset(token, 'nova-senha-marta');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    await signIn(ctx.app, platform.slug, 'marta', 'nova-senha-marta');

    const twice = await reset(token, 'outra-senha-marta');
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe('Token inválido');
  });

  it('ends the open sessions of the account when the password is reset', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'sessao', email: 'sessao@x.br', schoolId });
    const session = await signIn(ctx.app, platform.slug, 'sessao');
    await askLink('sessao@x.br');
    await reset(mailedToken('sessao@x.br'), 'senha-depois');
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profiles/settings',
      headers: bearer(session),
    });
    expect(settings.statusCode).toBe(498);
  });

  it('tells when no e-mail is found, whatever the reason', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'sem-email', schoolId });
    await buildUser(ctx.db, otherPlatform, 'school_student', { username: 'alheio', email: 'alheio@x.br' });
    for (const [login, slug] of [
      ['ninguem', platform.slug],
      ['sem-email', platform.slug],
      ['alheio@x.br', platform.slug],
      ['marta', 'nao-existe'],
    ] as const) {
      const response = await askLink(login, slug);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.resetEmailNotFound);
    }
  });

  it('voids the earlier link when a new one is asked for', async () => {
    await buildUser(ctx.db, platform, 'guardian', { username: 'duas-vezes', email: 'duas@x.br', schoolId });
    await askLink('duas-vezes');
    const first = mailedToken('duas@x.br');
    await askLink('duas-vezes');
    const second = mailedToken('duas@x.br');
    expect(second).not.toBe(first);
    expect((await reset(first, 'senha-nova-1')).statusCode).toBe(401);
    expect((await reset(second, 'senha-nova-1')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'atrasado', email: 'atrasado@x.br', schoolId });
    await askLink('atrasado');
    const token = mailedToken('atrasado@x.br');
    ctx.clock.advance(30 * 60_000 + 1);
    expect((await reset(token, 'tarde-demais')).statusCode).toBe(401);
  });

  it('refuses the token on another platform', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'viajante', email: 'viajante@x.br', schoolId });
    await askLink('viajante');
    const token = mailedToken('viajante@x.br');
    expect((await reset(token, 'senha-de-fora', otherPlatform.slug)).statusCode).toBe(401);
    expect((await reset(token, 'senha-de-casa')).statusCode).toBe(200);
  });

  it('lets no blocked user in: no mail is sent and an old link does not work', async () => {
    const user = await buildUser(ctx.db, platform, 'school_student', {
      username: 'bloqueada',
      email: 'bloqueada@x.br',
      schoolId,
    });
    await askLink('bloqueada');
    const token = mailedToken('bloqueada@x.br');
    await ctx.db.update(users).set({ blocked_at: new Date() }).where(eq(users.id, user.id));
    const count = mailbox.mails.length;
    const asked = await askLink('bloqueada');
    expect(asked.statusCode).toBe(200);
    expect(mailbox.mails.length).toBe(count);
    expect((await reset(token, 'quer-entrar')).statusCode).toBe(401);
  });

  it('answers 400 to a new password that is too short, and 401 to a missing or malformed token', async () => {
    const short = await reset('x'.repeat(43), '123');
    expect(short.statusCode).toBe(400);
    const missing = await post('/users/reset-password', {
      platform: platform.slug,
      password: 'boa-senha-1',
      password_confirmation: 'boa-senha-1',
    });
    expect(missing.statusCode).toBe(401);
    expect((await reset('curto', 'boa-senha-1')).statusCode).toBe(401);
  });

  it('locks an address that guesses tokens', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await reset('y'.repeat(43), 'boa-senha-1', platform.slug, '10.99.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits the links one account can be sent', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'muitos', email: 'muitos@x.br', schoolId });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await askLink('muitos')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('password recovery with secret questions', () => {
  const answers = [
    { question_id: 1, answer: 'Totó' },
    { question_id: 3, answer: 'São  Paulo' },
  ];

  it('gives a reset token for the right answers, whatever their case and accents', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'pergunta', schoolId });
    const session = await signIn(ctx.app, platform.slug, 'pergunta');
    const set = await post('/users/secret_questions', { password: TEST_PASSWORD, answers }, bearer(session));
    expect(set.statusCode).toBe(200);

    const validated = await post('/users/validate_secret_answer', {
      platform: platform.slug,
      username: 'pergunta',
      answers: [
        { question_id: 3, answer: ' sao paulo ' },
        { question_id: 1, answer: 'TOTO' },
      ],
    });
    expect(validated.statusCode).toBe(200);
    const { token } = validated.json();
    expect((await reset(token, 'lembrei-agora')).statusCode).toBe(200);
    await signIn(ctx.app, platform.slug, 'pergunta', 'lembrei-agora');
  });

  it('answers alike to a wrong answer, other questions and an unknown user', async () => {
    for (const payload of [
      { username: 'pergunta', answers: [answers[0], { question_id: 3, answer: 'Rio' }] },
      { username: 'pergunta', answers: [answers[0], { question_id: 2, answer: 'São Paulo' }] },
      { username: 'ninguem', answers },
    ]) {
      const response = await post('/users/validate_secret_answer', { platform: platform.slug, ...payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.secretAnswersWrong);
    }
  });

  it('locks an account after repeated wrong answers, even from many addresses', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'alvo-perguntas', schoolId });
    const wrong = { platform: platform.slug, username: 'alvo-perguntas', answers };
    for (let i = 0; i < 5; i++) expect((await post('/users/validate_secret_answer', wrong)).statusCode).toBe(401);
    const locked = await post('/users/validate_secret_answer', wrong);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
  });

  it('refuses repeated questions or a wrong number of answers', async () => {
    const repeated = await post('/users/validate_secret_answer', {
      platform: platform.slug,
      username: 'pergunta',
      answers: [answers[0], answers[0]],
    });
    expect(repeated.statusCode).toBe(400);
    const one = await post('/users/validate_secret_answer', {
      platform: platform.slug,
      username: 'pergunta',
      answers: [answers[0]],
    });
    expect(one.statusCode).toBe(400);
  });
});
