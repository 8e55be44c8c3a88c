import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type CpuUse, watchCpu } from '../cpu-use.ts';
import { measurePgbench, type PgbenchMeasurement, SERVER_POOL_CLIENTS } from '../pgbench.ts';
import type { ServiceOutput } from '../processes.ts';
import { SWEEP_STEPS, type SweepRun, sweepPlan } from '../rate-sweep.ts';
import { type NotMeasured, onFreshPostgres, onServer, seedScenario } from '../seeded-scenario.ts';
import { checkProgress, type ProgressCheck } from './progress-check.ts';
import { runSaveSweep } from './save-sweep.ts';
import { runShowLoad, type ShowRun } from './show-load.ts';
import { type PreparedTrails, type RequestStatements, TRAILS } from './world.ts';

const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const PREPARE_TIMEOUT_MS = 300_000;

export interface TrailsSettings {
  /** Students walking the trail (BENCH_TRAIL_STUDENTS, default 200). */
  students: number;
  /** Seconds of each sweep step; pgbench runs as long as the whole sweep. */
  stepSeconds: number;
  /** Students opening the trail at once, and for how long. */
  showConnections: number;
  showSeconds: number;
}

export type TrailsRun =
  | {
      status: 'measured';
      settings: TrailsSettings;
      /** The machine's 1, 5 and 15 minute load averages before pgbench and after the last load. */
      loadBefore: number[];
      loadAfter: number[];
      seedSeconds: number;
      steps: number;
      statements: RequestStatements[];
      pgbench: PgbenchMeasurement;
      saves: SweepRun;
      /** Where the CPU went during the sweep, per acknowledged save. */
      saveCpu: CpuUse;
      check: ProgressCheck;
      show: ShowRun;
      showCpu: CpuUse;
      /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
      exitCode: number | null;
      log: ServiceOutput;
    }
  | NotMeasured;

export function trailsSettings(quick: boolean): TrailsSettings {
  const students = Number(process.env.BENCH_TRAIL_STUDENTS ?? TRAILS.students);
  // A 24 s sweep (10 s with BENCH_QUICK=1), pgbench's as long; the show 8 s (3 s) after a 2 s (1 s) warm-up.
  return {
    students,
    stepSeconds: quick ? 10 / SWEEP_STEPS : 4,
    showConnections: 20,
    showSeconds: quick ? 3 : 8,
  };
}

/**
 * Learning trails on PostgreSQL (issue 20), on a fresh database: pgbench's simple-update on the same
 * PostgreSQL server, seeding in a process of its own (which also records the statements of each
 * request), then the server started, the save sweep, every save read back, and students opening the trail.
 */
export async function measureTrails(settings: TrailsSettings, repoRoot: string): Promise<TrailsRun> {
  return onFreshPostgres('the trails', async (env) => {
    const loadBefore = os.loadavg();
    const pgbench = await measurePgbench(SERVER_POOL_CLIENTS, settings.stepSeconds * SWEEP_STEPS);
    const plan = sweepPlan(pgbench, settings.stepSeconds);
    const world = await seedScenario<PreparedTrails>({
      name: 'trails seeding',
      entry: PREPARE_ENTRY,
      repoRoot,
      env: { ...env, BENCH_TRAIL_STUDENTS: String(settings.students) },
      timeoutMs: PREPARE_TIMEOUT_MS,
    });
    const { result, exitCode, log } = await onServer(
      { name: 'server (postgres, trails)', repoRoot, env },
      async (server) => {
        const saveWatch = await watchCpu(server.pid);
        const { run: saves, outcomes } = await runSaveSweep(server.baseUrl, world, plan);
        const saveCpu = await saveWatch.stop(saves.total.saves);
        const check = await checkProgress(String(env.DATABASE_URL), world, outcomes);
        // A warm-up whose figures are discarded, as autocannon's elsewhere.
        await runShowLoad(server.baseUrl, world, settings.showConnections, settings.showSeconds >= 8 ? 2 : 1);
        const showWatch = await watchCpu(server.pid);
        const show = await runShowLoad(server.baseUrl, world, settings.showConnections, settings.showSeconds);
        const showCpu = await showWatch.stop(show.requests);
        return { saves, saveCpu, check, show, showCpu, loadAfter: os.loadavg() };
      },
    );
    return {
      status: 'measured',
      settings,
      loadBefore,
      seedSeconds: world.seedSeconds,
      steps: world.itemIds.length,
      statements: world.statements,
      pgbench,
      ...result,
      exitCode,
      log,
    };
  });
}
