import { STUDENT_LOAD_MESSAGES, type StudentLoad, type StudentLoadPreview } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { readSheet } from '../../../test/spreadsheet.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
} from '../../../test/tenant.fixture.ts';
import { users } from '../identity/identity.tables.ts';
import { schoolGroups, schools } from '../tenancy/tenancy.tables.ts';
import { STUDENT_LOAD_JOB } from './school-data.service.ts';
import { studentLoads } from './school-data.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let other: PlatformRow;
let schoolId: string;
let otherSchoolId: string;
let foreignSchoolId: string;
let classroom: { id: string; name: string };
const tokens: Record<string, string> = {};

const HEADER = ['Nome', 'Usuário', 'E-mail', 'Turma'];

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Alunos').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function csvOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Alunos').addRows(rows);
  return Buffer.from(await workbook.csv.writeBuffer());
}

const files = { xlsx: xlsxOf, csv: csvOf };

function upload(token: string, file: { name: string; content: Buffer }, fields: Record<string, string>) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.name, content: file.content },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/students/mars/students/fetch',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/students${url}`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  other = await buildPlatform(ctx.db);
  const [group] = await ctx.db
    .insert(schoolGroups)
    .values({ platform_id: platform.id, name: 'Rede Leste' })
    .returning();
  const school = await buildSchool(ctx.db, platform, 'Escola Aurora');
  await ctx.db.update(schools).set({ school_group_id: group?.id }).where(eq(schools.id, school.id));
  schoolId = school.id;
  otherSchoolId = (await buildSchool(ctx.db, platform, 'Escola Boa Vista')).id;
  foreignSchoolId = (await buildSchool(ctx.db, other, 'Escola de Fora')).id;
  const built = await buildClassroom(ctx.db, platform, schoolId, 7);
  classroom = { id: built.id, name: built.name };
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'ja.existe',
    email: 'ja@existe.com',
    schoolId,
    classroomId: classroom.id,
  });
  const people = [
    ['coordenador', 'school_coordinator', { schoolId }],
    ['admin', 'school_admin', {}],
    ['professor', 'school_teacher', { schoolId, classroomId: classroom.id }],
    ['aluno', 'school_student', { schoolId, classroomId: classroom.id }],
    ['responsavel', 'guardian', {}],
  ] as const;
  for (const [username, role, options] of people) {
    await buildUser(ctx.db, platform, role, { username, ...options });
    tokens[username] = await signIn(ctx.app, platform.slug, username);
  }
  await buildUser(ctx.db, other, 'school_admin', { username: 'admin-de-fora' });
  tokens.foreign = await signIn(ctx.app, other.slug, 'admin-de-fora');
});
afterAll(() => ctx.close());

describe('reading school data', () => {
  it('a coordinator sees their own school; the administration every school of the platform', async () => {
    const mine = await get(tokens.coordenador as string, '/jupiter/schools/all');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().schools).toEqual([
      {
        id: schoolId,
        name: 'Escola Aurora',
        school_group_id: expect.any(String),
        school_group_name: 'Rede Leste',
        classrooms: 1,
        students: 2,
      },
    ]);
    const all = await get(tokens.admin as string, '/jupiter/schools/all');
    expect(all.json().schools.map((s: { name: string }) => s.name)).toEqual(['Escola Aurora', 'Escola Boa Vista']);
    const groups = await get(tokens.coordenador as string, '/jupiter/school_groups/all');
    expect(groups.json()).toEqual({ school_groups: [{ id: expect.any(String), name: 'Rede Leste', schools: 1 }] });
  });

  it('lists classrooms, students and grades of a school in reach', async () => {
    const token = tokens.coordenador as string;
    const rooms = await get(token, `/jupiter/classrooms/all?school_id=${schoolId}`);
    expect(rooms.json().classrooms).toEqual([
      { id: classroom.id, name: classroom.name, year: 2026, grade_id: 7, grade_name: 'Série 7', students: 2 },
    ]);
    const students = await get(token, `/mars/students/all_students?school_id=${schoolId}&classroom_id=${classroom.id}`);
    expect(
      students
        .json()
        .students.map((s: { username: string }) => s.username)
        .sort(),
    ).toEqual(['aluno', 'ja.existe']);
    expect(students.json().students[0].classrooms).toEqual([classroom.name]);
    const grades = await get(token, `/jupiter/school_grades/by_classrooms?school_id=${schoolId}`);
    expect(grades.json()).toEqual({ grades: [{ id: 7, name: 'Série 7', classrooms: 1, students: 2 }] });
  });

  it('refuses teachers, students and guardians (403), and a school out of reach or of another platform (404)', async () => {
    const paths = [
      '/jupiter/schools/all',
      '/jupiter/school_groups/all',
      `/jupiter/classrooms/all?school_id=${schoolId}`,
      `/mars/students/all_students?school_id=${schoolId}`,
      `/jupiter/school_grades/by_classrooms?school_id=${schoolId}`,
      '/mars/students/fetch_model',
    ];
    for (const path of paths) {
      for (const who of ['professor', 'aluno', 'responsavel']) {
        expect((await get(tokens[who] as string, path)).statusCode, `${who} ${path}`).toBe(403);
      }
    }
    for (const path of [
      '/jupiter/classrooms/all',
      '/mars/students/all_students',
      '/jupiter/school_grades/by_classrooms',
    ]) {
      expect((await get(tokens.coordenador as string, `${path}?school_id=${otherSchoolId}`)).statusCode).toBe(404);
      expect((await get(tokens.admin as string, `${path}?school_id=${foreignSchoolId}`)).statusCode).toBe(404);
      expect((await get(tokens.foreign as string, `${path}?school_id=${schoolId}`)).statusCode).toBe(404);
    }
    expect((await get(tokens.foreign as string, '/jupiter/schools/all')).json().schools).toEqual([
      expect.objectContaining({ name: 'Escola de Fora' }),
    ]);
  });

  it('offers the model sheet with the load columns', async () => {
    const model = await get(tokens.coordenador as string, '/mars/students/fetch_model');
    expect(model.statusCode).toBe(200);
    expect((await readSheet(model.rawPayload))[0]).toEqual(HEADER);
  });
});

describe('POST /mars/students/fetch: the preview', () => {
  for (const [kind, build] of Object.entries(files)) {
    it(`shows every problem of a ${kind} sheet and writes nothing ('A carga possui erros')`, async () => {
      const content = await build([
        HEADER,
        ['Ana Lima', '', 'ana@escola.com', classroom.name],
        ['', '', '', classroom.name],
        ['Bruno Reis', '', 'nao-e-email', 'Turma Inexistente'],
        ['Caio Dias', 'ja.existe', 'ja@existe.com', classroom.name],
      ]);
      const before = await ctx.db.select({ id: users.id }).from(users).where(eq(users.platform_id, platform.id));
      const response = await upload(
        tokens.coordenador as string,
        { name: `alunos.${kind}`, content },
        { school_id: schoolId },
      );
      expect(response.statusCode).toBe(200);
      const preview = response.json<StudentLoadPreview>();
      expect(preview).toMatchObject({ verdict: 'errors', dialog: 'A carga possui erros', total: 4, invalid: 3 });
      expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
        [2, []],
        [3, ['nameMissing']],
        [4, ['classroomUnknown', 'emailInvalid']],
        [5, ['usernameTaken', 'emailTaken']],
      ]);
      const after = await ctx.db.select({ id: users.id }).from(users).where(eq(users.platform_id, platform.id));
      expect(after.length).toBe(before.length);
      const confirm = await upload(
        tokens.coordenador as string,
        { name: `alunos.${kind}`, content },
        { school_id: schoolId, confirm: 'true' },
      );
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().message).toBe(STUDENT_LOAD_MESSAGES.notValid);
    });

    it(`opens 'A carga está vazia' for a ${kind} sheet with only its header`, async () => {
      const content = await build([HEADER]);
      const response = await upload(
        tokens.admin as string,
        { name: `vazia.${kind}`, content },
        { school_id: schoolId },
      );
      expect(response.json()).toMatchObject({ verdict: 'empty', dialog: 'A carga está vazia', total: 0 });
    });

    it(`opens 'A carga possui dados duplicados' for a ${kind} sheet with repeated lines`, async () => {
      const content = await build([
        HEADER,
        ['Dora Melo', 'dora', '', classroom.name],
        ['Dora Melo', 'dora', '', classroom.name],
        ['Eva Luz', '', 'eva@escola.com', classroom.name],
        ['Ivo Luz', '', 'eva@escola.com', classroom.name],
      ]);
      const response = await upload(
        tokens.coordenador as string,
        { name: `dup.${kind}`, content },
        { school_id: schoolId },
      );
      const preview = response.json<StudentLoadPreview>();
      expect(preview).toMatchObject({ verdict: 'duplicates', dialog: 'A carga possui dados duplicados' });
      expect(preview.rows.map((row) => row.problems)).toEqual([
        ['usernameRepeated', 'studentRepeated'],
        ['usernameRepeated', 'studentRepeated'],
        ['emailRepeated'],
        ['emailRepeated'],
      ]);
    });
  }

  it('reads a semicolon csv in Windows-1252, as Excel in Portuguese saves it', async () => {
    const text = `Nome;Turma\r\nJoão Conceição;${classroom.name}\r\n`;
    const content = Buffer.from(text, 'latin1');
    const response = await upload(
      tokens.coordenador as string,
      { name: 'alunos.csv', content },
      { school_id: schoolId },
    );
    expect(response.json()).toMatchObject({ verdict: 'ok', rows: [{ name: 'João Conceição', problems: [] }] });
  });

  it('refuses a file over 5 MB, another type, more than 5,000 lines and an unreadable sheet, never with 500', async () => {
    const token = tokens.coordenador as string;
    const big = Buffer.concat([Buffer.from('Nome,Turma\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
    const tooLarge = await upload(token, { name: 'grande.csv', content: big }, { school_id: schoolId });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, STUDENT_LOAD_MESSAGES.tooLarge]);
    const pdf = await upload(
      token,
      { name: 'alunos.pdf', content: Buffer.from('%PDF-1.4\n') },
      { school_id: schoolId },
    );
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, STUDENT_LOAD_MESSAGES.wrongType]);
    const fakeXlsx = await upload(
      token,
      { name: 'alunos.xlsx', content: Buffer.from('Nome,Turma\n') },
      { school_id: schoolId },
    );
    expect([fakeXlsx.statusCode, fakeXlsx.json().message]).toEqual([400, STUDENT_LOAD_MESSAGES.wrongType]);
    const rows = Array.from({ length: 5_001 }, (_, i) => [`Aluno ${i}`, classroom.name]);
    for (const [kind, build] of Object.entries(files)) {
      const many = await upload(
        token,
        { name: `muitos.${kind}`, content: await build([['Nome', 'Turma'], ...rows]) },
        {
          school_id: schoolId,
        },
      );
      expect([many.statusCode, many.json().message]).toEqual([400, STUDENT_LOAD_MESSAGES.tooManyRows]);
    }
    const broken = Buffer.concat([(await xlsxOf([HEADER])).subarray(0, 200), Buffer.alloc(100)]);
    const unreadable = await upload(token, { name: 'alunos.xlsx', content: broken }, { school_id: schoolId });
    expect(unreadable.statusCode).toBe(400);
    const noColumns = await upload(
      token,
      {
        name: 'x.csv',
        content: await csvOf([
          ['Aluno', 'Sala'],
          ['A', 'B'],
        ]),
      },
      {
        school_id: schoolId,
      },
    );
    expect([noColumns.statusCode, noColumns.json().message]).toEqual([400, STUDENT_LOAD_MESSAGES.missingColumns]);
    const noSchool = await upload(token, { name: 'x.csv', content: await csvOf([HEADER]) }, {});
    expect([noSchool.statusCode, noSchool.json().message]).toEqual([400, STUDENT_LOAD_MESSAGES.schoolMissing]);
  });

  it('loads only into a school in reach, and only coordinators and the administration may', async () => {
    const content = await csvOf([HEADER, ['Ana Lima', '', '', classroom.name]]);
    for (const who of ['professor', 'aluno', 'responsavel']) {
      expect(
        (await upload(tokens[who] as string, { name: 'a.csv', content }, { school_id: schoolId })).statusCode,
      ).toBe(403);
    }
    expect(
      (await upload(tokens.coordenador as string, { name: 'a.csv', content }, { school_id: otherSchoolId })).statusCode,
    ).toBe(404);
    expect(
      (await upload(tokens.foreign as string, { name: 'a.csv', content }, { school_id: schoolId })).statusCode,
    ).toBe(404);
  });
});

describe('POST /mars/students/fetch with confirm: the load', () => {
  it('writes every account on a job, with usernames and first passwords for the sheet', async () => {
    const content = await xlsxOf([
      HEADER,
      ['Gabriela Souza', 'gabi.souza', 'gabi@escola.com', classroom.name],
      ['Heitor Álvares', '', '', classroom.name.toUpperCase()],
    ]);
    const token = tokens.coordenador as string;
    const response = await upload(token, { name: 'ok.xlsx', content }, { school_id: schoolId, confirm: 'true' });
    expect(response.statusCode).toBe(200);
    const queued = response.json<StudentLoad>();
    expect(queued).toMatchObject({ status: 'queued', total: 2, done: 0, accounts: [] });
    await ctx.app.jobs.idle();
    const progress = await get(token, `/mars/students/fetch_progress?id=${queued.id}`);
    const load = progress.json<StudentLoad>();
    expect(load).toMatchObject({ status: 'done', total: 2, done: 2, error: null });
    expect(load.accounts.map((a) => [a.name, a.classroom])).toEqual([
      ['Gabriela Souza', classroom.name],
      ['Heitor Álvares', classroom.name],
    ]);
    expect(load.accounts[0]?.username).toBe('gabi.souza');
    expect(load.accounts[1]?.username).toMatch(/^heitor\.alvares\.\d{4}$/);
    const account = load.accounts[1];
    if (!account) throw new Error('no account');
    expect(await signIn(ctx.app, platform.slug, account.username, account.password)).toEqual(expect.any(String));
    const students = await get(token, `/mars/students/all_students?school_id=${schoolId}`);
    expect(students.json().students.map((s: { username: string }) => s.username)).toContain('gabi.souza');
    // A second run of the job (the queue's takeover of a job past its lease) leaves the finished load alone.
    await ctx.app.jobs.enqueue(ctx.db, STUDENT_LOAD_JOB, { load_id: queued.id });
    await ctx.app.jobs.idle();
    expect((await get(token, `/mars/students/fetch_progress?id=${queued.id}`)).json()).toEqual(load);
    // Only the one who confirmed the load follows it.
    expect((await get(tokens.admin as string, `/mars/students/fetch_progress?id=${queued.id}`)).statusCode).toBe(404);
    expect((await get(tokens.professor as string, `/mars/students/fetch_progress?id=${queued.id}`)).statusCode).toBe(
      403,
    );
  });

  it('writes nothing when one line fails at write time: the whole load is one transaction', async () => {
    const [coordinator] = await ctx.db.select().from(users).where(eq(users.username, 'coordenador'));
    await buildUser(ctx.db, platform, 'school_student', { username: 'tomado.depois' });
    const students = ['livre.um', 'tomado.depois', 'livre.dois'].map((username) => ({
      name: `Aluno ${username}`,
      username,
      email: null,
      classroom_id: classroom.id,
      classroom_name: classroom.name,
    }));
    const [load] = await ctx.db
      .insert(studentLoads)
      .values({ platform_id: platform.id, school_id: schoolId, created_by: coordinator?.id ?? '', students, total: 3 })
      .returning();
    await ctx.app.jobs.enqueue(ctx.db, STUDENT_LOAD_JOB, { load_id: load?.id });
    await ctx.app.jobs.idle();
    const progress = await get(tokens.coordenador as string, `/mars/students/fetch_progress?id=${load?.id}`);
    expect(progress.json()).toMatchObject({
      status: 'failed',
      error: STUDENT_LOAD_MESSAGES.takenMeanwhile,
      accounts: [],
    });
    const written = await ctx.db
      .select({ username: users.username })
      .from(users)
      .where(and(eq(users.platform_id, platform.id), inArray(users.username, ['livre.um', 'livre.dois'])));
    expect(written).toEqual([]);
  });
});
