import { ACCOUNT_MESSAGES, MESSAGES } from '@ava/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { tokenOfLink } from '../../../test/mailbox.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { outbox } from '../mail/outbox.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

/** PUT /users/profiles with a new e-mail: the current password, a new confirmation, never a guardian's session. */

/** As low as the per-account limit, so one account's wrong passwords reach it. */
const MAX_ADDRESS_FAILURES = 5;
let ctx: TestContext;
let platform: PlatformRow;
let student: UserRow;
let address = 0;
const nextAddress = () => `10.44.0.${++address}`;

const put = (token: string, payload: object, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profiles', headers: bearer(token), payload, remoteAddress });
const identity = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/identity${url}`, headers: bearer(token), payload });
const accountOf = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const lastMailTo = async (to: string) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.created_at)).limit(1))[0];

async function buildStudent(username: string, email: string | null) {
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  const classroomId = (await buildClassroom(ctx.db, platform, schoolId, 20)).id;
  const user = await buildUser(ctx.db, platform, 'school_student', { username, email, schoolId, classroomId });
  await ctx.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, user.id));
  return { user, token: await signIn(ctx.app, platform.slug, username) };
}

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES_PER_ADDRESS: MAX_ADDRESS_FAILURES });
  platform = await buildPlatform(ctx.db, { name: 'Escola Clara' });
  student = (await buildStudent('lia', 'lia@escola.br')).user;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'bia', email: 'bia@escola.br' });
});
afterAll(() => ctx.close());

describe('an e-mail change', () => {
  it('is refused without the current password or with a wrong one, changing nothing', async () => {
    const token = await signIn(ctx.app, platform.slug, 'lia');
    const before = await accountOf(student.id);
    const missing = await put(token, { email: 'nova@casa.br', birthday: '2014-05-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.currentPasswordRequired);
    const wrong = await put(token, { email: 'nova@casa.br', birthday: '2014-05-01', current_password: 'outra-senha' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(await accountOf(student.id)).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(token) })).json(),
    ).toMatchObject({ email: 'lia@escola.br', birthday: null });
    expect(await lastMailTo('nova@casa.br')).toBeUndefined();
  });

  it('with the current password, leaves the new address unconfirmed and mails it a confirmation link', async () => {
    const token = await signIn(ctx.app, platform.slug, 'lia');
    const changed = await put(token, {
      email: 'Lia.Nova@Casa.br',
      current_password: TEST_PASSWORD,
      phone: '11 98888-0000',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'lia.nova@casa.br', phone: '11 98888-0000' });
    expect(await accountOf(student.id)).toMatchObject({ email: 'lia.nova@casa.br', email_verified_at: null });

    const mail = await lastMailTo('lia.nova@casa.br');
    expect(mail?.subject).toContain('Confirme o seu e-mail');
    expect(mail?.text).toContain(`http://ava.teste/${platform.slug}/cadastro/confirmacao#token=`);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/users/emails/verification',
      payload: { platform: platform.slug, token: tokenOfLink(mail?.text ?? '') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await accountOf(student.id))?.email_verified_at).toBeInstanceOf(Date);
  });

  it('needs no password when the e-mail sent is the one already kept (the form sends every field)', async () => {
    const token = await signIn(ctx.app, platform.slug, 'lia');
    const same = await put(token, { email: 'lia.nova@casa.br', birthday: '2014-05-01' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await accountOf(student.id))?.email_verified_at).toBeInstanceOf(Date);
  });

  it('needs the password to remove the e-mail too, and refuses one another user has', async () => {
    const token = await signIn(ctx.app, platform.slug, 'lia');
    expect((await put(token, { email: null })).statusCode).toBe(400);
    const taken = await put(token, { email: 'bia@escola.br', current_password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(MESSAGES.emailTaken);
    const removed = await put(token, { email: null, current_password: TEST_PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(await accountOf(student.id)).toMatchObject({ email: null, email_verified_at: null });
  });

  it('counts wrong passwords in the sign-in throttle: per account, and per address with sign-ins', async () => {
    const { token } = await buildStudent('caio', 'caio@escola.br');
    const { token: other } = await buildStudent('duda', 'duda@escola.br');
    const from = nextAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await put(token, { email: 'caio@casa.br', current_password: `errada-${i}` }, nextAddress());
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await put(token, { email: 'caio@casa.br', current_password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyLoginAttempts);

    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      await put(other, { email: 'duda@casa.br', current_password: `errada-${i}` }, from);
    }
    const signInFromThere = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/auth/login',
      payload: { username: 'lia', password: TEST_PASSWORD, platform: platform.slug },
      remoteAddress: from,
    });
    expect(signInFromThere.statusCode).toBe(429);
    expect((await accountOf(student.id))?.email).toBeNull();
  });
});

describe('a guardian signed in as their dependent', () => {
  it('may change the profile, but never the e-mail, the password or the secret questions', async () => {
    const { user: child } = await buildStudent('teo', 'teo@escola.br');
    const guardian = await buildUser(ctx.db, platform, 'guardian', { username: 'mae-do-teo' });
    await ctx.db
      .insert(guardianLinks)
      .values({ platform_id: platform.id, guardian_id: guardian.id, student_id: child.id });
    const guardianToken = await signIn(ctx.app, platform.slug, 'mae-do-teo');
    const signedAs = await identity(guardianToken, `/users/sign_as_student?student_id=${child.id}`);
    expect(signedAs.statusCode, signedAs.body).toBe(200);
    const asChild = signedAs.json().auth_token as string;

    const email = await put(asChild, { email: 'mae@casa.br', current_password: TEST_PASSWORD });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toBe(MESSAGES.delegatedSessionCredentials);
    const removal = await put(asChild, { email: null, current_password: TEST_PASSWORD });
    expect(removal.statusCode).toBe(403);
    const password = await identity(asChild, '/users/update_password', {
      current_password: TEST_PASSWORD,
      password: 'senha-da-mae-123',
      password_confirmation: 'senha-da-mae-123',
    });
    expect(password.statusCode).toBe(403);
    const answers = [
      { question_id: 1, answer: 'Rex' },
      { question_id: 2, answer: 'Escola Clara' },
    ];
    const questions = await identity(asChild, '/users/secret_questions', { password: TEST_PASSWORD, answers });
    expect(questions.statusCode).toBe(403);

    expect((await put(asChild, { birthday: '2016-02-03' })).statusCode).toBe(200);
    expect(await accountOf(child.id)).toMatchObject({ email: 'teo@escola.br', password_hash: child.password_hash });

    const own = await signIn(ctx.app, platform.slug, 'teo');
    expect((await put(own, { email: 'teo@casa.br', current_password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
