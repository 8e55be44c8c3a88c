import { CERTIFICATE_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { textOf } from '../../../test/pdf-text.ts';
import {
  buildClassroom,
  buildPlatform,
  buildSchool,
  buildUser,
  type PlatformRow,
  type UserRow,
} from '../../../test/tenant.fixture.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { guardianLinks } from '../tenancy/tenancy.tables.ts';
import { type Certificates, createCertificates } from './certificates.module.ts';
import { certificates as certificatesTable } from './certificates.tables.ts';

let ctx: TestContext;
let certificates: Certificates;
let school: PlatformRow;
let other: PlatformRow;
let student: UserRow;
let tokens: Record<'student' | 'teacher' | 'guardian' | 'admin' | 'foreign' | 'delegated', string>;
let trailCertificate: { id: string; code: string };

const TRAIL_ID = '5b0f8a5e-9d0e-4a3c-9a57-2f7e1c3d4b60';
const url = (path: string) => `/api/certificates/certificate/${path}`;
const list = (token: string) => ctx.app.inject({ method: 'GET', url: url('user_index'), headers: bearer(token) });
const patch = (path: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: url(path), headers: bearer(token), payload });
const pdf = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: url(`pdf?certificate_id=${id}`), headers: bearer(token) });
const validate = (payload: object) => ctx.app.inject({ method: 'PATCH', url: url('validate'), payload });

beforeAll(async () => {
  ctx = await createTestContext();
  certificates = createCertificates(ctx.db, ctx.clock);
  school = await buildPlatform(ctx.db, { name: 'Rede Aprender', theme: { colors: { primary: '#1E5AA8' } } });
  other = await buildPlatform(ctx.db);
  const schoolId = (await buildSchool(ctx.db, school)).id;
  const classroomId = (await buildClassroom(ctx.db, school, schoolId, 20)).id;
  student = await buildUser(ctx.db, school, 'school_student', { schoolId, classroomId, email: 'ana@familia.test' });
  await ctx.db.update(users).set({ name: 'Ana Beatriz Souza' }).where(eq(users.id, student.id));
  const teacher = await buildUser(ctx.db, school, 'school_teacher', { schoolId, classroomId });
  const guardian = await buildUser(ctx.db, school, 'guardian', { schoolId });
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: school.id, guardian_id: guardian.id, student_id: student.id, managed: false });
  const admin = await buildUser(ctx.db, school, 'school_admin');
  const foreign = await buildUser(ctx.db, other, 'school_student');
  const sign = (platform: PlatformRow, user: UserRow) => signIn(ctx.app, platform.slug, user.username);
  const guardianToken = await sign(school, guardian);
  const delegated = await ctx.app.inject({
    method: 'POST',
    url: `/api/identity/users/sign_as_student?student_id=${student.id}`,
    headers: bearer(guardianToken),
  });
  tokens = {
    student: await sign(school, student),
    teacher: await sign(school, teacher),
    guardian: guardianToken,
    admin: await sign(school, admin),
    foreign: await sign(other, foreign),
    delegated: delegated.json().auth_token,
  };
  trailCertificate = await certificates.issueFor({
    platformId: school.id,
    userId: student.id,
    source: 'trail',
    sourceId: TRAIL_ID,
    title: 'Trilha das frações',
    workloadMinutes: 90,
  });
});
afterAll(() => ctx.close());

describe('issueFor', () => {
  it('issues one certificate per holder and source, however many times it is called', async () => {
    const again = await certificates.issueFor({
      platformId: school.id,
      userId: student.id,
      source: 'trail',
      sourceId: TRAIL_ID,
      title: 'Outro título',
    });
    expect(again.id).toBe(trailCertificate.id);
    const twice = await Promise.all(
      [1, 2].map(() =>
        certificates.issueFor({
          platformId: school.id,
          userId: student.id,
          source: 'trail',
          sourceId: student.id,
          title: 'X',
        }),
      ),
    );
    expect(twice[0]?.id).toBe(twice[1]?.id);
    const rows = await ctx.db.select().from(certificatesTable).where(eq(certificatesTable.user_id, student.id));
    expect(rows).toHaveLength(2);
    expect(trailCertificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});

describe('GET /certificate/user_index', () => {
  it("lists the student's own certificates, unseen, with the validation address", async () => {
    const response = await list(tokens.student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const trail = body.certificates.find((c: { id: string }) => c.id === trailCertificate.id);
    const code = `${trailCertificate.code.slice(0, 5)}-${trailCertificate.code.slice(5)}`;
    expect(trail).toMatchObject({
      title: 'Trilha das frações',
      source: 'trail',
      name: 'Ana Beatriz Souza',
      workload_minutes: 90,
      code,
      validation_url: `http://ava.teste/${school.slug}/certificados/validar/${code}`,
      viewed: false,
      downloads: 0,
    });
    expect(body.unseen).toBe(2);
  });

  it('answers 403 to educators, guardians and administrators, 498 without a session', async () => {
    for (const role of ['teacher', 'guardian', 'admin'] as const)
      expect((await list(tokens[role])).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: url('user_index') })).statusCode).toBe(498);
  });

  it("shows a student of another platform none of this one's", async () => {
    expect((await list(tokens.foreign)).json()).toEqual({ certificates: [], unseen: 0 });
  });

  it("lets a guardian in the dependent's session read", async () => {
    expect((await list(tokens.delegated)).json().certificates).toHaveLength(2);
  });
});

describe('PATCH /certificate/view and /certificate/downloaded', () => {
  it('marks the certificate seen and counts downloads', async () => {
    const viewed = await patch('view', tokens.student, { certificate_id: trailCertificate.id });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ viewed: true, downloads: 0 });
    await patch('downloaded', tokens.student, { certificate_id: trailCertificate.id });
    const downloaded = await patch('downloaded', tokens.student, { certificate_id: trailCertificate.id });
    expect(downloaded.json()).toMatchObject({ viewed: true, downloads: 2 });
    expect((await list(tokens.student)).json().unseen).toBe(1);
  });

  it("refuses someone else's certificate (404), other roles (403) and a guardian in the dependent's session (403)", async () => {
    const body = { certificate_id: trailCertificate.id };
    for (const path of ['view', 'downloaded']) {
      expect((await patch(path, tokens.foreign, body)).statusCode).toBe(404);
      expect((await patch(path, tokens.teacher, body)).statusCode).toBe(403);
      expect((await patch(path, tokens.guardian, body)).statusCode).toBe(403);
      const delegated = await patch(path, tokens.delegated, body);
      expect(delegated.statusCode).toBe(403);
      expect(delegated.json().message).toBe(CERTIFICATE_MESSAGES.delegatedSession);
    }
  });

  it('refuses a malformed id with the contract message, changing nothing', async () => {
    const response = await patch('view', tokens.student, { certificate_id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'body.certificate_id', message: CERTIFICATE_MESSAGES.notFound }]);
    expect(
      (await patch('downloaded', tokens.student, { certificate_id: trailCertificate.id, downloads: 9 })).statusCode,
    ).toBe(400);
  });
});

describe('GET /certificate/pdf', () => {
  it('is a real PDF naming the holder, the title and the code, with the validation address', async () => {
    const response = await pdf(tokens.student, trailCertificate.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('certificado-trilha-das-fracoes.pdf');
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBe(1);
    const text = await textOf(response.rawPayload);
    const code = `${trailCertificate.code.slice(0, 5)}-${trailCertificate.code.slice(5)}`;
    expect(text).toContain('Rede Aprender');
    expect(text).toContain('Ana Beatriz Souza');
    expect(text).toContain('Trilha das frações');
    expect(text).toContain('com carga horária de 1 hora e 30 minutos');
    expect(text).toContain(code);
    expect(text).toContain(`/${school.slug}/certificados/validar/${code}`);
  });

  it("is the holder's only, a guardian in their session included", async () => {
    expect((await pdf(tokens.delegated, trailCertificate.id)).statusCode).toBe(200);
    expect((await pdf(tokens.foreign, trailCertificate.id)).statusCode).toBe(404);
    expect((await pdf(tokens.teacher, trailCertificate.id)).statusCode).toBe(403);
  });

  it("points the QR code at the platform's certificate host when it has one", async () => {
    await ctx.db
      .update(platforms)
      .set({
        theme: { colors: { primary: '#1E5AA8' }, configs: { certificate_hosts: ['Certificados.Aprender.test'] } },
      })
      .where(eq(platforms.id, school.id));
    const [first] = (await list(tokens.student)).json().certificates;
    expect(first.validation_url).toBe(`https://certificados.aprender.test/${school.slug}?codigo=${first.code}`);
    await ctx.db.update(platforms).set({ theme: {} }).where(eq(platforms.id, school.id));
  });
});

describe('PATCH /certificate/validate (public)', () => {
  it('reveals only the name, the title and the date of a genuine code, however it is typed', async () => {
    const typed = `${trailCertificate.code.slice(0, 5).toLowerCase()} ${trailCertificate.code.slice(5)}`;
    const response = await validate({ platform: school.slug, code: typed });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['issued_at', 'name', 'title']);
    expect(response.json()).toMatchObject({ name: 'Ana Beatriz Souza', title: 'Trilha das frações' });
    expect(response.body).not.toContain('ana@familia.test');
    expect(response.body).not.toContain(student.id);
    const [row] = await ctx.db.select().from(certificatesTable).where(eq(certificatesTable.id, trailCertificate.id));
    expect(row?.validations).toBe(1);
  });

  it("answers an unknown code, or another platform's, with a clear message", async () => {
    const unknown = await validate({ platform: school.slug, code: '0000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_MESSAGES.unknownCode);
    const elsewhere = await validate({ platform: other.slug, code: trailCertificate.code });
    expect(elsewhere.statusCode).toBe(404);
    expect((await validate({ platform: 'nenhuma', code: trailCertificate.code })).statusCode).toBe(404);
  });

  it('refuses what cannot be a code with the contract message', async () => {
    const response = await validate({ platform: school.slug, code: 'ABC' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].message).toBe(CERTIFICATE_MESSAGES.invalidCode);
  });

  it('stops an address that guesses codes', async () => {
    ctx.clock.advance(20 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await validate({ platform: school.slug, code: `${i}`.padStart(10, '9') })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    const blocked = await validate({ platform: school.slug, code: trailCertificate.code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(CERTIFICATE_MESSAGES.tooManyAttempts);
    ctx.clock.advance(20 * 60_000);
  });
});

describe('the certificate of a corporate course', () => {
  it('is issued once every activity assigned is sent, and graded where the instructor grades', async () => {
    const corporate = await buildPlatform(ctx.db, { kind: 'corporate', name: 'Empresa Teste' });
    const unit = (await buildSchool(ctx.db, corporate, 'Matriz')).id;
    const course = await buildClassroom(ctx.db, corporate, unit, 37);
    const learner = await buildUser(ctx.db, corporate, 'b2c_student', { schoolId: unit, classroomId: course.id });
    const instructor = await buildUser(ctx.db, corporate, 'private_teacher', {
      schoolId: unit,
      classroomId: course.id,
    });
    const token = await signIn(ctx.app, corporate.slug, learner.username);
    const place = { classroom_id: course.id, teacher_id: instructor.id };
    const sentAt = new Date('2026-03-01T12:00:00Z');
    const gradedAt = new Date('2026-03-02T15:00:00Z');
    await buildActivity(ctx.db, corporate, {
      ...place,
      kind: 'digital_exam',
      workload: 60,
      students: [{ student_id: learner.id, status: 3, delivered_at: sentAt }],
    });
    const essay = await buildActivity(ctx.db, corporate, {
      ...place,
      kind: 'essay',
      workload: 45,
      students: [{ student_id: learner.id, status: 3, delivered_at: sentAt }],
    });
    await buildActivity(ctx.db, corporate, { ...place, archived_at: sentAt, students: [learner.id] });
    await buildActivity(ctx.db, corporate, { ...place, published: false, students: [learner.id] });

    expect((await list(token)).json().certificates).toEqual([]);
    await ctx.db
      .update(activityStudents)
      .set({ evaluated_at: gradedAt, score: 9 })
      .where(eq(activityStudents.activity_id, essay.id));
    const [certificate] = (await list(token)).json().certificates;
    expect(certificate).toMatchObject({
      source: 'course',
      title: course.name,
      issued_at: gradedAt.toISOString(),
      workload_minutes: 105,
    });
    expect((await list(token)).json().certificates).toHaveLength(1);
  });

  it('is not issued on a school platform', async () => {
    const schoolId = (await buildSchool(ctx.db, other)).id;
    const classroom = await buildClassroom(ctx.db, other, schoolId, 20);
    const pupil = await buildUser(ctx.db, other, 'school_student', { schoolId, classroomId: classroom.id });
    const teacher = await buildUser(ctx.db, other, 'school_teacher', { schoolId, classroomId: classroom.id });
    await buildActivity(ctx.db, other, {
      classroom_id: classroom.id,
      teacher_id: teacher.id,
      kind: 'digital_exam',
      students: [{ student_id: pupil.id, status: 3, delivered_at: new Date() }],
    });
    expect((await list(await signIn(ctx.app, other.slug, pupil.username))).json().certificates).toEqual([]);
  });
});
