import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeTrails, listTrailsFailures } from '../goals.ts';
import { formatFailures, formatTrails } from '../report.ts';
import { measureTrails, trailsSettings } from './trails.ts';

/**
 * `npm run trails -w @ava/bench` (PostgreSQL only): learning trails' progress saves against pgbench's
 * simple-update, and opening a trail of 15 steps (issue 20). BENCH_QUICK=1 for a 10 s sweep;
 * BENCH_TRAIL_STUDENTS.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/trails.json', import.meta.url));

const settings = trailsSettings(process.env.BENCH_QUICK === '1');
console.log(`Trails on PostgreSQL: pgbench's baseline, then ${settings.students} students saving their progress...`);
const run = await measureTrails(settings, REPO_ROOT);
const verdict = judgeTrails(run);
console.log(`\n${formatTrails(run, verdict)}`);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...run, verdict }, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
const failures = listTrailsFailures(run);
if (failures.length > 0) {
  console.error(`\n${formatFailures(failures)}`);
  process.exitCode = 1;
}
