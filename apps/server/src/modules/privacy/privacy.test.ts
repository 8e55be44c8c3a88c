import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import { dataAccessLog } from './privacy.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let essayId: string;
const tokens = {} as Record<'admin' | 'strangerAdmin', string>;

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const workDetail = (token: string, student?: string) =>
  get(token, `/api/school_work/work_detail?activity=${essayId}${student ? `&student=${student}` : ''}`);
const logRows = () => ctx.db.select().from(dataAccessLog);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const now = ctx.clock.now().getTime();
  essayId = (
    await buildActivity(ctx.db, world.platform, {
      kind: 'essay',
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      start_time: new Date(now - 86_400_000),
      end_time: new Date(now + 86_400_000),
      students: [world.users.student1.id, world.users.student2.id],
    })
  ).id;
  await buildUser(ctx.db, world.platform, 'school_admin', { username: 'diretora' });
  tokens.admin = await signIn(ctx.app, world.platform.slug, 'diretora');
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_admin', { username: 'outra-diretora' });
  tokens.strangerAdmin = await signIn(ctx.app, other.slug, 'outra-diretora');
});
afterAll(() => ctx.close());

describe("the log of reads of a child's data", () => {
  it("logs a teacher's read of a student's work, and not the student's own nor their guardian's", async () => {
    expect((await workDetail(world.tokens.student1)).statusCode).toBe(200);
    expect((await workDetail(world.tokens.guardian, world.users.student1.id)).statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/school_work/work_detail?activity=${essayId}&student=${world.users.student1.id}`,
      headers: { ...bearer(world.tokens.teacher), 'user-agent': 'Navegador da escola' },
    });
    expect(read.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await logRows()).toHaveLength(1));
    expect((await logRows())[0]).toMatchObject({
      platform_id: world.platform.id,
      student_id: world.users.student1.id,
      reader_id: world.users.teacher.id,
      reader_role: 'school_teacher',
      what: 'school_work',
      resource_id: essayId,
      route: '/api/school_work/work_detail',
      ip: '127.0.0.1',
      user_agent: 'Navegador da escola',
    });
    // A refused read is no read.
    expect((await workDetail(world.tokens.teacherB, world.users.student1.id)).statusCode).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await logRows()).toHaveLength(1);
  });

  it('refuses every change and deletion through the application, but lets an erasure remove a child’s rows', async () => {
    await expect(ctx.db.execute(sql`update data_access_log set ip = '10.0.0.1'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from data_access_log`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate data_access_log`)).rejects.toThrow();
    expect((await logRows())[0]?.ip).toBe('127.0.0.1');
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ava.erasure', 'on', true)`);
      await tx.execute(sql`delete from data_access_log where student_id = ${world.users.student2.id}`);
    });
    expect(await logRows()).toHaveLength(1);
  });
});

describe('GET /privacy/access-log/summary', () => {
  it('shows a guardian who read their dependent’s data, what and how often', async () => {
    const response = await get(
      world.tokens.guardian,
      `/api/privacy/access-log/summary?student_id=${world.users.student1.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      student: { id: world.users.student1.id },
      days: 365,
      readers: [
        {
          reader: { id: world.users.teacher.id, role: 'school_teacher' },
          reads: [{ what: 'school_work', count: 1 }],
        },
      ],
    });
  });

  it("refuses another child's log, and everyone but guardians", async () => {
    const other = await get(
      world.tokens.guardian,
      `/api/privacy/access-log/summary?student_id=${world.users.student2.id}`,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Este aluno não é seu dependente.');
    const own = `/api/privacy/access-log/summary?student_id=${world.users.student1.id}`;
    expect((await get(world.tokens.teacher, own)).statusCode).toBe(403);
    expect((await get(world.tokens.student1, own)).statusCode).toBe(403);
    expect((await get(world.tokens.guardian, '/api/privacy/access-log/summary?student_id=nada')).statusCode).toBe(400);
  });
});

describe('GET /privacy/access-log', () => {
  it('gives the school administration every read with where it came from', async () => {
    const response = await get(tokens.admin, `/api/privacy/access-log?student_id=${world.users.student1.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      page: 1,
      per_page: 50,
      entries: [
        {
          reader: { id: world.users.teacher.id, role: 'school_teacher' },
          what: 'school_work',
          resource_id: essayId,
          route: '/api/school_work/work_detail',
          ip: '127.0.0.1',
          user_agent: 'Navegador da escola',
        },
      ],
    });
  });

  it("lists every child's reads of the platform when no child is named", async () => {
    const response = await get(tokens.admin, '/api/privacy/access-log');
    expect(response.json()).toMatchObject({
      total: 1,
      entries: [{ student: { id: world.users.student1.id, name: world.users.student1.name } }],
    });
    expect((await get(tokens.strangerAdmin, '/api/privacy/access-log')).json().total).toBe(0);
  });

  it("refuses teachers and coordinators, and another platform's administration", async () => {
    const url = `/api/privacy/access-log?student_id=${world.users.student1.id}`;
    expect((await get(world.tokens.teacher, url)).statusCode).toBe(403);
    expect((await get(world.tokens.coordinator, url)).statusCode).toBe(403);
    expect((await get(tokens.strangerAdmin, url)).statusCode).toBe(404);
  });
});

describe('GET /privacy/data-kept', () => {
  it('tells a guardian each kind of data kept and what for, read from the personal-data map', async () => {
    const response = await get(world.tokens.guardian, '/api/privacy/data-kept');
    expect(response.statusCode).toBe(200);
    const categories = response.json().categories as {
      category: string;
      label: string;
      purposes: { label: string }[];
    }[];
    expect(categories.map((entry) => entry.label)).toEqual([
      'Identificação',
      'Contato',
      'Vida escolar',
      'Conteúdo escrito ou enviado pela pessoa',
      'Uso da plataforma',
      'Dado sensível',
    ]);
    expect(categories.find((entry) => entry.category === 'sensitive')?.purposes.map((p) => p.label)).toEqual([
      'Conta e acesso à plataforma',
    ]);
    // Everyone has a 'Privacidade' screen that says what is kept and why: adults and students too.
    expect((await get(world.tokens.teacher, '/api/privacy/data-kept')).statusCode).toBe(200);
    expect((await get(world.tokens.student1, '/api/privacy/data-kept')).statusCode).toBe(200);
  });
});
