import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { TRANSFER_DAILY_LIMIT } from '@ava/contracts';
import { type CpuUse, watchCpu } from '../cpu-use.ts';
import { measurePgbench, type PgbenchMeasurement, SERVER_POOL_CLIENTS } from '../pgbench.ts';
import type { ServiceOutput } from '../processes.ts';
import { SWEEP_STEPS, sweepPlan } from '../rate-sweep.ts';
import { type NotMeasured, onFreshPostgres, onServer, seedScenario } from '../seeded-scenario.ts';
import { type BooksCheck, checkBooks } from './books-check.ts';
import { createMovements, type MovementRun } from './movement-sweep.ts';
import { LEDGER, type PreparedLedger } from './world.ts';

const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const PREPARE_TIMEOUT_MS = 300_000;
/** Students seeded beyond the sweep's share of the day's limit, since students are picked at random. */
const STUDENTS_MARGIN = 1.5;
const MIN_STUDENTS = 200;

export interface LedgerSettings {
  /** Seconds of each sweep step; pgbench runs as long as the whole sweep. */
  stepSeconds: number;
}

export type LedgerRun =
  | {
      status: 'measured';
      settings: LedgerSettings;
      /** The machine's 1, 5 and 15 minute load averages before pgbench and after the sweep. */
      loadBefore: number[];
      loadAfter: number[];
      seedSeconds: number;
      /** Pokz granted to each student, and the store's products they may each buy once. */
      openingPokz: number;
      products: number;
      pgbench: PgbenchMeasurement;
      movements: MovementRun;
      /** Where the CPU went during the sweep, per acknowledged movement. */
      cpu: CpuUse;
      check: BooksCheck;
      /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
      exitCode: number | null;
      log: ServiceOutput;
    }
  | NotMeasured;

export function ledgerSettings(quick: boolean): LedgerSettings {
  // A 30 s window (10 s with BENCH_QUICK=1), pgbench's as long.
  return { stepSeconds: quick ? 10 / SWEEP_STEPS : 5 };
}

/**
 * Ledger movements on PostgreSQL (issue 21), on a fresh database: pgbench's tpcb-like (a bank
 * transfer) on the same PostgreSQL server first, since the sweep's rates decide how many students
 * are seeded (each sends at most the day's transfer limit); seeding in a process of its own; the
 * server started; the sweep; then every acknowledged movement looked up in the books.
 */
export async function measureLedger(settings: LedgerSettings, repoRoot: string): Promise<LedgerRun> {
  return onFreshPostgres('the ledger', async (env) => {
    const loadBefore = os.loadavg();
    const pgbench = await measurePgbench(SERVER_POOL_CLIENTS, settings.stepSeconds * SWEEP_STEPS, 'tpcb-like');
    const plan = sweepPlan(pgbench, settings.stepSeconds);
    const offered = plan.reduce((total, step) => total + step.offeredPerSecond * step.seconds, 0);
    const perStudent = TRANSFER_DAILY_LIMIT / LEDGER.transferAmount;
    const students = Math.max(MIN_STUDENTS, Math.ceil((offered * STUDENTS_MARGIN) / perStudent));
    const world = await seedScenario<PreparedLedger>({
      name: 'ledger seeding',
      entry: PREPARE_ENTRY,
      repoRoot,
      env: { ...env, BENCH_LEDGER_STUDENTS: String(students) },
      timeoutMs: PREPARE_TIMEOUT_MS,
    });
    const { result, exitCode, log } = await onServer(
      { name: 'server (postgres, ledger)', repoRoot, env },
      async (server) => {
        const moving = createMovements(server.baseUrl, world);
        const firstTransfers = await moving.firstTransfers();
        const cpuWatch = await watchCpu(server.pid);
        const sweep = await moving.sweep(plan);
        const cpu = await cpuWatch.stop(sweep.total.saves);
        const loadAfter = os.loadavg();
        const movements: MovementRun = { students: world.students.length, firstTransfers, ...sweep };
        const check = await checkBooks(String(env.DATABASE_URL), world, moving.outcomes);
        return { loadAfter, movements, cpu, check };
      },
    );
    return {
      status: 'measured',
      settings,
      loadBefore,
      seedSeconds: world.seedSeconds,
      openingPokz: world.openingPokz,
      products: world.products.length,
      pgbench,
      ...result,
      exitCode,
      log,
    };
  });
}
