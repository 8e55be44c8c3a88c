import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, postLogin, signIn, type TestContext } from '../../../test/harness.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let gui: UserRow;
let aluno: UserRow;
let vizinho: UserRow;
let guiToken: string;
let outroToken: string;
let backOffice: string;
let teacher: string;
let foreignGuardian: string;

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/identity${url}`, headers: bearer(token), payload });
const login = (username: string, password?: string) => postLogin(ctx.app, platform.slug, username, password);

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, platform)).id;
  const classroomId = (await buildClassroom(ctx.db, platform, schoolId, 20)).id;
  gui = await buildUser(ctx.db, platform, 'guardian', { username: 'gui', schoolId });
  const outro = await buildUser(ctx.db, platform, 'guardian', { username: 'outro', schoolId });
  aluno = await buildUser(ctx.db, platform, 'school_student', { username: 'aluno', schoolId, classroomId });
  vizinho = await buildUser(ctx.db, platform, 'school_student', { username: 'vizinho', schoolId, classroomId });
  await buildUser(ctx.db, platform, 'back_office', { username: 'backoffice', schoolId });
  await buildUser(ctx.db, platform, 'school_teacher', { username: 'prof', schoolId });
  await ctx.db.insert(guardianLinks).values([
    { platform_id: platform.id, guardian_id: gui.id, student_id: aluno.id },
    { platform_id: platform.id, guardian_id: outro.id, student_id: vizinho.id },
  ]);
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'guardian', { username: 'gui', schoolId: (await buildSchool(ctx.db, other)).id });
  [guiToken, outroToken, backOffice, teacher, foreignGuardian] = await Promise.all([
    signIn(ctx.app, platform.slug, 'gui'),
    signIn(ctx.app, platform.slug, 'outro'),
    signIn(ctx.app, platform.slug, 'backoffice'),
    signIn(ctx.app, platform.slug, 'prof'),
    signIn(ctx.app, other.slug, 'gui'),
  ]);
});
afterAll(() => ctx.close());

const newDependent = { name: 'Lia Souza', username: 'lia', password: 'segredo123', birthday: '2016-02-03' };

describe('dependents of a guardian', () => {
  it('lists only the guardian’s own dependents, with what the guardian may do', async () => {
    const response = await call(guiToken, 'GET', '/guardians/dependents');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1 });
    expect(response.json().dependents).toEqual([
      expect.objectContaining({
        id: aluno.id,
        username: 'aluno',
        school_name: 'Escola Municipal',
        managed: false,
        blocked: false,
        policies: { edit: false, block: false, delete: false, unlink: true, sign_in: true },
      }),
    ]);
    expect((await call(guiToken, 'GET', '/guardians/fetch_students')).json()).toEqual({
      students: [{ id: aluno.id, name: 'Pessoa Teste', username: 'aluno' }],
    });
    expect((await call(foreignGuardian, 'GET', '/guardians/dependents')).json().total).toBe(0);
    expect((await call(teacher, 'GET', '/guardians/dependents')).statusCode).toBe(403);
  });

  it('adds no dependent without a paid plan, and only as many as the plan allows', async () => {
    const refused = await call(guiToken, 'POST', `/guardians/${gui.id}/dependents`, newDependent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você atingiu o limite de dependentes do seu plano.');

    const paid = await call(backOffice, 'PATCH', `/backoffice/guardians/${gui.id}/subscription`, {
      plan: 'uno',
      status: 'active',
    });
    expect(paid.json()).toMatchObject({ plan: 'uno', status: 'active' });

    const added = await call(guiToken, 'POST', `/guardians/${gui.id}/dependents`, newDependent);
    expect(added.statusCode).toBe(201);
    expect(added.json().dependent).toMatchObject({
      username: 'lia',
      birthday: '2016-02-03',
      managed: true,
      policies: { edit: true, block: true, delete: true, unlink: false, sign_in: true },
    });
    expect((await login('lia', 'segredo123')).statusCode).toBe(200);

    const second = await call(guiToken, 'POST', `/guardians/${gui.id}/dependents`, {
      ...newDependent,
      username: 'leo',
    });
    expect(second.statusCode).toBe(403);
    expect((await call(guiToken, 'GET', '/guardians/subscription_status')).json()).toMatchObject({
      plan: 'uno',
      status: 'active',
      dependents_used: 1,
      dependents_limit: 1,
    });
  });

  it('refuses adding for another guardian, a taken username and a short password', async () => {
    await call(backOffice, 'PATCH', `/backoffice/guardians/${gui.id}/subscription`, {
      plan: 'family',
      status: 'active',
    });
    const outroId = (await login('outro')).json().user.user_id;
    expect((await call(guiToken, 'POST', `/guardians/${outroId}/dependents`, newDependent)).statusCode).toBe(403);
    const taken = await call(guiToken, 'POST', `/guardians/${gui.id}/dependents`, {
      ...newDependent,
      username: 'aluno',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('O nome de usuário já está em uso.');
    const short = await call(guiToken, 'POST', `/guardians/${gui.id}/dependents`, {
      ...newDependent,
      username: 'x1',
      password: 'seis66',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toContainEqual({
      field: 'body.password',
      message: 'A senha deve ter pelo menos 8 caracteres.',
    });
  });
});

describe('editing, blocking, unlinking and deleting', () => {
  let lia: string;
  beforeAll(async () => {
    lia = (await call(guiToken, 'GET', '/guardians/dependents?search=li')).json().dependents[0].id;
  });

  it('edits a dependent the guardian created, and nobody else’s', async () => {
    const edited = await call(guiToken, 'PATCH', '/users/guardians/update', {
      student_id: lia,
      name: 'Lia Souza Lima',
      password: 'nova-senha-1',
      birthday: null,
    });
    expect(edited.json().dependent).toMatchObject({ name: 'Lia Souza Lima', birthday: null });
    expect((await login('lia', 'nova-senha-1')).statusCode).toBe(200);
    const taken = await call(guiToken, 'PATCH', '/users/guardians/update', { student_id: lia, username: 'vizinho' });
    expect(taken.json().message).toBe('O nome de usuário já está em uso.');
    const school = await call(guiToken, 'PATCH', '/users/guardians/update', {
      student_id: aluno.id,
      name: 'Outro Nome',
    });
    expect(school.statusCode).toBe(403);
    expect(school.json().message).toBe('Esta conta é administrada pela escola.');
    const stranger = await call(outroToken, 'PATCH', '/users/guardians/update', { student_id: lia, name: 'Invasor' });
    expect(stranger.statusCode).toBe(403);
    expect((await call(guiToken, 'GET', `/guardians/dependents?search=lia`)).json().dependents[0].name).toBe(
      'Lia Souza Lima',
    );
  });

  it('blocks and unblocks a dependent: a blocked one cannot sign in, nor be signed in as', async () => {
    const blocked = await call(guiToken, 'PATCH', '/users/guardians/students/status', {
      student_id: lia,
      status: 'blocked',
    });
    expect(blocked.json().dependent).toMatchObject({ blocked: true, policies: { sign_in: false } });
    expect((await login('lia', 'nova-senha-1')).statusCode).toBe(401);
    expect((await call(guiToken, 'POST', `/users/sign_as_student?student_id=${lia}`)).statusCode).toBe(403);
    expect(
      (await call(outroToken, 'PATCH', '/users/guardians/students/status', { student_id: lia, status: 'active' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(guiToken, 'PATCH', '/users/guardians/students/status', { student_id: aluno.id, status: 'blocked' }))
        .statusCode,
    ).toBe(403);
    await call(guiToken, 'PATCH', '/users/guardians/students/status', { student_id: lia, status: 'active' });
    expect((await login('lia', 'nova-senha-1')).statusCode).toBe(200);
  });

  it('signs the guardian in as their dependent, never as someone else’s', async () => {
    const response = await call(guiToken, 'POST', `/users/sign_as_student?student_id=${aluno.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ user_id: aluno.id, role: 'school_student', grade_id: 20 });
    const asStudent = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/user_info',
      headers: bearer(body.auth_token),
    });
    expect(asStudent.json().username).toBe('aluno');
    // The guardian's own session goes on.
    expect((await call(guiToken, 'GET', '/guardians/dependents')).statusCode).toBe(200);

    expect((await call(guiToken, 'POST', `/users/sign_as_student?student_id=${vizinho.id}`)).statusCode).toBe(403);
    expect((await call(foreignGuardian, 'POST', `/users/sign_as_student?student_id=${aluno.id}`)).statusCode).toBe(403);
    expect((await call(body.auth_token, 'POST', `/users/sign_as_student?student_id=${aluno.id}`)).statusCode).toBe(403);
  });

  it('unlinks a school dependent but not one the guardian created', async () => {
    const managed = await call(guiToken, 'PATCH', '/guardians/unlink_student', { student_id: lia });
    expect(managed.statusCode).toBe(400);
    expect((await call(outroToken, 'PATCH', '/guardians/unlink_student', { student_id: aluno.id })).statusCode).toBe(
      403,
    );
    const unlinked = await call(guiToken, 'PATCH', '/guardians/unlink_student', { student_id: aluno.id });
    expect(unlinked.json()).toEqual({ message: 'Dependente desvinculado com sucesso.' });
    expect(
      (await call(guiToken, 'GET', '/guardians/fetch_students')).json().students.map((s: { id: string }) => s.id),
    ).toEqual([lia]);
    expect((await login('aluno')).statusCode).toBe(200);
  });

  it('deletes a created dependent only with the confirmation, irreversibly', async () => {
    expect((await call(guiToken, 'PATCH', '/users/guardians/students/delete', { student_id: lia })).statusCode).toBe(
      400,
    );
    expect(
      (await call(outroToken, 'PATCH', '/users/guardians/students/delete', { student_id: lia, confirm: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(outroToken, 'PATCH', '/users/guardians/students/delete', { student_id: vizinho.id, confirm: true }))
        .statusCode,
    ).toBe(403);
    const deleted = await call(guiToken, 'PATCH', '/users/guardians/students/delete', {
      student_id: lia,
      confirm: true,
    });
    expect(deleted.json()).toEqual({ message: 'Dependente excluído com sucesso.' });
    expect((await login('lia', 'nova-senha-1')).statusCode).toBe(401);
    expect((await call(guiToken, 'GET', '/guardians/dependents')).json().total).toBe(0);
    expect((await login('vizinho')).statusCode).toBe(200);
  });
});
