import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { sessions } from '../identity/sessions.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

/**
 * Sessions a guardian opens as a dependent (sign_as_student) end with the link: unlinking,
 * blocking or deleting the dependent revokes them, and the session cache forgets them at once
 * (the test clock never moves, so a cached session would otherwise still answer).
 */

let ctx: TestContext;
let platform: PlatformRow;
let schoolId: string;
let classroomId: string;

const identity = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: payload ? 'PATCH' : 'POST', url: `/api/identity${url}`, headers: bearer(token), payload });
const statusWith = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(token) })).statusCode;

async function guardianOf(child: UserRow, username: string, managed: boolean) {
  const guardian = await buildUser(ctx.db, platform, 'guardian', { username, schoolId });
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: platform.id, guardian_id: guardian.id, student_id: child.id, managed });
  return { guardian, token: await signIn(ctx.app, platform.slug, username) };
}

async function signInAs(guardianToken: string, child: UserRow): Promise<string> {
  const response = await identity(guardianToken, `/users/sign_as_student?student_id=${child.id}`);
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().auth_token as string;
  expect(await statusWith(token)).toBe(200);
  return token;
}

const buildChild = (username: string) =>
  buildUser(ctx.db, platform, 'school_student', { username, schoolId, classroomId });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform)).id;
  classroomId = (await buildClassroom(ctx.db, platform, schoolId, 20)).id;
});
afterAll(() => ctx.close());

describe('a session opened with sign_as_student', () => {
  it('is marked with the guardian who opened it', async () => {
    const child = await buildChild('marcado');
    const { guardian, token } = await guardianOf(child, 'resp-marcado', false);
    await signInAs(token, child);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.user_id, child.id));
    expect(rows.map((row) => row.opened_by)).toEqual([guardian.id]);
  });

  it("ends when that guardian unlinks the child; the child's own and another guardian's go on", async () => {
    const child = await buildChild('desvinculado');
    const mother = await guardianOf(child, 'mae-desvinculada', false);
    const father = await guardianOf(child, 'pai-vinculado', false);
    const own = await signIn(ctx.app, platform.slug, 'desvinculado');
    const asChild = await signInAs(mother.token, child);
    const byFather = await signInAs(father.token, child);

    const unlinked = await identity(mother.token, '/guardians/unlink_student', { student_id: child.id });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await statusWith(asChild)).toBe(498);
    expect(await statusWith(own)).toBe(200);
    expect(await statusWith(byFather)).toBe(200);
    expect((await identity(mother.token, `/users/sign_as_student?student_id=${child.id}`)).statusCode).toBe(403);
  });

  it('ends when the guardian blocks the child', async () => {
    const child = await buildChild('bloqueado');
    const { token } = await guardianOf(child, 'resp-bloqueio', true);
    const asChild = await signInAs(token, child);
    const own = await signIn(ctx.app, platform.slug, 'bloqueado');
    expect(await statusWith(own)).toBe(200);

    const blocked = await identity(token, '/users/guardians/students/status', {
      student_id: child.id,
      status: 'blocked',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await statusWith(asChild)).toBe(498);
    expect(await statusWith(own)).toBe(498);
    await identity(token, '/users/guardians/students/status', { student_id: child.id, status: 'active' });
    expect(await statusWith(asChild)).toBe(498);
  });

  it('ends when the guardian deletes the child', async () => {
    const child = await buildChild('excluido');
    const { token } = await guardianOf(child, 'resp-exclusao', true);
    const asChild = await signInAs(token, child);
    const deleted = await identity(token, '/users/guardians/students/delete', { student_id: child.id, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusWith(asChild)).toBe(498);
  });

  it('stays marked when handed over, so the hand-over does not outlive the link either', async () => {
    const child = await buildChild('repassado');
    const { guardian, token } = await guardianOf(child, 'resp-repasse', false);
    const asChild = await signInAs(token, child);
    const handedOver = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/auth/sso',
      headers: bearer(asChild),
      payload: { platform: platform.slug },
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    const moved = handedOver.json().auth_token as string;
    expect(await statusWith(moved)).toBe(200);
    const open = (await ctx.db.select().from(sessions).where(eq(sessions.user_id, child.id))).filter(
      (session) => session.revoked_at === null,
    );
    expect(open.map((session) => session.opened_by)).toEqual([guardian.id]);

    await identity(token, '/guardians/unlink_student', { student_id: child.id });
    expect(await statusWith(moved)).toBe(498);
  });
});
