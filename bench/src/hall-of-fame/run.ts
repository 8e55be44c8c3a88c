/**
 * `npm run hall-of-fame -w @ava/bench` (PostgreSQL only): the hall of fame over 1,000,000 score
 * rows (issue 22). The top 50 of a school plus each student's own position, under 50 connections:
 * GET /api/hall_fame/student_standings of the server (read from the monthly totals; goal p99 <
 * 20 ms), beside the same answer computed by a live aggregate of game_results at each request
 * (live-server.ts; goal: at least 20 times slower). BENCH_QUICK=1 for shorter runs; BENCH_HOF_ROWS
 * for another number of rows.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMonths, yearMonthAt } from '@ava/contracts';
import type { MonthRange } from '../../../apps/server/src/modules/hall-of-fame/hall-of-fame.repository.ts';
import { measureBaseline } from '../baseline.ts';
import { describeCpuUse } from '../cpu-use.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { failureCount, type LoadProfile, type Measurement, measure } from '../measure.ts';
import { type RunningService, runScript, startService } from '../processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
import { HALL_OF_FAME, type PreparedHallOfFame } from './world.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const LIVE_ENTRY = fileURLToPath(new URL('./live-server.ts', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/hall-of-fame.json', import.meta.url));
const PREPARE_TIMEOUT_MS = 1_800_000;
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE: LoadProfile = {
  connections: 50,
  durationSeconds: QUICK ? 5 : 10,
  warmupSeconds: 2,
  maxRequests: 2_000_000,
};
const GOAL = { p99Ms: 20, timesFaster: 20 } as const;

interface Period {
  name: string;
  months: MonthRange;
}

interface PeriodRun extends Period {
  totals: Measurement;
  live: Measurement;
  /**
   * The live aggregate's mean latency over the totals' (the same answer, the same 50 connections;
   * in a closed loop also the ratio of requests per second). The p99s' ratio is printed beside it.
   */
  timesFaster: number;
  sameAnswer: boolean;
}

const periodQuery = ({ from, to }: MonthRange) =>
  `start_month=${from % 100}&start_year=${Math.floor(from / 100)}&end_month=${to % 100}&end_year=${Math.floor(to / 100)}`;

/** Each period measured on one running service; the answer of the first student kept to compare. */
async function measureEach(
  service: RunningService,
  periods: readonly Period[],
  request: (months: MonthRange) => { path: string; connectionHeaders: Record<string, string>[] },
) {
  const runs: { measurement: Measurement; answer: unknown }[] = [];
  try {
    for (const { months } of periods) {
      const { path: url, connectionHeaders } = request(months);
      const response = await fetch(`${service.baseUrl}${url}`, { headers: connectionHeaders[0] });
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { standings: unknown };
      const measurement = await measure({ url: `${service.baseUrl}${url}`, connectionHeaders }, PROFILE, service.pid);
      runs.push({ measurement, answer: answer.standings });
    }
  } finally {
    await service.stop();
  }
  return runs;
}

if (!(await postgresAnswers())) throw new Error('the hall of fame bench needs PostgreSQL on 127.0.0.1:5432');
const target = await createPostgresTarget('ava_bench_hof');
try {
  // prepare.ts seeds the demo platform; the server need not check it again.
  const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
  const rows = process.env.BENCH_HOF_ROWS ?? String(HALL_OF_FAME.rows);
  const students = HALL_OF_FAME.schools * HALL_OF_FAME.classroomsPerSchool * HALL_OF_FAME.studentsPerClassroom;
  console.log(`Hall of fame on PostgreSQL: loading ${rows} score rows of ${students} students...`);
  const world = JSON.parse(
    await runScript({
      name: 'hall of fame seeding',
      entry: PREPARE_ENTRY,
      cwd: REPO_ROOT,
      env: { ...env, BENCH_HOF_ROWS: rows },
      timeoutMs: PREPARE_TIMEOUT_MS,
    }),
  ) as PreparedHallOfFame;
  console.log(
    `seeded in ${world.seedSeconds.toFixed(0)} s; ${world.totalsRows} monthly totals rebuilt from them in ${world.totalsSeconds.toFixed(1)} s`,
  );
  const month = yearMonthAt(new Date());
  const periods: Period[] = [
    { name: 'current month', months: { from: month, to: month } },
    { name: 'last 12 months', months: { from: addMonths(month, -11), to: month } },
  ];

  // The machine's floor in this run: a bare Fastify's hello world under the same load.
  const baseline = await measureBaseline(PROFILE, REPO_ROOT);
  const server = await startService({
    name: 'server (postgres, hall of fame)',
    entry: SERVER_ENTRY,
    cwd: REPO_ROOT,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const totals = await measureEach(server, periods, (months) => ({
    path: `/api/hall_fame/student_standings?${periodQuery(months)}`,
    connectionHeaders: world.students.map((student) => ({ authorization: `Bearer ${student.token}` })),
  }));
  const liveServer = await startService({
    name: 'live aggregate (hall of fame)',
    entry: LIVE_ENTRY,
    cwd: REPO_ROOT,
    env: { ...env, PLATFORM_ID: world.platformId, SCHOOL_ID: world.schoolId },
    readyPath: '/',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const live = await measureEach(liveServer, periods, (months) => ({
    path: `/standings?from=${months.from}&to=${months.to}`,
    connectionHeaders: world.students.map((student) => ({ 'x-student': student.id })),
  }));

  const runs: PeriodRun[] = periods.map((period, index) => {
    const ours = totals[index];
    const theirs = live[index];
    if (!ours || !theirs) throw new Error('a period was not measured');
    return {
      ...period,
      totals: ours.measurement,
      live: theirs.measurement,
      timesFaster: theirs.measurement.latencyAverageMs / ours.measurement.latencyAverageMs,
      sameAnswer: JSON.stringify(ours.answer) === JSON.stringify(theirs.answer),
    };
  });

  console.log('');
  const describe = (name: string, run: Measurement) =>
    `  ${name}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.latencyP99Ms} ms, mean ${run.latencyAverageMs.toFixed(1)} ms, ${failureCount(run)} failed` +
    (run.timeouts > 0 ? ` (${run.timeouts} timed out)` : '');
  console.log(describe('baseline, a bare Fastify hello world', baseline));
  for (const run of runs) {
    console.log(
      `${run.name} (${run.months.from}-${run.months.to}): the top 50 and each student's own position, 50 connections`,
    );
    console.log(describe('monthly totals (GET /api/hall_fame/student_standings)', run.totals));
    if (run.totals.cpu) console.log(`    ${describeCpuUse(run.totals.cpu)}`);
    console.log(describe('live aggregate of game_results', run.live));
    if (run.live.cpu) console.log(`    ${describeCpuUse(run.live.cpu)}`);
    const p99Met = run.totals.latencyP99Ms < GOAL.p99Ms && failureCount(run.totals) === 0;
    console.log(
      `  goals: p99 < ${GOAL.p99Ms} ms ${p99Met ? 'met' : 'MISSED'}; ` +
        `live / totals: ${run.timesFaster.toFixed(1)} x the mean latency (>= ${GOAL.timesFaster}: ${run.timesFaster >= GOAL.timesFaster ? 'met' : 'MISSED'}), ` +
        `${(run.live.latencyP99Ms / run.totals.latencyP99Ms).toFixed(1)} x the p99; ` +
        `same answer: ${run.sameAnswer ? 'yes' : 'NO'}`,
    );
  }
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ world: { ...world, students: world.students.length }, baseline, runs }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  // The live aggregate's requests may time out (autocannon gives up after 10 s): that is its figure, not a failure.
  if (runs.some((run) => !run.sameAnswer || failureCount(run.totals) > 0 || failureCount(baseline) > 0)) {
    process.exitCode = 1;
  }
} finally {
  await target.dispose();
}
