import type { InstitutionsResponse, LoginResponse } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { classroomMembers, schoolMemberships } from '../tenancy/tenancy.tables.ts';
import { tokenWorks } from './sign-in.fixture.ts';

let ctx: TestContext;
let platform: PlatformRow;
let first: string;
let second: string;
let foreign: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  first = (await buildSchool(ctx.db, platform, 'A Escola Central')).id;
  second = (await buildSchool(ctx.db, platform, 'B Escola do Norte')).id;
  foreign = (await buildSchool(ctx.db, platform, 'C Escola Alheia')).id;
  const classroom = await buildClassroom(ctx.db, platform, second, 21);
  const teacher = await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId: first });
  await ctx.db.insert(schoolMemberships).values({
    platform_id: platform.id,
    user_id: teacher.id,
    school_id: second,
    position: 1,
    accepted_at: new Date(),
    confirmed_at: new Date(),
  });
  await buildUser(ctx.db, platform, 'school_teacher', {
    username: 'prof2',
    schoolId: second,
    classroomId: classroom.id,
  });
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluna',
    schoolId: second,
    classroomId: classroom.id,
  });
  const student = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluno-duplo',
    schoolId: first,
    classroomId: (await buildClassroom(ctx.db, platform, first, 20)).id,
  });
  await ctx.db
    .insert(schoolMemberships)
    .values({ platform_id: platform.id, user_id: student.id, school_id: second, position: 1 });
  await ctx.db
    .insert(classroomMembers)
    .values({ platform_id: platform.id, classroom_id: classroom.id, user_id: student.id, role: 'student' });
  await buildUser(ctx.db, platform, 'b2c_student', { username: 'avulso', schoolId: first });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/identity${url}`, headers: bearer(token), payload });

describe('institutions', () => {
  it("lists a teacher's schools, the current one first, with their classrooms", async () => {
    const token = await signIn(ctx.app, platform.slug, 'prof2');
    const response = await call('GET', '/teachers/institutions', token);
    expect(response.statusCode).toBe(200);
    expect(response.json<InstitutionsResponse>().institutions).toEqual([
      expect.objectContaining({
        school_id: second,
        current: true,
        classrooms: [expect.objectContaining({ grade_id: 21 })],
      }),
    ]);
  });

  it('switches a teacher to another of their schools with a new session, and keeps it for later sign-ins', async () => {
    const token = await signIn(ctx.app, platform.slug, 'prof');
    const response = await call('POST', '/teachers/institutions/switch', token, { school_id: second });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user.school_id).toBe(second);
    expect(await tokenWorks(ctx.app, token)).toBe(false);

    const list = await call('GET', '/teachers/institutions', body.auth_token);
    expect(list.json<InstitutionsResponse>().institutions.map((school) => [school.school_id, school.current])).toEqual([
      [second, true],
      [first, false],
    ]);
    const again = await signIn(ctx.app, platform.slug, 'prof');
    const settings = await call('POST', `/users/teacher_sign_in?school=${first}`, again);
    expect(settings.statusCode).toBe(200);
    expect(settings.json<LoginResponse>().user.school_id).toBe(first);
  });

  it("refuses a school that is not the user's, and the other audience's routes", async () => {
    const token = await signIn(ctx.app, platform.slug, 'prof');
    expect((await call('POST', '/teachers/institutions/switch', token, { school_id: foreign })).statusCode).toBe(403);
    expect((await call('POST', `/users/teacher_sign_in?school=${foreign}`, token)).statusCode).toBe(403);
    expect((await call('GET', '/students/institutions', token)).statusCode).toBe(403);
    expect((await call('POST', `/users/student_sign_in?school=${first}`, token)).statusCode).toBe(403);
    expect(await tokenWorks(ctx.app, token)).toBe(true);
  });

  it('lets a student list and sign in at their school, and answers 400 to a malformed school', async () => {
    const token = await signIn(ctx.app, platform.slug, 'aluna');
    expect((await call('GET', '/students/institutions', token)).json<InstitutionsResponse>().institutions).toHaveLength(
      1,
    );
    expect((await call('POST', '/users/student_sign_in?school=escola', token)).statusCode).toBe(400);
    const response = await call('POST', `/users/student_sign_in?school=${second}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().user.grade_id).toBe(21);
  });

  it("switches a student of two schools, whose grade becomes that of the new school's classroom", async () => {
    const token = await signIn(ctx.app, platform.slug, 'aluno-duplo');
    const before = await call('GET', '/students/institutions', token);
    expect(before.json<InstitutionsResponse>().institutions.map((school) => school.school_id)).toEqual([first, second]);
    const response = await call('POST', '/students/institutions/switch', token, { school_id: second });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().user).toMatchObject({ school_id: second, grade_id: 21 });
    expect(await tokenWorks(ctx.app, token)).toBe(false);

    const back = await call('POST', '/students/institutions/switch', response.json<LoginResponse>().auth_token, {
      school_id: first,
    });
    expect(back.json<LoginResponse>().user).toMatchObject({ school_id: first, grade_id: 20 });
  });

  it('refuses the switch to a student without institutions (b2c), keeping their session', async () => {
    const token = await signIn(ctx.app, platform.slug, 'avulso');
    expect((await call('POST', '/students/institutions/switch', token, { school_id: first })).statusCode).toBe(403);
    expect(await tokenWorks(ctx.app, token)).toBe(true);
  });
});
