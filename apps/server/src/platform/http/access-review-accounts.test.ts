import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser, TEST_PASSWORD } from '../../../test/tenant.fixture.ts';
import { users } from '../../modules/identity/identity.tables.ts';
import { guardianLinks } from '../../modules/tenancy/tenancy.tables.ts';

/**
 * Security review of guardians and dependents, and of every public path that takes a secret
 * (passwords, codes, tokens, answers): who reaches which child, whether guessing is throttled,
 * and whether an answer tells an unknown account from a wrong secret.
 */

let ctx: TestContext;
let world: ActivityWorld;
let guardian2: { id: string; token: string };
let foreignGuardian: string;
let address = 0;
/** Each test guesses from its own address, so the per-address limits of one do not spill into another. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

const api = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: object; remoteAddress?: string } = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/identity${url}`,
    headers: options.token ? bearer(options.token) : {},
    payload: options.payload,
    remoteAddress: options.remoteAddress,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const g2 = await buildUser(ctx.db, world.platform, 'guardian', { username: 'responsavel-dois' });
  guardian2 = { id: g2.id, token: await signIn(ctx.app, world.platform.slug, 'responsavel-dois') };
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: world.platform.id, guardian_id: g2.id, student_id: world.users.student3.id });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'guardian', { username: 'responsavel-de-fora' });
  foreignGuardian = await signIn(ctx.app, other.slug, 'responsavel-de-fora');
});
afterAll(() => ctx.close());

describe('a guardian reaching a child not linked to them', () => {
  it('cannot sign in as, edit, block, unlink or delete another guardian’s child', async () => {
    const child = world.users.student1.id;
    for (const token of [guardian2.token, foreignGuardian]) {
      const signAs = await api('POST', `/users/sign_as_student?student_id=${child}`, { token });
      expect(signAs.statusCode).toBe(403);
      expect(signAs.body).not.toContain('auth_token');
      for (const [url, payload] of [
        ['/users/guardians/update', { student_id: child, password: 'senha-tomada-123' }],
        ['/users/guardians/students/status', { student_id: child, status: 'blocked' }],
        ['/guardians/unlink_student', { student_id: child }],
        ['/users/guardians/students/delete', { student_id: child, confirm: true }],
      ] as const) {
        const response = await api('PATCH', url, { token, payload });
        expect(response.statusCode, url).toBe(403);
      }
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, child));
    expect(row?.blocked_at).toBeNull();
    await signIn(ctx.app, world.platform.slug, 'aluno1');
    const links = await ctx.db.select().from(guardianLinks).where(eq(guardianLinks.student_id, child));
    expect(links.map((link) => link.guardian_id)).toEqual([world.users.guardian.id]);
  });

  it('lists and searches only their own dependents', async () => {
    for (const url of ['/guardians/dependents?search=aluno', '/guardians/dependents', '/guardians/fetch_students']) {
      const response = await api('GET', url, { token: guardian2.token });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(world.users.student3.id);
      expect(response.body).not.toContain(world.users.student1.id);
      expect(response.body).not.toContain(world.users.student2.id);
    }
    const foreign = await api('GET', '/guardians/dependents?search=a', { token: foreignGuardian });
    expect(foreign.json().dependents).toEqual([]);
  });

  it("cannot add dependents under another guardian's id, nor choose the new account's role", async () => {
    const payload = { name: 'Filho Novo', username: 'filho-novo', password: 'senha-do-filho-1' };
    const other = await api('POST', `/guardians/${world.users.guardian.id}/dependents`, {
      token: guardian2.token,
      payload,
    });
    expect(other.statusCode).toBe(403);
    const withRole = await api('POST', `/guardians/${guardian2.id}/dependents`, {
      token: guardian2.token,
      payload: { ...payload, role: 'super_admin' },
    });
    expect(withRole.statusCode).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.username, 'filho-novo'))).toEqual([]);
  });

  it('does not edit, block or delete a child a school linked (only unlinks it)', async () => {
    const child = world.users.student1.id;
    for (const [url, payload] of [
      ['/users/guardians/update', { student_id: child, name: 'Outro Nome' }],
      ['/users/guardians/students/status', { student_id: child, status: 'blocked' }],
      ['/users/guardians/students/delete', { student_id: child, confirm: true }],
    ] as const) {
      const response = await api('PATCH', url, { token: world.tokens.guardian, payload });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("signs in as their own child into the child's data only, and never as a blocked child", async () => {
    const response = await api('POST', `/users/sign_as_student?student_id=${world.users.student1.id}`, {
      token: world.tokens.guardian,
    });
    expect(response.statusCode, response.body).toBe(200);
    const childToken = response.json().auth_token as string;
    const info = await ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(childToken) });
    expect(info.json().user_id).toBe(world.users.student1.id);
    await ctx.db.update(users).set({ blocked_at: new Date() }).where(eq(users.id, world.users.student1.id));
    const blocked = await api('POST', `/users/sign_as_student?student_id=${world.users.student1.id}`, {
      token: world.tokens.guardian,
    });
    expect(blocked.statusCode).toBe(403);
    await ctx.db.update(users).set({ blocked_at: null }).where(eq(users.id, world.users.student1.id));
  });

  it("a new password set by the guardian ends the child's open sessions, as a teacher's reset does", async () => {
    await buildUser(ctx.db, world.platform, 'b2c_student', { username: 'filho-gerido' });
    const [child] = await ctx.db.select().from(users).where(eq(users.username, 'filho-gerido'));
    if (!child) throw new Error('child not created');
    await ctx.db
      .insert(guardianLinks)
      .values({ platform_id: world.platform.id, guardian_id: guardian2.id, student_id: child.id, managed: true });
    const leaked = await signIn(ctx.app, world.platform.slug, 'filho-gerido');
    const changed = await api('PATCH', '/users/guardians/update', {
      token: guardian2.token,
      payload: { student_id: child.id, password: 'senha-nova-do-filho' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(leaked) });
    expect(stale.statusCode).toBe(498);
    await signIn(ctx.app, world.platform.slug, 'filho-gerido', 'senha-nova-do-filho');
  });

  it('other roles cannot sign in as a student, nor set a subscription', async () => {
    for (const token of [world.tokens.teacher, world.tokens.coordinator, world.tokens.student2]) {
      const response = await api('POST', `/users/sign_as_student?student_id=${world.users.student1.id}`, { token });
      expect(response.statusCode).toBe(403);
    }
    const subscription = await api('PATCH', `/backoffice/guardians/${guardian2.id}/subscription`, {
      token: guardian2.token,
      payload: { plan: 'family', status: 'active' },
    });
    expect(subscription.statusCode).toBe(403);
  });
});

describe('guessing secrets on the public sign-in paths', () => {
  const slug = () => world.platform.slug;
  const wrongToken = () => 'A'.repeat(43);

  /** Public paths that take a secret, each with a wrong guess. */
  const GUESSES: [string, string, (i: number) => object, Record<string, string>?][] = [
    ['/auth/login', 'senha', (i) => ({ platform: slug(), username: 'aluno2', password: `errada-${i}` })],
    ['/users/guardian_sign_in', 'senha', (i) => ({ platform: slug(), username: 'responsavel', password: `x${i}` })],
    [
      '/users/access_code_sign_in',
      'código',
      (i) => ({ platform: slug(), access_code: `ABCDE${String(i).padStart(5, '2')}`.replace(/[01]/g, '2') }),
    ],
    ['/users/backoffice_sign_in', 'token', () => ({ platform: slug(), username: 'aluno2', token: wrongToken() })],
    ['/auth/google', 'token', (i) => ({ platform: slug(), credential: `eyJ.${i}.x` })],
    ['/users/external_sign_in', 'token', (i) => ({ platform: slug(), token: `eyJ.${i}.x` })],
    ['/auth/bradesco', 'token', (i) => ({ platform: slug(), token: `eyJ.${i}.x` })],
    ['/auth/salvador', 'token', (i) => ({ platform: slug(), token: `eyJ.${i}.x` })],
    ['/auth/sso', 'hand-over token', () => ({ platform: slug() }), { authorization: `Bearer ${'B'.repeat(43)}` }],
    [
      '/users/validate_secret_answer',
      'respostas',
      (i) => ({
        platform: slug(),
        username: 'aluno2',
        answers: [
          { question_id: 1, answer: `x${i}` },
          { question_id: 2, answer: 'y' },
        ],
      }),
    ],
    [
      '/users/reset-password',
      'token de redefinição',
      () => ({ platform: slug(), password: 'nova-senha-123', password_confirmation: 'nova-senha-123' }),
      { authorization: `Bearer ${'C'.repeat(43)}` },
    ],
  ];

  it('every path is refused with 429 after repeated wrong guesses from one address', async () => {
    for (const [url, what, body, headers] of GUESSES) {
      const remoteAddress = nextAddress();
      let refusedAt = 0;
      for (let i = 1; i <= 40 && refusedAt === 0; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/identity${url}`,
          headers: headers ?? {},
          payload: body(i),
          remoteAddress,
        });
        expect(response.statusCode, `${url} (${what}) guess ${i}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 429) refusedAt = i;
      }
      expect(refusedAt, `${url} never throttled ${what} guesses`).toBeGreaterThan(0);
    }
  });

  it('locks an account after 5 wrong passwords, even against the right one, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await api('POST', '/auth/login', {
        payload: { platform: slug(), username: 'professor-b', password: `errada-${i}` },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(401);
    }
    const right = await api('POST', '/auth/login', {
      payload: { platform: slug(), username: 'professor-b', password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(right.statusCode).toBe(429);
    const viaGuardianForm = await api('POST', '/users/guardian_sign_in', {
      payload: { platform: slug(), username: 'professor-b', password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(viaGuardianForm.statusCode).toBe(429);
  });
});

describe('answers that would tell accounts apart', () => {
  it('a wrong password, an unknown user, an unknown platform and a non-guardian on the guardian form answer alike', async () => {
    const answers = [];
    for (const [url, payload] of [
      ['/auth/login', { platform: world.platform.slug, username: 'coordenadora', password: 'errada' }],
      ['/auth/login', { platform: world.platform.slug, username: 'ninguem-aqui', password: 'errada' }],
      ['/auth/login', { platform: 'plataforma-que-nao-existe', username: 'coordenadora', password: 'errada' }],
      ['/users/guardian_sign_in', { platform: world.platform.slug, username: 'aluno3', password: TEST_PASSWORD }],
      ['/users/guardian_sign_in', { platform: world.platform.slug, username: 'ninguem-aqui', password: 'x' }],
    ] as const) {
      const response = await api('POST', url, { payload, remoteAddress: nextAddress() });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))), JSON.stringify(answers)).toHaveProperty('size', 1);
    expect(answers[0]?.status).toBe(401);
  });

  it('a hand-over, backoffice or access-code sign-in on another platform answers like a wrong one', async () => {
    const foreignSlug = (await buildPlatform(ctx.db)).slug;
    const teacherToken = world.tokens.teacherB;
    const onOther = await api('POST', '/auth/sso', {
      payload: { platform: foreignSlug },
      token: teacherToken,
      remoteAddress: nextAddress(),
    });
    const wrong = await api('POST', '/auth/sso', {
      payload: { platform: world.platform.slug },
      token: 'D'.repeat(43),
      remoteAddress: nextAddress(),
    });
    expect(onOther.statusCode).toBe(401);
    expect(onOther.json()).toEqual(wrong.json());
    // The teacher's own session was not consumed by the attempt on the other platform.
    const still = await ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(teacherToken) });
    expect(still.statusCode).toBe(200);
  });
});
