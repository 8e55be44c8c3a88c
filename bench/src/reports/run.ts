/**
 * `npm run reports -w @ava/bench` (PostgreSQL only; issue 24's figures): the ten reports of the
 * teacher-dashboard service over a school of 1,000 students with one school year of activity
 * (prepare.ts), each as the school's coordinator over the whole year, under 20 connections (goal:
 * p99 < 200 ms), and the SQL statements of each request for a school of 100 students and 30 days
 * beside the big one's, to show they do not grow. BENCH_QUICK=1 for shorter runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_NAMES } from '@ava/contracts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { failureCount, type LoadProfile, type Measurement, measure } from '../measure.ts';
import { runScript, startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import { type PreparedReports, reportPath } from './world.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/reports.json', import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE: LoadProfile = {
  connections: 20,
  durationSeconds: QUICK ? 3 : 5,
  warmupSeconds: 2,
  maxRequests: 1_000_000,
};
const GOAL_P99_MS = 200;

if (!(await postgresAnswers())) throw new Error('the reports bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_reports');
try {
  const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
  console.log('Reports on PostgreSQL: seeding a school of 1,000 students with a year of activity, and a small one...');
  const world = JSON.parse(
    await runScript({ name: 'reports seeding', entry: PREPARE_ENTRY, cwd: REPO_ROOT, env, timeoutMs: 1_800_000 }),
  ) as PreparedReports;
  const describeSchool = (school: PreparedReports['big']) =>
    `${school.students} students, ${school.days} days: ${school.activities} activities, ${school.deliveries} deliveries, ${school.timeLogs} time logs`;
  console.log(`seeded in ${world.seedSeconds.toFixed(0)} s`);
  console.log(`  small school: ${describeSchool(world.small)}`);
  console.log(`  measured school: ${describeSchool(world.big)}`);

  const server = await startService({
    name: 'server (postgres, reports)',
    entry: SERVER_ENTRY,
    cwd: REPO_ROOT,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const runs: { report: string; period: string; measurement: Measurement }[] = [];
  const periods = [
    { name: 'last 30 days', whole: false },
    { name: `${world.big.days} days`, whole: true },
  ];
  try {
    for (const period of periods) {
      for (const report of REPORT_NAMES) {
        const url = `${server.baseUrl}${reportPath(world.big, report, period.whole)}`;
        const headers = { authorization: `Bearer ${world.big.token}` };
        const response = await fetch(url, { headers });
        if (response.status !== 200) throw new Error(`${report} answered ${response.status}: ${await response.text()}`);
        runs.push({ report, period: period.name, measurement: await measure({ url, headers }, PROFILE, server.pid) });
      }
    }
  } finally {
    await server.stop();
  }

  for (const period of periods) {
    console.log(`\nEach report over the ${period.name} of the measured school, as its coordinator, 20 connections:`);
    console.log('  report                  req/s   p99 ms  mean ms  failed  statements (small / big)');
    for (const { report, measurement } of runs.filter((run) => run.period === period.name)) {
      const counted = world.statements.find((row) => row.report === report);
      console.log(
        `  ${report.padEnd(22)} ${String(Math.round(measurement.requestsPerSecond)).padStart(6)} ${String(measurement.latencyP99Ms).padStart(8)} ${measurement.latencyAverageMs.toFixed(1).padStart(8)} ${String(failureCount(measurement)).padStart(7)}  ${counted?.small} / ${counted?.big}`,
      );
    }
  }
  const missed = runs
    .filter((run) => run.measurement.latencyP99Ms >= GOAL_P99_MS)
    .map((run) => `${run.report} (${run.period})`);
  const constant = world.statements.every((row) => row.small === row.big);
  console.log(
    `\ngoals: p99 < ${GOAL_P99_MS} ms ${missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`}; statements constant: ${constant ? 'yes' : 'NO'}`,
  );
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ world: { ...world, big: { ...world.big, token: undefined }, small: { ...world.small, token: undefined } }, runs }, null, 2)}\n`,
  );
  console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  if (runs.some((run) => failureCount(run.measurement) > 0)) process.exitCode = 1;
} finally {
  await target.dispose();
}
