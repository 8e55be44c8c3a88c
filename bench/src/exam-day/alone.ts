import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeExamDay, listExamDayFailures } from '../goals.ts';
import { formatExamDay, formatFailures } from '../report.ts';
import { examDaySettings, measureExamDay } from './exam-day.ts';

/**
 * `npm run exam-day -w @ava/bench`: the exam day alone (pgbench, the save sweep, the start wave),
 * without the rest of the bench; BENCH_QUICK=1 and BENCH_EXAM_STUDENTS apply as in the full run.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/exam-day.json', import.meta.url));

const settings = examDaySettings(process.env.BENCH_QUICK === '1');
console.log(`Exam day on PostgreSQL: pgbench's baseline, ${settings.students} students saving, 1,000 starting...`);
const run = await measureExamDay(settings, REPO_ROOT);
const verdict = judgeExamDay(run);
console.log(`\n${formatExamDay(run, verdict)}`);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...run, verdict }, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
const failures = listExamDayFailures(run);
if (failures.length > 0) {
  console.error(`\n${formatFailures(failures)}`);
  process.exitCode = 1;
}
