import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity-factories.ts';
import { type ActivityWorld, buildActivityWorld } from '../../../test/activity-world.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
let world: ActivityWorld;
let activityId: string;

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function readSheet(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

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

  it("exports an activity's students", async () => {
    const response = await get(`/activity/export_students?activity=${activityId}`, world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows).toHaveLength(3);
    const sent = rows.find((row) => row[2] === world.users.student1.username);
    expect(sent).toEqual(['Pessoa Teste', '-', 'aluno1', '9,0', '1 hora', '-', 'Enviado', '-', 'Sim', 12]);
    const pending = rows.find((row) => row[2] === world.users.student2.username);
    expect(pending?.[6]).toBe('Pendente');
  });

  it('refuses students, other teachers and other platforms before any byte is sent', async () => {
    expect((await get('/activity/export', world.tokens.student1)).statusCode).toBe(403);
    expect((await get(`/activity/export_students?activity=${activityId}`, world.tokens.teacherB)).statusCode).toBe(403);
    expect((await get(`/activity/export_students?activity=${activityId}`, world.tokens.student1)).statusCode).toBe(403);
    const foreign = await get(`/activity/export_students?activity=${activityId}`, world.tokens.foreignTeacher);
    expect(foreign.statusCode).toBe(404);
    expect((await get('/activity/export_students?activity=x', world.tokens.teacher)).statusCode).toBe(400);
  });

  it('streams 100,000 rows without growing memory by 150 MB', { timeout: 240_000 }, async () => {
    await ctx.db.execute(sql`
      insert into activities (platform_id, classroom_id, teacher_id, kind, title, published, workload, end_time, created_at)
      select ${world.platform.id}, ${world.classroomB.id}, ${world.users.teacherB.id}, 'forum', 'Atividade ' || g, true, 30,
             now() + g * interval '1 minute', now() - g * interval '1 second'
      from generate_series(1, 100000) g`);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    let response: Awaited<ReturnType<typeof get>>;
    try {
      response = await get('/activity/export', world.tokens.teacherB);
      peak = Math.max(peak, process.memoryUsage().rss);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(150);
    expect(response.statusCode).toBe(200);
    const rows = await readSheet(response.rawPayload);
    expect(rows).toHaveLength(100_001);
  });
});
