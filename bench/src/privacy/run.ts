/**
 * `npm run access-audit -w @ava/bench` (PostgreSQL only): issue 27's audit figure. A teacher
 * opening a student's essay (`GET /api/school_work/work_detail?student=`) is logged; the same
 * essay opened by the student's guardian is not. Both are measured under 20 connections on one
 * server and the teacher's throughput compared with the guardian's (goal: the log costs under 10%).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describeCpuUse } from '../cpu-use.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { failureCount, type LoadProfile, measure } from '../measure.ts';
import { runScript, startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import type { PreparedAudit } from './world.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/access-audit.json', import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE: LoadProfile = {
  connections: 20,
  durationSeconds: QUICK ? 5 : 10,
  warmupSeconds: 2,
  maxRequests: 2_000_000,
};
const GOAL_MAX_COST = 0.1;

if (!(await postgresAnswers())) throw new Error('the access-audit bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_audit');
try {
  const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
  const world = JSON.parse(
    await runScript({ name: 'audit seeding', entry: PREPARE_ENTRY, cwd: REPO_ROOT, env, timeoutMs: 600_000 }),
  ) as PreparedAudit;
  const server = await startService({
    name: 'server (postgres, access audit)',
    entry: SERVER_ENTRY,
    cwd: REPO_ROOT,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const url = `${server.baseUrl}/api/school_work/work_detail?activity=${world.essayId}&student=${world.studentId}`;
  const load = (tokens: string[]) =>
    measure(
      { url, method: 'GET', connectionHeaders: tokens.map((token) => ({ authorization: `Bearer ${token}` })) },
      PROFILE,
      server.pid,
    );
  let guardian: Awaited<ReturnType<typeof measure>>;
  let teacher: Awaited<ReturnType<typeof measure>>;
  try {
    // Alternated, and the second of each kept: the first pair warms the server up.
    await load(world.guardianTokens);
    await load(world.teacherTokens);
    guardian = await load(world.guardianTokens);
    teacher = await load(world.teacherTokens);
  } finally {
    await server.stop();
  }
  const sql = postgres(String(env.DATABASE_URL), { max: 1, onnotice: () => {} });
  const [logged] = await sql<{ count: string }[]>`select count(*) from data_access_log`;
  await sql.end();
  const cost = 1 - teacher.requestsPerSecond / guardian.requestsPerSecond;
  const line = (who: string, run: typeof teacher) =>
    `  ${who}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.latencyP99Ms} ms, mean ${run.latencyAverageMs.toFixed(1)} ms, ${failureCount(run)} failed`;
  console.log('');
  console.log(line("guardian opens the dependent's essay (not logged)", guardian));
  if (guardian.cpu) console.log(`    ${describeCpuUse(guardian.cpu)}`);
  console.log(line("teacher opens the student's essay (logged)", teacher));
  if (teacher.cpu) console.log(`    ${describeCpuUse(teacher.cpu)}`);
  console.log(`  rows in data_access_log: ${logged?.count} (teacher requests: ${teacher.requests})`);
  console.log(
    `  the log's cost: ${(cost * 100).toFixed(1)}% of throughput, goal < ${GOAL_MAX_COST * 100}%: ${cost < GOAL_MAX_COST ? 'met' : 'MISSED'}`,
  );
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ guardian, teacher, logged: Number(logged?.count), cost }, null, 2)}\n`,
  );
  if (failureCount(teacher) + failureCount(guardian) > 0) process.exitCode = 1;
} finally {
  await target.dispose();
}
