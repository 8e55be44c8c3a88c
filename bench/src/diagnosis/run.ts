/**
 * `npm run diagnosis -w @ava/bench` (PostgreSQL only; issue 26 part 4): GET /diagnosis/report over
 * a school of 1,000 students (40 classrooms of 25) that sat 20 digital exams of 10 BNCC-coded
 * questions each in the year: 20,000 attempts and 200,000 answers. Each request is timed in-process
 * (buildApp + inject, the session already cached), median and worst of 15, for the coordinator (the
 * whole school), the coordinator filtered by a classroom and by an area, and one teacher (their four
 * classrooms), with the SQL statements of each request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../../apps/server/src/platform/db/rows.ts';
import { countQueries } from '../../../apps/server/test/query-counter.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { seedDiagnosisSchool } from './world.ts';

const RUNS = 15;

if (!(await postgresAnswers())) throw new Error('the diagnosis bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_diagnosis');
const url = 'DATABASE_URL' in target.env ? target.env.DATABASE_URL : '';
const database = await openDatabase({ url });
const dataDir = await mkdtemp(path.join(tmpdir(), 'ava-bench-diagnosis-'));
try {
  const started = performance.now();
  const school = await seedDiagnosisSchool(database.db);
  for (const table of ['activities', 'exam_attempts', 'exam_answers', 'questions', 'classroom_members']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const answers = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from exam_answers`))[0];
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: 1,000 students, 40 classrooms, ${answers?.n} answers`,
  );

  const app = await buildApp({
    config: { ...parseConfig({ ...process.env, DATABASE_URL: url }), DATA_DIR: dataDir },
    database,
  });
  const counter = countQueries(database.db);
  const cases = [
    { name: 'coordinator, whole school', token: school.coordinatorToken, query: '' },
    {
      name: 'coordinator, one classroom',
      token: school.coordinatorToken,
      query: `?classroom_id=${school.classroomId}`,
    },
    { name: 'coordinator, Matemática', token: school.coordinatorToken, query: '?knowledge_area=matematica' },
    { name: 'teacher, 4 classrooms', token: school.teacherToken, query: '' },
  ];
  console.log('\nGET /api/assistant/diagnosis/report, one request at a time (ms):');
  console.log('  case                           median    worst  statements');
  for (const { name, token, query } of cases) {
    const call = () =>
      app.inject({
        method: 'GET',
        url: `/api/assistant/diagnosis/report${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${name} answered ${first.statusCode}: ${first.body}`);
    const times: number[] = [];
    let statements = Number.POSITIVE_INFINITY;
    for (let run = 0; run < RUNS; run += 1) {
      counter.reset();
      const at = performance.now();
      await call();
      times.push(performance.now() - at);
      statements = Math.min(statements, counter.count);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const worst = times.at(-1) ?? 0;
    console.log(`  ${name.padEnd(30)} ${median.toFixed(1).padStart(6)} ${worst.toFixed(1).padStart(8)}  ${statements}`);
  }
  counter.restore();
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  await target.dispose();
}
