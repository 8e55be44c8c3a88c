import { MESSAGES, SCHOOL_DIRECTORY_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, postLogin, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  TEST_PASSWORD,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { GRADES } from '../../seed/demo-data.ts';
import { users } from '../identity/identity.tables.ts';
import { grades, schoolGroups, schools } from '../tenancy/tenancy.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let classA: string;
let classB: string;
let classC: string;
let foreignClass: string;
let s1: UserRow;
let s2: UserRow;
let s3: UserRow;
let s4: UserRow;
let teacherUser: UserRow;
let foreignStudent: UserRow;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH';
const call = (who: string, method: Method, url: string, payload?: object, base = '/api/identity') =>
  ctx.app.inject({ method, url: `${base}${url}`, headers: bearer(tokens[who] ?? ''), payload });
const login = (username: string, password: string) => postLogin(ctx.app, platform.slug, username, password);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(grades).values(GRADES).onConflictDoNothing();
  platform = await buildPlatform(ctx.db);
  const [group] = await ctx.db.insert(schoolGroups).values({ platform_id: platform.id, name: 'Rede Azul' }).returning();
  const school1 = (await buildSchool(ctx.db, platform, 'Escola Um')).id;
  await ctx.db.update(schools).set({ school_group_id: group?.id }).where(eq(schools.id, school1));
  const school2 = (await buildSchool(ctx.db, platform, 'Escola Dois')).id;
  classA = (await buildClassroom(ctx.db, platform, school1, 20)).id;
  classB = (await buildClassroom(ctx.db, platform, school1, 31)).id;
  classC = (await buildClassroom(ctx.db, platform, school2, 20)).id;

  teacherUser = await buildUser(ctx.db, platform, 'school_teacher', {
    username: 'prof',
    schoolId: school1,
    classroomId: classA,
  });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof2', schoolId: school2, classroomId: classC });
  await buildUser(ctx.db, platform, 'school_coordinator', { username: 'coord', schoolId: school1 });
  s1 = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluno1',
    schoolId: school1,
    classroomId: classA,
  });
  s2 = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluno2',
    schoolId: school1,
    classroomId: classB,
  });
  s3 = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluno3',
    schoolId: school2,
    classroomId: classC,
  });
  s4 = await buildUser(ctx.db, platform, 'school_student', {
    username: 'aluno4',
    email: 'aluno4@escola.br',
    schoolId: school1,
  });
  await buildUser(ctx.db, platform, 'guardian', { username: 'resp', schoolId: school1 });
  await buildUser(ctx.db, platform, 'school_admin', { username: 'adm', schoolId: school1 });

  const other = await buildPlatform(ctx.db);
  const otherSchool = (await buildSchool(ctx.db, other)).id;
  foreignClass = (await buildClassroom(ctx.db, other, otherSchool, 20)).id;
  foreignStudent = await buildUser(ctx.db, other, 'school_student', {
    username: 'aluno1',
    schoolId: otherSchool,
    classroomId: foreignClass,
  });
  await buildUser(ctx.db, other, 'school_coordinator', {
    username: 'coord',
    schoolId: otherSchool,
    classroomId: foreignClass,
  });
  tokens.foreign = await signIn(ctx.app, other.slug, 'coord');
  for (const who of ['prof', 'prof2', 'coord', 'aluno1', 'aluno3', 'resp', 'adm']) {
    tokens[who] = await signIn(ctx.app, platform.slug, who);
  }
});
afterAll(() => ctx.close());

describe('GET /classrooms', () => {
  it('gives a teacher the classrooms they teach, with grade, school and student count', async () => {
    const response = await call('prof', 'GET', '/classrooms');
    expect(response.statusCode).toBe(200);
    expect(response.json().classrooms).toEqual([
      expect.objectContaining({
        id: classA,
        grade: { id: 20, name: '3º ano', stage: 'fundamental-1' },
        school: expect.objectContaining({ name: 'Escola Um' }),
        total_students: 1,
      }),
    ]);
  });

  it('gives a coordinator every classroom of their school and a student their own', async () => {
    const coordinator = await call('coord', 'GET', '/classrooms');
    expect(
      coordinator
        .json()
        .classrooms.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([classA, classB].sort());
    const student = await call('aluno3', 'GET', '/classrooms');
    expect(student.json().classrooms.map((c: { id: string }) => c.id)).toEqual([classC]);
  });

  it('refuses guardians and administrators, and sessions naming another platform', async () => {
    expect((await call('resp', 'GET', '/classrooms')).statusCode).toBe(403);
    expect((await call('adm', 'GET', '/classrooms')).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/identity/classrooms?platform=${platform.slug}`,
      headers: bearer(tokens.foreign ?? ''),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('grade filters', () => {
  it('lists the grades in stage order, without the teacher grade', async () => {
    const response = await call('aluno1', 'GET', '/filters/grades');
    expect(response.statusCode).toBe(200);
    const ids = response.json().grades.map((g: { id: number }) => g.id);
    expect(ids.slice(0, 5)).toEqual([30, 31, 32, 18, 19]);
    expect(ids).not.toContain(-1);
    expect(ids).toHaveLength(GRADES.length - 1);
  });

  it('groups the grades by stage of document 1', async () => {
    const response = await call('prof', 'GET', '/filters/grades_groups');
    const groups = response.json().groups as { stage: string; name: string; grades: { id: number }[] }[];
    expect(groups.map((g) => g.stage)).toEqual([
      'infantil',
      'fundamental-1',
      'fundamental-2',
      'ensino-medio',
      'adulto',
      'multisseriado',
    ]);
    expect(groups[0]).toMatchObject({ name: 'Educação Infantil', grades: [{ id: 30 }, { id: 31 }, { id: 32 }] });
    expect(groups[3]?.grades.map((g) => g.id)).toEqual([27, 28, 29]);
  });

  it('serves the same grades as a filter tree on the main service', async () => {
    const response = await call('prof', 'GET', '/filters/trees/grade', undefined, '/api');
    expect(response.statusCode).toBe(200);
    expect(response.json().tree[1]).toMatchObject({
      id: 'fundamental-1',
      name: 'Ensino Fundamental - Anos Iniciais',
      children: expect.arrayContaining([{ id: '20', name: '3º ano', grade_id: 20 }]),
    });
  });

  it('answers only signed-in users', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/identity/filters/grades' })).statusCode).toBe(498);
  });
});

describe('GET /teacher/class_stu_list', () => {
  it("lists the students of a teacher's classroom", async () => {
    const response = await call('prof', 'GET', `/teacher/class_stu_list?classroom_id=${classA}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      classroom: { id: classA, grade: { id: 20 } },
      students: [{ id: s1.id, username: 'aluno1', blocked: false, email: null }],
    });
  });

  it("refuses another teacher's classroom, another school's and another platform's", async () => {
    for (const [who, id] of [
      ['prof', classB],
      ['prof2', classA],
      ['coord', classC],
      ['coord', foreignClass],
    ] as const) {
      const response = await call(who, 'GET', `/teacher/class_stu_list?classroom_id=${id}`);
      expect(response.statusCode, `${who} ${id}`).toBe(404);
      expect(response.json().message).toBe(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
    }
  });

  it('lets a coordinator read any classroom of their school', async () => {
    const response = await call('coord', 'GET', `/teacher/class_stu_list?classroom_id=${classB}`);
    expect(response.json().students.map((s: { id: string }) => s.id)).toEqual([s2.id]);
  });

  it('refuses students and a malformed classroom id', async () => {
    expect((await call('aluno1', 'GET', `/teacher/class_stu_list?classroom_id=${classA}`)).statusCode).toBe(403);
    expect((await call('prof', 'GET', '/teacher/class_stu_list?classroom_id=abc')).statusCode).toBe(400);
    expect((await call('prof', 'GET', '/teacher/class_stu_list')).statusCode).toBe(400);
  });
});

describe('GET /teacher/school (teacher-dashboard)', () => {
  it("gives the educator's schools with their group and the classrooms they see", async () => {
    const teacher = await call('prof', 'GET', '/teacher/school', undefined, '/api/teacher-dashboard');
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().schools).toEqual([
      expect.objectContaining({
        name: 'Escola Um',
        group: expect.objectContaining({ name: 'Rede Azul' }),
        classrooms: [expect.objectContaining({ id: classA, total_students: 1 })],
      }),
    ]);
    const coordinator = await call('coord', 'GET', '/teacher/school', undefined, '/api/teacher-dashboard');
    expect(coordinator.json().schools[0].classrooms).toHaveLength(2);
    expect((await call('aluno1', 'GET', '/teacher/school', undefined, '/api/teacher-dashboard')).statusCode).toBe(403);
  });
});

describe('POST /teacher/reset_stu_psw', () => {
  it("sets a typed password, ends the student's sessions, and the new one signs in", async () => {
    const studentToken = await signIn(ctx.app, platform.slug, 'aluno1');
    const response = await call('prof', 'POST', '/teacher/reset_stu_psw', {
      student_id: s1.id,
      password: 'nova-senha-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SCHOOL_DIRECTORY_MESSAGES.studentPasswordReset });
    const old = await ctx.app.inject({ method: 'GET', url: '/api/identity/classrooms', headers: bearer(studentToken) });
    expect(old.statusCode).toBe(498);
    expect((await login('aluno1', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('aluno1', 'nova-senha-1')).statusCode).toBe(200);
  });

  it('makes a password and shows it once when none is typed', async () => {
    const response = await call('coord', 'POST', '/teacher/reset_stu_psw', { student_id: s4.id });
    expect(response.statusCode).toBe(200);
    const { password } = response.json();
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    expect((await login('aluno4', password)).statusCode).toBe(200);
    const [row] = await ctx.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, s4.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses students the educator may not act on, and changes nothing', async () => {
    for (const [who, id] of [
      ['prof', s2.id],
      ['prof2', s1.id],
      ['prof', s4.id],
      ['coord', s3.id],
      ['coord', teacherUser.id],
      ['coord', foreignStudent.id],
    ] as const) {
      const response = await call(who, 'POST', '/teacher/reset_stu_psw', { student_id: id, password: 'outra-senha-9' });
      expect(response.statusCode, `${who} ${id}`).toBe(404);
      expect(response.json().message).toBe(SCHOOL_DIRECTORY_MESSAGES.studentNotFound);
    }
    expect((await login('aluno3', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses students, guardians, and a password that is too short', async () => {
    expect((await call('aluno3', 'POST', '/teacher/reset_stu_psw', { student_id: s1.id })).statusCode).toBe(403);
    expect((await call('resp', 'POST', '/teacher/reset_stu_psw', { student_id: s1.id })).statusCode).toBe(403);
    const short = await call('prof', 'POST', '/teacher/reset_stu_psw', { student_id: s1.id, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { field: 'body.password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
  });
});

describe('PATCH /students/update_student', () => {
  it("changes a student's name, username and e-mail", async () => {
    const response = await call('prof', 'PATCH', '/students/update_student', {
      student_id: s1.id,
      name: 'Ana Clara Souza',
      username: 'ana.clara',
      email: 'Ana@Escola.br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: SCHOOL_DIRECTORY_MESSAGES.studentUpdated,
      student: expect.objectContaining({ name: 'Ana Clara Souza', username: 'ana.clara', email: 'ana@escola.br' }),
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, s1.id));
    expect(row).toMatchObject({ name: 'Ana Clara Souza', username: 'ana.clara', email: 'ana@escola.br' });
  });

  it('refuses a username or e-mail of another user of the platform', async () => {
    const username = await call('coord', 'PATCH', '/students/update_student', { student_id: s2.id, username: 'prof' });
    expect(username.statusCode).toBe(400);
    expect(username.json().message).toBe(MESSAGES.usernameTaken);
    const email = await call('coord', 'PATCH', '/students/update_student', {
      student_id: s2.id,
      email: 'aluno4@escola.br',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(MESSAGES.emailTaken);
  });

  it('lets a coordinator edit a student of their school, and clear an e-mail', async () => {
    const response = await call('coord', 'PATCH', '/students/update_student', { student_id: s4.id, email: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().student.email).toBeNull();
  });

  it('refuses students out of reach, empty changes and other roles', async () => {
    const outOfReach = await call('prof', 'PATCH', '/students/update_student', {
      student_id: s3.id,
      name: 'Outro Nome',
    });
    expect(outOfReach.statusCode).toBe(404);
    const foreign = await call('coord', 'PATCH', '/students/update_student', {
      student_id: foreignStudent.id,
      name: 'Outro Nome',
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await call('prof', 'PATCH', '/students/update_student', { student_id: s1.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].message).toBe(SCHOOL_DIRECTORY_MESSAGES.nothingToUpdate);
    expect(
      (await call('aluno3', 'PATCH', '/students/update_student', { student_id: s3.id, name: 'Eu Mesmo' })).statusCode,
    ).toBe(403);
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, s3.id));
    expect(row?.name).toBe('Pessoa Teste');
  });
});
