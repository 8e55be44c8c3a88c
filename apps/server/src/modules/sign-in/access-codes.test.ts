import { ACCESS_CODE_ALPHABET, type AccessCodeCreateResponse, BLOCKED_USER, type LoginResponse } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { post } from './sign-in.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;
let classroomId: string;
let schoolId: string;
let teacherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  schoolId = (await buildSchool(ctx.db, platform, 'Escola do Bairro')).id;
  await buildSchool(ctx.db, platform, 'Outra Escola');
  classroomId = (await buildClassroom(ctx.db, platform, schoolId, 30)).id;
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId, classroomId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof-vizinha', schoolId });
  for (const username of ['lia', 'theo', 'nina']) {
    await buildUser(ctx.db, platform, 'school_student', { username, schoolId, classroomId });
  }
  await buildUser(ctx.db, other, 'school_student', { username: 'lia' });
  teacherToken = await signIn(ctx.app, platform.slug, 'prof');
});
afterAll(() => ctx.close());

const generate = (payload: Record<string, unknown> = {}, token = teacherToken, id = classroomId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/identity/teacher/classrooms/${id}/access_codes`,
    headers: bearer(token),
    payload,
  });
const codeOf = (sheet: AccessCodeCreateResponse, username: string) =>
  sheet.codes.find((entry) => entry.username === username)?.code ?? '';
const useCode = (access_code: string, slug = platform.slug, address?: string) =>
  post(ctx.app, '/users/access_code_sign_in', { access_code, platform: slug }, address);

describe('access codes', () => {
  it("gives the classroom's teacher one code per student, shown as XXXXX-XXXXX", async () => {
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const sheet = response.json<AccessCodeCreateResponse>();
    expect(sheet.codes.map((entry) => entry.username).sort()).toEqual(['lia', 'nina', 'theo']);
    expect(sheet.codes[0]?.code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(sheet.expires_at).toBe('2026-03-03T00:00:00.000Z');
  });

  it('refuses a teacher of another classroom, a student, and an unknown classroom', async () => {
    expect((await generate({}, await signIn(ctx.app, platform.slug, 'prof-vizinha'))).statusCode).toBe(403);
    expect((await generate({}, await signIn(ctx.app, platform.slug, 'lia'))).statusCode).toBe(403);
    expect((await generate({}, teacherToken, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('signs a student in once with their code, typed in any case and without the dash', async () => {
    const sheet = (await generate()).json<AccessCodeCreateResponse>();
    const code = codeOf(sheet, 'theo');
    const response = await useCode(` ${code.replace('-', '').toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toMatchObject({ username: 'theo', school_id: schoolId, isClassAccess: false, grade_id: 30 });
    const reused = await useCode(code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Credenciais inválidas.' });
  });

  it('refuses an expired code and a code of another platform', async () => {
    const sheet = (await generate({ valid_hours: 1 })).json<AccessCodeCreateResponse>();
    expect((await useCode(codeOf(sheet, 'lia'), other.slug)).statusCode).toBe(401);
    ctx.clock.advance(3_600_000);
    expect((await useCode(codeOf(sheet, 'lia'))).statusCode).toBe(401);
  });

  it('replaces the unused codes of a classroom with a new sheet', async () => {
    const first = (await generate()).json<AccessCodeCreateResponse>();
    await generate();
    expect((await useCode(codeOf(first, 'nina'))).statusCode).toBe(401);
  });

  it('tells a student blocked after the sheet was printed why', async () => {
    const sheet = (await generate()).json<AccessCodeCreateResponse>();
    await ctx.db.update(users).set({ blocked_at: new Date() }).where(eq(users.username, 'nina'));
    const response = await useCode(codeOf(sheet, 'nina'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: BLOCKED_USER.title, ...BLOCKED_USER });
    await ctx.db.update(users).set({ blocked_at: null }).where(eq(users.username, 'nina'));
  });

  it("opens the teacher's class-access mode at the classroom's school only", async () => {
    const sheet = (await generate({ kind: 'class_access' })).json<AccessCodeCreateResponse>();
    expect(sheet.codes.map((entry) => entry.username)).toEqual(['prof']);
    const response = await useCode(codeOf(sheet, 'prof'));
    expect(response.statusCode).toBe(200);
    const { user } = response.json<LoginResponse>();
    expect(user).toMatchObject({ username: 'prof', isClassAccess: true, school_id: schoolId });
    expect(user.schools).toHaveLength(1);
  });

  it('answers 400 to a code of the wrong length and to wrong hours', async () => {
    expect((await useCode('ABC')).statusCode).toBe(400);
    expect((await generate({ valid_hours: 0 })).statusCode).toBe(400);
    expect((await generate({ kind: 'todos' })).statusCode).toBe(400);
  });

  it('is throttled per address', async () => {
    for (let i = 0; i < 20; i++) await useCode(`ZZZZZZZZZ${ACCESS_CODE_ALPHABET[i]}`, platform.slug, '10.6.0.1');
    const sheet = (await generate()).json<AccessCodeCreateResponse>();
    expect((await useCode(codeOf(sheet, 'lia'), platform.slug, '10.6.0.1')).statusCode).toBe(429);
  });
});
