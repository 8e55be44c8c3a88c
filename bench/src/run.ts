import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Argon2Profile, measureArgon2Verify } from './argon2.ts';
import { measureBaseline } from './baseline.ts';
import { measureInitialBundle } from './bundle-size.ts';
import { createPgliteTarget, createPostgresTarget, type DatabaseTarget, postgresAnswers } from './databases.ts';
import { examDaySettings, measureExamDay } from './exam-day/exam-day.ts';
import { measureExcelJsWriter } from './exceljs-reference.ts';
import { judge } from './goals.ts';
import { describeMachine } from './machine.ts';
import type { LoadProfile } from './measure.ts';
import { formatFailures, formatReport } from './report.ts';
import { type BenchResults, writeResults } from './results.ts';
import type { ServerProfiles } from './scenarios.ts';
import { measureServer, type ServerRun } from './server-run.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const RESULTS_FILE = fileURLToPath(new URL('../results/latest.json', import.meta.url));

/** BENCH_QUICK=1: every run 1 s and a small export, to check that the bench works, not to measure. */
const QUICK = process.env.BENCH_QUICK === '1';
const seconds = (full: number) => (QUICK ? 1 : full);
const EXPORT_ROWS = QUICK ? 2_000 : 100_000;

const READ_PROFILE: LoadProfile = {
  connections: 50,
  durationSeconds: seconds(10),
  warmupSeconds: seconds(2),
  maxRequests: 2_000_000,
};
const SERVER_PROFILES: ServerProfiles = {
  read: READ_PROFILE,
  login: { connections: 16, durationSeconds: seconds(10), warmupSeconds: seconds(2), maxRequests: 5_000 },
  // One connection per forum writer, each signed in as a different student.
  write: { connections: 50, durationSeconds: seconds(10), warmupSeconds: seconds(2), maxRequests: 500_000 },
};
/** As many verifications in flight as the login run has connections, for as long. */
const ARGON2_PROFILE: Argon2Profile = {
  concurrency: SERVER_PROFILES.login.connections,
  durationSeconds: SERVER_PROFILES.login.durationSeconds,
  warmupSeconds: SERVER_PROFILES.login.warmupSeconds,
  maxVerifies: SERVER_PROFILES.login.maxRequests,
};

/** Exam day on PostgreSQL: a 42 s save sweep (10 s with BENCH_QUICK=1) and pgbench as long. */
const EXAM_DAY_SETTINGS = examDaySettings(QUICK);

const startedAt = new Date().toISOString();
const machine = await describeMachine();

console.log('Baseline: bare Fastify hello world...');
const baseline = await measureBaseline(READ_PROFILE, REPO_ROOT);

console.log('argon2id verify on the thread pool...');
const argon2 = await measureArgon2Verify(ARGON2_PROFILE);

console.log(`ExcelJS streaming writer, ${EXPORT_ROWS.toLocaleString('en-US')} rows...`);
const exceljs = await measureExcelJsWriter(EXPORT_ROWS);

const servers: ServerRun[] = [];
const startFailures: string[] = [];
for (const createTarget of await databaseTargets()) {
  try {
    servers.push(await measureOnFreshDatabase(createTarget));
  } catch (error) {
    startFailures.push(error instanceof Error ? error.message : String(error));
  }
}

console.log(
  `Exam day on PostgreSQL: pgbench's baseline, ${EXAM_DAY_SETTINGS.students} students saving answers, ` +
    '1,000 starting at once...',
);
const examDay = await measureExamDay(EXAM_DAY_SETTINGS, REPO_ROOT);

console.log('Baseline again, to see whether the machine stayed steady...');
const baselineAfter = await measureBaseline(READ_PROFILE, REPO_ROOT);

console.log('Web bundle...');
const bundle = await measureInitialBundle(WEB_DIST);

const results: BenchResults = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine,

  settings: {
    quick: QUICK,
    baseline: READ_PROFILE,
    server: SERVER_PROFILES,
    argon2: ARGON2_PROFILE,
    exportRows: EXPORT_ROWS,
    examDay: EXAM_DAY_SETTINGS,
  },
  baseline,
  baselineAfter,
  argon2,
  exceljs,
  servers,
  startFailures,
  examDay,
  bundle,
};
const verdicts = judge(results);
console.log(`\n${formatReport(results, verdicts)}`);
await writeResults(RESULTS_FILE, results, verdicts);
console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
if (verdicts.failures.length > 0) {
  console.error(`\n${formatFailures(verdicts.failures)}`);
  process.exitCode = 1;
}

/** PGlite always; PostgreSQL when something answers on its local port. */
async function databaseTargets(): Promise<Array<() => Promise<DatabaseTarget>>> {
  if (await postgresAnswers()) return [createPgliteTarget, createPostgresTarget];
  console.log('PostgreSQL: nothing answers on 127.0.0.1:5432, so only PGlite is measured.');
  return [createPgliteTarget];
}

async function measureOnFreshDatabase(createTarget: () => Promise<DatabaseTarget>): Promise<ServerRun> {
  const target = await createTarget();
  try {
    console.log(
      `Server on ${target.kind}: seed and count queries, start, then cached theme, authenticated read, login, ` +
        'first screen, forum comments, export...',
    );
    return await measureServer(target, SERVER_PROFILES, EXPORT_ROWS, REPO_ROOT);
  } finally {
    await target.dispose();
  }
}
