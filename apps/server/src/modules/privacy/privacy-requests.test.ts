import type { PrivacyRequest, PrivacyRequestList, PrivacyRequestPage } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { buildPlatform, buildUser, TEST_PASSWORD } from '../../../test/tenant.fixture.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { openFileStore } from '../../platform/storage/open-file-store.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { userProfiles } from '../profile/profile.tables.ts';
import { createExportBuilder } from './export/export-builder.ts';
import { privacyRequests } from './privacy.tables.ts';
import { createPrivacyRequestsRepository } from './privacy-requests.repository.ts';
import { createPrivacyRequestsService } from './privacy-requests.service.ts';

let ctx: TestContext;
let world: ActivityWorld;
const tokens = {} as Record<'admin' | 'strangerAdmin' | 'otherGuardian', string>;
const ESSAY_OF_JULIA = 'Minha cidade tem um rio que atravessa o bairro inteiro.';
const ESSAY_OF_PEDRO = 'Texto secreto do colega que não pode aparecer.';

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const ask = (token: string, payload: object) => call('POST', '/privacy/requests', token, payload);
const mine = async (token: string) =>
  (await call('GET', '/privacy/requests/mine', token)).json<PrivacyRequestList>().requests;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  await ctx.db.update(users).set({ name: 'Júlia Souza' }).where(eq(users.id, world.users.student1.id));
  await buildActivity(ctx.db, world.platform, {
    kind: 'essay',
    classroom_id: world.classroomA.id,
    teacher_id: world.users.teacher.id,
    students: [world.users.student1.id, world.users.student2.id],
  });
  for (const [student, text] of [
    [world.users.student1.id, ESSAY_OF_JULIA],
    [world.users.student2.id, ESSAY_OF_PEDRO],
  ] as const) {
    await ctx.db
      .update(activityStudents)
      .set({ response_text: `<p>${text}</p>`, status: 3, draft: false, score: 8.5 })
      .where(eq(activityStudents.student_id, student));
  }
  const upload = multipart([{ name: 'file', filename: 'desenho.png', content: PNG }]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: upload.payload,
    headers: { ...bearer(world.tokens.student1), ...upload.headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await buildUser(ctx.db, world.platform, 'school_admin', { username: 'diretora' });
  tokens.admin = await signIn(ctx.app, world.platform.slug, 'diretora');
  await buildUser(ctx.db, world.platform, 'guardian', { username: 'outro-responsavel' });
  tokens.otherGuardian = await signIn(ctx.app, world.platform.slug, 'outro-responsavel');
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_admin', { username: 'outra-diretora' });
  tokens.strangerAdmin = await signIn(ctx.app, other.slug, 'outra-diretora');
});
afterAll(() => ctx.close());

describe('export of a dependent’s data', () => {
  let done: PrivacyRequest;

  it('queues the guardian’s request and builds a zip with the child’s work and files, not a classmate’s', async () => {
    const asked = await ask(world.tokens.guardian, { kind: 'export', subject_id: world.users.student1.id });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<PrivacyRequest>()).toMatchObject({
      kind: 'export',
      status: 'queued',
      subject: { id: world.users.student1.id, name: 'Júlia Souza' },
      requested_by: { id: world.users.guardian.id, role: 'guardian' },
    });
    await ctx.app.jobs.idle();
    [done] = (await mine(world.tokens.guardian)) as [PrivacyRequest];
    expect(done).toMatchObject({ status: 'done', file: { downloads: 0, downloaded_at: null } });
    expect(done.file?.download_url).toMatch(/^\/api\/privacy\/requests\/[\w-]+\/download\?expires=\d+&signature=/);
    expect(Object.values(done.summary).length).toBeGreaterThan(0);

    const download = await ctx.app.inject({ method: 'GET', url: done.file?.download_url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(download.rawPayload);
    const names = Object.keys(zip.files);
    const json = (
      await Promise.all(names.filter((name) => name.endsWith('.json')).map((name) => zip.file(name)?.async('string')))
    ).join('\n');
    expect(json).toContain(ESSAY_OF_JULIA);
    expect(json).toContain('"score": "8.50"');
    expect(json).toContain('Júlia Souza');
    expect(json).not.toContain(ESSAY_OF_PEDRO);
    expect(json).not.toContain(world.users.student2.id);
    expect(json).not.toContain('password_hash');
    const picture = names.find((name) => name.startsWith('arquivos/') && name.endsWith('desenho.png'));
    expect(picture).toBeDefined();
    expect(Buffer.from(await (zip.file(picture ?? '')?.async('uint8array') ?? new Uint8Array()))).toEqual(PNG);

    const [after] = await mine(world.tokens.guardian);
    expect(after?.file).toMatchObject({ downloads: 1 });
    expect(after?.file?.downloaded_at).not.toBeNull();
  });

  it('refuses a tampered link and hides the link from the administration', async () => {
    const url = done.file?.download_url ?? '';
    const tampered = await ctx.app.inject({ method: 'GET', url: url.replace(/signature=./, 'signature=A') });
    expect(tampered.statusCode).toBe(403);
    const unsigned = await ctx.app.inject({ method: 'GET', url: url.split('?')[0] ?? '' });
    expect(unsigned.statusCode).toBe(403);
    const seen = await call('GET', `/privacy/requests/${done.id}`, tokens.admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<PrivacyRequest>().file?.download_url).toBeNull();
  });
});

describe('who may ask', () => {
  it('refuses another guardian, the child, a teacher for a student, and bad input', async () => {
    const subject = { kind: 'export', subject_id: world.users.student1.id };
    expect((await ask(tokens.otherGuardian, subject)).statusCode).toBe(403);
    expect((await ask(world.tokens.teacher, subject)).statusCode).toBe(403);
    const child = await ask(world.tokens.student1, { kind: 'export' });
    expect(child.statusCode).toBe(403);
    expect(child.json().message).toContain('responsável');
    expect((await ask(world.tokens.guardian, { kind: 'copia', subject_id: world.users.student1.id })).statusCode).toBe(
      400,
    );
    expect((await ask(world.tokens.guardian, { kind: 'export', subject_id: 'abc' })).statusCode).toBe(400);
    expect((await ask(world.tokens.guardian, { kind: 'export', subject_id: world.users.student2.id })).statusCode).toBe(
      403,
    );
    expect((await mine(tokens.otherGuardian)).length).toBe(0);
  });

  it('lets an adult ask for their own data: a teacher, and a student of 18', async () => {
    expect((await ask(world.tokens.teacher, { kind: 'export' })).statusCode).toBe(201);
    await ctx.db
      .insert(userProfiles)
      .values({ user_id: world.users.student3.id, platform_id: world.platform.id, birthday: '2000-05-01' });
    expect((await ask(world.tokens.student3, { kind: 'export' })).statusCode).toBe(201);
    await ctx.app.jobs.idle();
    const [own] = await mine(world.tokens.teacher);
    expect(own?.status).toBe('done');
    // The teacher's own data: not their students' essays.
    const zip = await JSZip.loadAsync(
      (await ctx.app.inject({ method: 'GET', url: own?.file?.download_url ?? '' })).rawPayload,
    );
    const texts = await Promise.all(Object.values(zip.files).map((file) => file.async('string')));
    expect(texts.join('\n')).not.toContain(ESSAY_OF_JULIA);
  });

  it('shows the administration every request of its platform only', async () => {
    const page = await call('GET', '/privacy/requests?kind=export', tokens.admin);
    expect(page.statusCode).toBe(200);
    expect(page.json<PrivacyRequestPage>().total).toBe(3);
    expect((await call('GET', '/privacy/requests?status=sim', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/privacy/requests', world.tokens.teacher)).statusCode).toBe(403);
    expect((await call('GET', '/privacy/requests', world.tokens.guardian)).statusCode).toBe(403);
    const stranger = await call('GET', '/privacy/requests', tokens.strangerAdmin);
    expect(stranger.json<PrivacyRequestPage>().total).toBe(0);
    const id = page.json<PrivacyRequestPage>().requests[0]?.id;
    expect((await call('GET', `/privacy/requests/${id}`, tokens.strangerAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/privacy/requests/${id}`, tokens.otherGuardian)).statusCode).toBe(404);
  });
});

describe('erasure requests', () => {
  let erasure: PrivacyRequest;
  const confirm = (token: string, payload: object) =>
    call('POST', `/privacy/requests/${erasure.id}/confirm`, token, payload);

  it('waits for the guardian’s confirmation: password and the child’s first name', async () => {
    const asked = await ask(world.tokens.guardian, { kind: 'erasure', subject_id: world.users.student1.id });
    expect(asked.statusCode, asked.body).toBe(201);
    erasure = asked.json<PrivacyRequest>();
    expect(erasure.status).toBe('awaiting_confirmation');
    const again = await ask(world.tokens.guardian, { kind: 'erasure', subject_id: world.users.student1.id });
    expect(again.statusCode).toBe(409);

    expect((await confirm(tokens.otherGuardian, { password: TEST_PASSWORD, first_name: 'Júlia' })).statusCode).toBe(
      404,
    );
    expect((await confirm(world.tokens.guardian, { password: 'errada', first_name: 'Júlia' })).statusCode).toBe(400);
    const wrongName = await confirm(world.tokens.guardian, { password: TEST_PASSWORD, first_name: 'Pedro' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toContain('primeiro nome');
    expect((await confirm(world.tokens.guardian, { password: TEST_PASSWORD })).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(privacyRequests).where(eq(privacyRequests.id, erasure.id));
    expect(row?.status).toBe('awaiting_confirmation');

    const confirmed = await confirm(world.tokens.guardian, { password: TEST_PASSWORD, first_name: ' julia ' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<PrivacyRequest>()).toMatchObject({ status: 'queued' });
    expect(confirmed.json<PrivacyRequest>().confirmed_at).not.toBeNull();
    expect((await confirm(world.tokens.guardian, { password: TEST_PASSWORD, first_name: 'Júlia' })).statusCode).toBe(
      409,
    );
  });

  it('is cancelled before it starts, and a cancelled one is not cancelled again', async () => {
    await ctx.app.jobs.idle();
    const asked = await ask(world.tokens.teacher, { kind: 'erasure' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<PrivacyRequest>().id;
    expect((await call('POST', `/privacy/requests/${id}/cancel`, tokens.otherGuardian)).statusCode).toBe(404);
    const cancelled = await call('POST', `/privacy/requests/${id}/cancel`, world.tokens.teacher);
    expect(cancelled.json<PrivacyRequest>().status).toBe('cancelled');
    expect((await call('POST', `/privacy/requests/${id}/cancel`, world.tokens.teacher)).statusCode).toBe(409);
  });
});

describe('the erasure job', () => {
  it('marks the request done and keeps no identifier of the person, only the record id', async () => {
    const erased: string[] = [];
    const service = createPrivacyRequestsService({
      repo: createPrivacyRequestsRepository(ctx.db),
      isGuardianOf: async () => true,
      transact: transactOn(ctx.db),
      queue: { enqueue: async () => {} },
      clock: ctx.clock,
      fileStore: openFileStore(ctx.config),
      exports: createExportBuilder({ db: ctx.db, fileStore: openFileStore(ctx.config) }),
      erasure: {
        async erasePerson(platformId, userId, context) {
          erased.push(`${platformId}:${userId}:${context.reason}:${context.requestedByRole}`);
          return { recordId: 'registro-1' };
        },
      },
      urlSecret: 'segredo',
      checkPassword: async () => {},
      logger: { warn: () => {}, error: () => {} },
    });
    const [row] = await ctx.db
      .insert(privacyRequests)
      .values({
        platform_id: world.platform.id,
        kind: 'erasure',
        subject_id: world.users.student2.id,
        requested_by: world.users.student2.id,
        requested_by_role: 'school_student',
        status: 'queued',
      })
      .returning();
    const store = openFileStore(ctx.config);
    const zipKey = `${world.platform.id}/privacy-exports/copia-anterior.zip`;
    await store.put(zipKey, Buffer.from('zip'), 'application/zip');
    const [copy] = await ctx.db
      .insert(privacyRequests)
      .values({
        platform_id: world.platform.id,
        kind: 'export',
        subject_id: world.users.student2.id,
        requested_by: world.users.student2.id,
        requested_by_role: 'school_student',
        status: 'done',
        file_key: zipKey,
      })
      .returning();
    await service.runErasure({ request_id: row?.id ?? '' });
    const [earlier] = await ctx.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, copy?.id ?? ''));
    expect(earlier).toMatchObject({ subject_id: null, requested_by: null });
    expect(await store.get(zipKey)).toBeNull();
    expect(erased).toEqual([`${world.platform.id}:${world.users.student2.id}:request:school_student`]);
    const [after] = await ctx.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, row?.id ?? ''));
    expect(after).toMatchObject({
      status: 'done',
      subject_id: null,
      requested_by: null,
      summary: { record_id: 'registro-1' },
    });
    expect(after?.finished_at).not.toBeNull();
  });
});

describe('a week later', () => {
  it('refuses the expired link and no longer shows it', async () => {
    const [done] = (await mine(world.tokens.guardian)).filter((request) => request.kind === 'export');
    const url = done?.file?.download_url ?? '';
    ctx.clock.advance(8 * 86_400_000);
    const expired = await ctx.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toContain('expirou');
    const token = await signIn(ctx.app, world.platform.slug, world.users.guardian.username);
    const [again] = (await mine(token)).filter((request) => request.kind === 'export');
    expect(again?.file?.download_url).toBeNull();
  });
});
