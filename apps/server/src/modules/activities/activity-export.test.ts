import { get as httpGet, type IncomingMessage } from 'node:http';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { readSheet } from '../../../test/spreadsheet.ts';
import { forumApplause, forumComments } from '../forum/forum.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { EXPORT_BATCH } from './activities.repository.ts';
import { activities, activityStudents } from './activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let activityId: string;

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  activityId = (
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: world.users.teacher.id,
      title: 'Trabalho de ciências',
      kind: 'work',
      workload: 60,
      bncc: ['EF05CI01', 'EF05CI02'],
      start_time: new Date('2026-03-02T11:00:00Z'),
      end_time: new Date('2026-03-10T20:00:00Z'),
      students: [
        { student_id: world.users.student1.id, status: 3, score: 9, pokz: 12, reached_goal: true },
        world.users.student2.id,
      ],
    })
  ).id;
});
afterAll(() => ctx.close());

/** Forum comments of a student on an activity; returns their ids. */
async function comment(activity: string, authorId: string, marks: boolean[]) {
  const rows = await ctx.db
    .insert(forumComments)
    .values(
      marks.map((reached_purpose) => ({
        platform_id: world.platform.id,
        activity_id: activity,
        author_id: authorId,
        body: '<p>Comentário</p>',
        reached_purpose,
      })),
    )
    .returning({ id: forumComments.id });
  return rows.map((row) => row.id);
}

/** `count` published forums in a classroom, ten at each created_at (ties cross the export's batches). */
async function addActivities(classroomId: string, teacherId: string, count: number, title: string) {
  await ctx.db.execute(sql`
    insert into activities (platform_id, classroom_id, teacher_id, kind, title, published, workload, created_at)
    select ${world.platform.id}, ${classroomId}, ${teacherId}, 'forum', ${title} || ' ' || g, true, 30,
           now() - (g / 10) * interval '1 second'
    from generate_series(1, ${count}) g`);
}

/** The titles a classroom's export lists, in its order. */
async function titlesOf(classroomId: string) {
  const rows = await ctx.db
    .select({ title: activities.title })
    .from(activities)
    .where(eq(activities.classroom_id, classroomId))
    .orderBy(desc(activities.created_at), desc(activities.id));
  return rows.map((row) => row.title);
}

const exportedTitles = async (body: Buffer) => (await readSheet(body)).slice(1).map((row) => row[0]);

describe('spreadsheet exports', () => {
  it("exports the educator's activities, one export row each", async () => {
    const response = await get('/activity/export', world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('atividades-02-03-2026.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([
      'Título',
      'Tipo',
      'Turma',
      'Total de alunos',
      'Data inicial',
      'Data final',
      'Carga horária',
      'Professor',
      'Código do tipo',
      'Participação',
      'Média da turma',
      'Hora de início',
      'BNCC',
      'Pokz da turma',
    ]);
    expect(rows[1]).toEqual([
      'Trabalho de ciências',
      'Trabalho',
      world.classroomA.name,
      2,
      '02/03/2026',
      '10/03/2026',
      '1 hora',
      'Pessoa Teste',
      'T',
      '50%',
      '9,0',
      '08:00',
      'EF05CI01, EF05CI02',
      12,
    ]);
  });

  it("exports an activity's students with their forum totals", async () => {
    const { student1, student2, teacher } = world.users;
    const [first, second] = await comment(activityId, student1.id, [true, false]);
    await comment(activityId, student2.id, [false]);
    const elsewhere = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      students: [student1.id],
    });
    await comment(elsewhere.id, student1.id, [true]);
    await ctx.db.insert(forumApplause).values(
      [
        [first, student2.id],
        [first, teacher.id],
        [second, student2.id],
      ].map(([comment_id, user_id]) => ({
        comment_id: comment_id as number,
        user_id: user_id as string,
        platform_id: world.platform.id,
      })),
    );
    const response = await get(`/activity/export_students?activity=${activityId}`, world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows).toHaveLength(3);
    const sent = rows.find((row) => row[2] === world.users.student1.username);
    expect(rows[0]?.slice(8)).toEqual([
      'Atingiu o objetivo',
      'Objetivos atingidos',
      'Comentários',
      'Aplausos recebidos',
      'Pokz',
    ]);
    expect(sent).toEqual(['Pessoa Teste', '-', 'aluno1', '9,0', '1 hora', '-', 'Enviado', '-', 'Sim', 1, 2, 3, 12]);
    const pending = rows.find((row) => row[2] === world.users.student2.username);
    expect(pending?.[6]).toBe('Pendente');
    expect(pending?.slice(8)).toEqual(['Não', 0, 1, 0, 0]);
  });

  it("writes headers and file names in the relabelled wording where the platform's flag asks for it", async () => {
    const setCorporate = (on: boolean) =>
      ctx.db
        .update(platforms)
        .set({ features: { corporatePlatform: on } })
        .where(eq(platforms.id, world.platform.id));
    await setCorporate(true);
    try {
      const list = await get('/activity/export', world.tokens.teacher);
      expect(list.headers['content-disposition']).toContain('modulos-02-03-2026.xlsx');
      const [headers, ...rows] = await readSheet(list.rawPayload);
      expect(headers).toEqual(
        expect.arrayContaining(['Curso', 'Total de colaboradores', 'Instrutor', 'Média do curso', 'Competências']),
      );
      expect(headers).not.toContain('Turma');
      expect(rows.find((row) => row[0] === 'Trabalho de ciências')?.[1]).toBe('Projeto');
      const students = await get(`/activity/export_students?activity=${activityId}`, world.tokens.teacher);
      expect(students.headers['content-disposition']).toContain('colaboradores-Trabalho-de-ci');
    } finally {
      await setCorporate(false);
    }
  });

  it('refuses students, other teachers and other platforms before any byte is sent', async () => {
    expect((await get('/activity/export', world.tokens.student1)).statusCode).toBe(403);
    expect((await get(`/activity/export_students?activity=${activityId}`, world.tokens.teacherB)).statusCode).toBe(403);
    expect((await get(`/activity/export_students?activity=${activityId}`, world.tokens.student1)).statusCode).toBe(403);
    const foreign = await get(`/activity/export_students?activity=${activityId}`, world.tokens.foreignTeacher);
    expect(foreign.statusCode).toBe(404);
    expect((await get('/activity/export_students?activity=x', world.tokens.teacher)).statusCode).toBe(400);
  });

  it("lists a coordinator's classrooms together, newest first, in the list's order", async () => {
    const { teacher, teacherB } = world.users;
    const future = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // The newest in B, then one in A, then an older one in B: the classrooms interleave.
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomB.id,
      teacher_id: teacherB.id,
      title: 'Mais nova (B)',
      created_at: future(3),
    });
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      title: 'Do meio (A)',
      created_at: future(2),
    });
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomB.id,
      teacher_id: teacherB.id,
      title: 'Mais antiga (B)',
      created_at: future(1),
    });
    const list = await get('/activity/list_all?per_page=200', world.tokens.coordinator);
    const listed = list.json<{ activities: { title: string }[] }>().activities.map((item) => item.title);
    expect(listed.slice(0, 3)).toEqual(['Mais nova (B)', 'Do meio (A)', 'Mais antiga (B)']);
    const response = await get('/activity/export', world.tokens.coordinator);
    expect(response.statusCode).toBe(200);
    expect(await exportedTitles(response.rawPayload)).toEqual(listed);
  });

  it('streams a multi-page activity export: every row once, in the list order', async () => {
    // 2,500 rows are three 1,000-row queries.
    await addActivities(world.classroomB.id, world.users.teacherB.id, 2500, 'Lote');
    const expected = await titlesOf(world.classroomB.id);
    const response = await get('/activity/export', world.tokens.teacherB);
    expect(response.statusCode).toBe(200);
    expect(await exportedTitles(response.rawPayload)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(2500);
  });

  it('streams a multi-page student export: every student once, in name order, with their own forum totals', async () => {
    const activity = await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomB.id,
      teacher_id: world.users.teacherB.id,
    });
    // Names repeat in threes, so the id decides the order inside a name, across page boundaries too.
    await ctx.db.execute(sql`
      insert into users (platform_id, username, password_hash, name, role)
      select ${world.platform.id}, 'lote' || g, '-', 'Aluno ' || lpad((g / 3)::text, 4, '0'), 'school_student'
      from generate_series(1, 2500) g`);
    const students = sql`select id, substr(username, 5)::int as g from users
      where platform_id = ${world.platform.id} and username like 'lote%'`;
    await ctx.db.execute(sql`
      insert into activity_students (platform_id, activity_id, student_id)
      select ${world.platform.id}, ${activity.id}, s.id from (${students}) s`);
    // Every 7th student wrote a comment, every 14th one reaching the purpose; every 21st was applauded twice.
    await ctx.db.execute(sql`
      insert into forum_comments (platform_id, activity_id, author_id, body, reached_purpose)
      select ${world.platform.id}, ${activity.id}, s.id, '<p>Oi</p>', s.g % 14 = 0
      from (${students}) s where s.g % 7 = 0`);
    await ctx.db.execute(sql`
      insert into forum_applause (comment_id, user_id, platform_id)
      select c.id, u.id, ${world.platform.id}
      from forum_comments c join (${students}) s on s.id = c.author_id
      cross join users u
      where c.activity_id = ${activity.id} and s.g % 21 = 0 and u.id in (${world.users.teacherB.id}, ${world.users.student3.id})`);
    const expectedNames = (
      await ctx.db
        .select({ username: users.username })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(eq(activityStudents.activity_id, activity.id))
        .orderBy(asc(users.name), asc(users.id))
    ).map((row) => row.username);

    const response = await get(`/activity/export_students?activity=${activity.id}`, world.tokens.teacherB);
    expect(response.statusCode).toBe(200);
    const rows = (await readSheet(response.rawPayload)).slice(1);
    expect(expectedNames).toHaveLength(2500);
    expect(rows.map((row) => row[2])).toEqual(expectedNames);
    for (const row of rows) {
      const g = Number(String(row[2]).slice(4));
      const forum = [g % 14 === 0 ? 1 : 0, g % 7 === 0 ? 1 : 0, g % 21 === 0 ? 2 : 0];
      expect(row.slice(9, 12), String(row[2])).toEqual(forum);
    }
  });
});

describe('spreadsheet downloads as they stream', () => {
  let baseUrl: string;
  beforeAll(async () => {
    // Several batches each, so the downloads below are cut while rows are still read.
    await addActivities(world.classroomA.id, world.users.teacher.id, EXPORT_BATCH * 10, 'Longa');
    await addActivities(world.classroomB.id, world.users.teacherB.id, EXPORT_BATCH * 3, 'Outra');
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Starts a download as a browser does; `whole` tells, once it ends, whether all of it came. */
  function startDownload(token: string): Promise<{ download: IncomingMessage; whole: Promise<boolean> }> {
    return new Promise((resolve, reject) => {
      httpGet(`${baseUrl}/api/activity/export`, { headers: bearer(token) }, (download) => {
        if (download.statusCode !== 200) return reject(new Error(`the export answered ${download.statusCode}`));
        const whole = new Promise<boolean>((settle) => download.on('close', () => settle(download.complete)));
        download.on('error', () => {});
        download.resume();
        resolve({ download, whole });
      }).on('error', reject);
    });
  }

  async function expectWholeExports() {
    const [a, b] = await Promise.all([
      get('/activity/export', world.tokens.teacher),
      get('/activity/export', world.tokens.teacherB),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await exportedTitles(a.rawPayload)).toEqual(await titlesOf(world.classroomA.id));
    expect(await exportedTitles(b.rawPayload)).toEqual(await titlesOf(world.classroomB.id));
  }

  it('writes two exports at once as two whole, correct files', async () => {
    await expectWholeExports();
  });

  it('cuts a download whose database read fails half-way; the next exports are whole', async () => {
    // BNCC codes that are not a list cannot be read: the batch that holds them fails, well past the first bytes.
    const broken = eq(activities.title, `Longa ${EXPORT_BATCH * 7}`);
    await ctx.db.update(activities).set({ bncc: sql`'"EF05CI01"'::jsonb` }).where(broken);
    try {
      const { whole } = await startDownload(world.tokens.teacher);
      expect(await whole).toBe(false);
    } finally {
      await ctx.db.update(activities).set({ bncc: [] }).where(broken);
    }
    await expectWholeExports();
  });

  it('drops the export of a client who leaves half-way; the next exports are whole', async () => {
    const { download } = await startDownload(world.tokens.teacher);
    download.destroy();
    await expectWholeExports();
  });
});
