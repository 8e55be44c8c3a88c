import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeGameResults, listGameResultsFailures } from '../goals.ts';
import { formatFailures, formatGameResults } from '../report.ts';
import { gameResultsSettings, measureGameResults } from './game-results.ts';

/**
 * `npm run game-results -w @ava/bench` (PostgreSQL only): challenge result saves against pgbench
 * (issue 19). BENCH_QUICK=1 for a 10 s sweep; BENCH_GAME_STUDENTS; BENCH_GAME_SAVE=score for
 * calculate_score alone.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/game-results.json', import.meta.url));

const settings = gameResultsSettings(process.env.BENCH_QUICK === '1');
console.log(`Game results on PostgreSQL: pgbench's baseline, then ${settings.students} students saving results...`);
const run = await measureGameResults(settings, REPO_ROOT);
const verdict = judgeGameResults(run);
console.log(`\n${formatGameResults(run, verdict)}`);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...run, verdict }, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
const failures = listGameResultsFailures(run);
if (failures.length > 0) {
  console.error(`\n${formatFailures(failures)}`);
  process.exitCode = 1;
}
