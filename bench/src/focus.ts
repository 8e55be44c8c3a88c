/**
 * `npm run focus -w @ava/bench`: the scenarios whose names contain one of BENCH_FOCUS's words
 * (comma-separated, e.g. `forum,student_open`; none for only the export), on one database
 * (BENCH_DB=pglite, else PostgreSQL), with the baseline and ExcelJS's rate of the same run, so a
 * change can be measured in a minute instead of the whole bench's quarter of an hour.
 * SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) reaches the server's node.
 * With the forum on PostgreSQL, pgbench's simple-update on the same PostgreSQL is measured first,
 * with the server's pool as clients and as long as the forum's run: the forum's goal is as many
 * comments per second as its transactions, each being one small committed write.
 */
import { fileURLToPath } from 'node:url';
import { measureBaseline } from './baseline.ts';
import { describeCpuUse } from './cpu-use.ts';
import { createPgliteTarget, createPostgresTarget } from './databases.ts';
import { measureExcelJsWriter } from './exceljs-reference.ts';
import type { LoadProfile } from './measure.ts';
import { measurePgbench, SERVER_POOL_CLIENTS } from './pgbench.ts';
import { SCENARIOS } from './scenarios.ts';
import { measureServer } from './server-run.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PROFILE: LoadProfile = { connections: 50, durationSeconds: 10, warmupSeconds: 2, maxRequests: 2_000_000 };
const wanted = (process.env.BENCH_FOCUS ?? '').split(',').filter(Boolean);

const baseline = await measureBaseline(PROFILE, REPO_ROOT);
console.log(`baseline: ${Math.round(baseline.requestsPerSecond)} req/s`);
if (baseline.cpu) console.log(`  ${describeCpuUse(baseline.cpu)}`);
const exceljs = await measureExcelJsWriter(EXPORT_ROWS);
console.log(`ExcelJS alone: ${Math.round(exceljs.rowsPerSecond)} rows/s`);

const focused = SCENARIOS.filter((scenario) => wanted.some((word) => scenario.name.includes(word)));
SCENARIOS.splice(0, SCENARIOS.length, ...focused);
const onPostgres = process.env.BENCH_DB !== 'pglite';
const pgbench =
  onPostgres && focused.some((scenario) => scenario.name.startsWith('forum'))
    ? await measurePgbench(SERVER_POOL_CLIENTS, PROFILE.durationSeconds)
    : null;
if (pgbench?.status === 'measured') {
  console.log(`pgbench -b simple-update, ${pgbench.clients} clients: ${Math.round(pgbench.transactionsPerSecond)} tps`);
} else if (pgbench) console.log(`pgbench: skipped, ${pgbench.reason}`);
const target = onPostgres ? await createPostgresTarget() : await createPgliteTarget();
try {
  const run = await measureServer(
    target,
    { read: PROFILE, login: { ...PROFILE, connections: 16, maxRequests: 5_000 }, write: PROFILE },
    EXPORT_ROWS,
    REPO_ROOT,
  );
  for (const { scenario, measurement } of run.scenarios) {
    const ratio = measurement.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `${scenario}: ${Math.round(measurement.requestsPerSecond)} req/s (${ratio.toFixed(2)} x baseline), ` +
        `p99 ${measurement.latencyP99Ms} ms, ${measurement.non2xx + measurement.errors} failed`,
    );
    if (pgbench?.status === 'measured' && scenario.startsWith('forum')) {
      const ofPgbench = measurement.requestsPerSecond / pgbench.transactionsPerSecond;
      console.log(`  ${ofPgbench.toFixed(2)} x pgbench (goal >= 1.00 with p99 < 150 ms)`);
    }
    if (measurement.cpu) console.log(`  ${describeCpuUse(measurement.cpu)}`);
  }
  const { rowsPerSecond, memory, rows } = run.export;
  console.log(
    `export of ${rows} rows: ${Math.round(rowsPerSecond)} rows/s (${(rowsPerSecond / exceljs.rowsPerSecond).toFixed(2)} ` +
      `x ExcelJS), memory +${Math.round(memory.growthBytes / 1e6)} MB`,
  );
} finally {
  await target.dispose();
}
