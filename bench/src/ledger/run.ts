import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeLedger, listLedgerFailures } from '../goals.ts';
import { formatFailures, formatLedger } from '../report.ts';
import { ledgerSettings, measureLedger } from './ledger.ts';

/**
 * `npm run ledger -w @ava/bench` (PostgreSQL only): ledger movements (transfers and the
 * store's purchases) against pgbench's tpcb-like (issue 21). BENCH_QUICK=1 for a 10 s sweep.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('../../results/ledger.json', import.meta.url));

const settings = ledgerSettings(process.env.BENCH_QUICK === '1');
console.log("Ledger on PostgreSQL: pgbench's tpcb-like baseline, then students moving pokz...");
const run = await measureLedger(settings, REPO_ROOT);
const verdict = judgeLedger(run);
console.log(`\n${formatLedger(run, verdict)}`);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...run, verdict }, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
const failures = listLedgerFailures(run);
if (failures.length > 0) {
  console.error(`\n${formatFailures(failures)}`);
  process.exitCode = 1;
}
