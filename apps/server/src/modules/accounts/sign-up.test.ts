import { ACCOUNT_MESSAGES } from '@ava/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { tokenOfLink } from '../../../test/mailbox.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow } from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { outbox } from '../mail/outbox.tables.ts';
import { schoolMemberships, schools } from '../tenancy/tenancy.tables.ts';
import { accountTokens, signUpCodes } from './accounts.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let closed: PlatformRow;
let address = 0;

const post = (url: string, payload: unknown, remoteAddress = `10.9.0.${++address % 250}`) =>
  ctx.app.inject({ method: 'POST', url: `/api/identity${url}`, payload: payload as object, remoteAddress });

const b2c = (overrides: Record<string, unknown> = {}) => ({
  platform: platform.slug,
  name: 'Lia Campos',
  username: 'lia.campos',
  email: 'lia@exemplo.com.br',
  password: 'uma-senha-boa',
  password_confirmation: 'uma-senha-boa',
  ...overrides,
});

async function lastMailTo(to: string) {
  const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.created_at)).limit(1);
  return mail;
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db, { name: 'Escola Aberta', features: { signup: true } });
  closed = await buildPlatform(ctx.db);
});
afterAll(() => ctx.close());

describe('POST /api/identity/users/sign_up_b2c', () => {
  it('creates a b2c student at level 0 in the platform’s sign-up school, without accepted dates', async () => {
    const response = await post('/users/sign_up_b2c', b2c({ username: 'Lia.Campos', email: 'LIA@exemplo.com.br' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.signedUp);

    const [user] = await ctx.db.select().from(users).where(eq(users.id, response.json().user_id));
    expect(user).toMatchObject({ username: 'lia.campos', email: 'lia@exemplo.com.br', role: 'b2c_student', level: 0 });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.email_verified_at).toBeNull();
    const [membership] = await ctx.db
      .select({ name: schools.name, accepted_at: schoolMemberships.accepted_at })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
      .where(eq(schoolMemberships.user_id, user?.id ?? ''));
    expect(membership).toEqual({ name: 'Escola Aberta', accepted_at: null });

    const login = await signIn(ctx.app, platform.slug, 'lia.campos', 'uma-senha-boa');
    expect(login).toBeTruthy();
  });

  it('mails a confirmation link whose token confirms the e-mail once, with the spec’s message', async () => {
    const mail = await lastMailTo('lia@exemplo.com.br');
    expect(mail?.subject).toContain('Confirme o seu e-mail');
    expect(mail?.text).toContain(`http://ava.teste/${platform.slug}/cadastro/confirmacao#token=`);
    const token = tokenOfLink(mail?.text ?? '');

    const confirmed = await post('/users/emails/verification', { platform: platform.slug, token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Sua conta foi confirmada com sucesso! Faça login para continuar.');
    const [user] = await ctx.db.select().from(users).where(eq(users.username, 'lia.campos'));
    expect(user?.email_verified_at).toBeInstanceOf(Date);

    const again = await post('/users/emails/verification', { platform: platform.slug, token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.verificationInvalid);
  });

  it('refuses a taken username or e-mail with the spec’s messages', async () => {
    const username = await post('/users/sign_up_b2c', b2c({ email: 'outra@exemplo.com.br' }));
    expect(username.statusCode).toBe(400);
    expect(username.json().message).toBe('O nome de usuário já está em uso.');
    const email = await post('/users/sign_up_b2c', b2c({ username: 'outra.pessoa' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('O e-mail já está em uso.');
  });

  it('places the account in the school of a valid partner code and refuses an invalid one', async () => {
    const school = await buildSchool(ctx.db, platform, 'Escola Parceira');
    await ctx.db.insert(signUpCodes).values({ platform_id: platform.id, code: 'PARCEIRO1', school_id: school.id });
    const invalid = await post('/users/sign_up_b2c', b2c({ username: 'com.codigo', email: 'c@x.br', code: 'nada' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('O código digitado é inválido.');

    const valid = await post('/users/sign_up_b2c', b2c({ username: 'com.codigo', email: 'c@x.br', code: 'parceiro1' }));
    expect(valid.statusCode).toBe(201);
    const [membership] = await ctx.db
      .select()
      .from(schoolMemberships)
      .where(eq(schoolMemberships.user_id, valid.json().user_id));
    expect(membership?.school_id).toBe(school.id);
  });

  it('answers 400 with the fields for a short password, different confirmation or bad e-mail', async () => {
    const response = await post(
      '/users/sign_up_b2c',
      b2c({ username: 'curta', email: 'nao-e-email', password: '123', password_confirmation: '321' }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.password', 'body.email']));
    const differ = await post(
      '/users/sign_up_b2c',
      b2c({ username: 'diferente', password_confirmation: 'outra-senha' }),
    );
    expect(differ.json().fields).toContainEqual({
      field: 'body.password_confirmation',
      message: ACCOUNT_MESSAGES.passwordsDiffer,
    });
  });

  it('refuses sign-ups on a platform without the signup feature', async () => {
    const response = await post('/users/sign_up_b2c', b2c({ platform: closed.slug }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.signUpClosed);
  });

  it('limits sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post('/users/sign_up_b2c', b2c({ platform: closed.slug }), '10.77.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/identity/guardians', () => {
  it('creates a guardian who can sign in', async () => {
    const response = await post('/guardians', {
      platform: platform.slug,
      name: 'Rita Campos',
      username: 'rita',
      email: 'rita@exemplo.com.br',
      password: 'senha-da-rita',
      password_confirmation: 'senha-da-rita',
    });
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, response.json().user_id));
    expect(user?.role).toBe('guardian');
    expect(await lastMailTo('rita@exemplo.com.br')).toBeDefined();
    await signIn(ctx.app, platform.slug, 'rita@exemplo.com.br', 'senha-da-rita');
  });
});

describe('POST /api/identity/users/emails/verification (a new link)', () => {
  it('mails a new link to an unconfirmed account and answers the same for any other address', async () => {
    await post('/users/sign_up_b2c', b2c({ username: 'nova.conta', email: 'nova@exemplo.com.br' }));
    const first = await lastMailTo('nova@exemplo.com.br');
    const resend = await post('/users/emails/verification', { platform: platform.slug, email: 'nova@exemplo.com.br' });
    expect(resend.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent });
    const second = await lastMailTo('nova@exemplo.com.br');
    expect(second?.id).not.toBe(first?.id);
    // The first link is void once a new one is sent.
    const old = await post('/users/emails/verification', {
      platform: platform.slug,
      token: tokenOfLink(first?.text ?? ''),
    });
    expect(old.statusCode).toBe(400);

    const unknown = await post('/users/emails/verification', { platform: platform.slug, email: 'ninguem@x.br' });
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent });
    expect(await lastMailTo('ninguem@x.br')).toBeUndefined();
  });

  it('refuses a token on another platform than its own', async () => {
    await post('/users/sign_up_b2c', b2c({ username: 'plataforma', email: 'plat@exemplo.com.br' }));
    const token = tokenOfLink((await lastMailTo('plat@exemplo.com.br'))?.text ?? '');
    const other = await post('/users/emails/verification', { platform: closed.slug, token });
    expect(other.statusCode).toBe(400);
    const own = await post('/users/emails/verification', { platform: platform.slug, token });
    expect(own.statusCode).toBe(200);
  });

  it('limits the mails one account can be sent', async () => {
    await post('/users/sign_up_b2c', b2c({ username: 'caixa.cheia', email: 'cheia@exemplo.com.br' }));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { platform: platform.slug, email: 'cheia@exemplo.com.br' };
      statuses.push((await post('/users/emails/verification', body, `10.78.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /api/identity/users/check_availability', () => {
  const check = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/identity/users/check_availability?${query}` });

  it('tells whether a username or e-mail is taken and a code invalid', async () => {
    await buildUser(ctx.db, platform, 'school_student', { username: 'ocupado', email: 'ocupado@x.br' });
    const taken = await check(`platform=${platform.slug}&username=OCUPADO&email=ocupado@x.br&code=errado`);
    expect(taken.json()).toEqual({ username_exist: true, email_exist: true, invalid_code: true });
    const free = await check(`platform=${platform.slug}&username=livre&email=livre@x.br&code=PARCEIRO1`);
    expect(free.json()).toEqual({ username_exist: false, email_exist: false, invalid_code: false });
    const nothing = await check(`platform=${platform.slug}`);
    expect(nothing.json()).toEqual({ username_exist: false, email_exist: false, invalid_code: false });
  });

  it('looks only inside the named platform', async () => {
    const response = await check(`platform=${closed.slug}&username=ocupado`);
    expect(response.json().username_exist).toBe(false);
    expect((await check('platform=nao-existe&username=x')).statusCode).toBe(404);
    expect((await check('username=x')).statusCode).toBe(400);
  });

  it('is limited per address', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 61; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/identity/users/check_availability?platform=${platform.slug}&username=a${i}`,
        remoteAddress: '10.79.0.1',
      });
      codes.add(response.statusCode);
    }
    expect([...codes]).toEqual([200, 429]);
  });
});

describe('GET /api/identity/platforms/status', () => {
  it('says whether the platform takes sign-ups', async () => {
    const open = await ctx.app.inject({
      method: 'GET',
      url: `/api/identity/platforms/status?platform=${platform.slug}`,
    });
    expect(open.json()).toEqual({ platform: platform.slug, name: 'Escola Aberta', signup: true });
    const shut = await ctx.app.inject({ method: 'GET', url: `/api/identity/platforms/status?platform=${closed.slug}` });
    expect(shut.json().signup).toBe(false);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/identity/platforms/status?platform=nenhuma' });
    expect(none.statusCode).toBe(404);
  });
});

describe('data kept', () => {
  it('stores only the hash of a mailed token', async () => {
    const token = tokenOfLink((await lastMailTo('nova@exemplo.com.br'))?.text ?? '');
    const rows = await ctx.db.select({ token_hash: accountTokens.token_hash }).from(accountTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
