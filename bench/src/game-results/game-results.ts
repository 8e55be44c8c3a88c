import { fileURLToPath } from 'node:url';
import type { UpdateGames } from '@ava/contracts';
import { postJson, signIn } from '../api.ts';
import { type CpuUse, watchCpu } from '../cpu-use.ts';
import { measurePgbench, type PgbenchMeasurement, SERVER_POOL_CLIENTS } from '../pgbench.ts';
import type { ServiceOutput } from '../processes.ts';
import { SWEEP_STEPS, sweepPlan } from '../rate-sweep.ts';
import { type NotMeasured, onFreshPostgres, onServer, seedScenario } from '../seeded-scenario.ts';
import { WORLD } from '../workload/world.ts';
import { checkGameResults, type GameResultsCheck } from './result-check.ts';
import { type GameSaveRun, runGameSaves, type SaveMode } from './save-sweep.ts';
import { GAME_RESULTS, type PreparedGameResults } from './world.ts';

const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const PREPARE_TIMEOUT_MS = 300_000;
/** Plays seeded per student beyond the sweep's share, since students are picked at random. */
const PLAYS_MARGIN = 1.5;

export interface GameResultsSettings {
  /** Students playing (BENCH_GAME_STUDENTS, default 200). */
  students: number;
  /** Seconds of each sweep step; pgbench runs as long as the whole sweep. */
  stepSeconds: number;
  /** BENCH_GAME_SAVE: `pair` (default) or `score`. */
  mode: SaveMode;
}

export type GameResultsRun =
  | {
      status: 'measured';
      settings: GameResultsSettings;
      seedSeconds: number;
      tarefas: number;
      pgbench: PgbenchMeasurement;
      saves: GameSaveRun;
      /** Where the CPU went during the sweep, per acknowledged save (its play included). */
      cpu: CpuUse;
      check: GameResultsCheck;
      /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
      exitCode: number | null;
      log: ServiceOutput;
    }
  | NotMeasured;

export function gameResultsSettings(quick: boolean): GameResultsSettings {
  const mode = process.env.BENCH_GAME_SAVE ?? 'pair';
  if (mode !== 'pair' && mode !== 'score') throw new Error('BENCH_GAME_SAVE must be pair or score');
  const students = Number(process.env.BENCH_GAME_STUDENTS ?? GAME_RESULTS.students);
  // A 30 s window (10 s with BENCH_QUICK=1), pgbench's as long.
  return { students, stepSeconds: quick ? 10 / SWEEP_STEPS : 5, mode };
}

/**
 * Result saves of challenges on PostgreSQL (issue 19), on a fresh database: pgbench's baseline on
 * the same PostgreSQL server (first, since the sweep's rates decide how many tarefas are seeded),
 * seeding in a process of its own, then the server started, the teacher putting the challenges in
 * the tarefas, the save sweep, and the check that every play was counted exactly once.
 */
export async function measureGameResults(settings: GameResultsSettings, repoRoot: string): Promise<GameResultsRun> {
  return onFreshPostgres('the game results', async (env) => {
    const pgbench = await measurePgbench(SERVER_POOL_CLIENTS, settings.stepSeconds * SWEEP_STEPS);
    const plan = sweepPlan(pgbench, settings.stepSeconds);
    const offered = plan.reduce((total, step) => total + step.offeredPerSecond * step.seconds, 0);
    const playsPerStudent = Math.ceil((offered * PLAYS_MARGIN) / settings.students);
    const tarefas = Math.ceil(playsPerStudent / GAME_RESULTS.gamesPerTarefa);
    const world = await seedScenario<PreparedGameResults>({
      name: 'game results seeding',
      entry: PREPARE_ENTRY,
      repoRoot,
      env: { ...env, BENCH_GAME_STUDENTS: String(settings.students), BENCH_GAME_TAREFAS: String(tarefas) },
      timeoutMs: PREPARE_TIMEOUT_MS,
    });
    const { result, exitCode, log } = await onServer(
      { name: 'server (postgres, game results)', repoRoot, env },
      async (server) => {
        const teacherToken = await signIn(server.baseUrl, { ...WORLD.teacher, platform: WORLD.platform });
        if (settings.mode === 'pair') await putChallengesInTarefas(server.baseUrl, teacherToken, world);
        const cpuWatch = await watchCpu(server.pid);
        const { run: saves, ledger } = await runGameSaves(server.baseUrl, world, plan, settings.mode, playsPerStudent);
        const cpu = await cpuWatch.stop(saves.total.saves);
        const check = await checkGameResults(
          String(env.DATABASE_URL),
          { baseUrl: server.baseUrl, teacherToken },
          world,
          ledger,
          settings.mode,
        );
        return { saves, cpu, check };
      },
    );
    return { status: 'measured', settings, seedSeconds: world.seedSeconds, tarefas, pgbench, ...result, exitCode, log };
  });
}

/** As the teacher does in the tarefa's creation: POST /homeworks/update_games with every challenge. */
async function putChallengesInTarefas(baseUrl: string, teacherToken: string, world: PreparedGameResults) {
  const games = world.challenges.map((challenge) => challenge.id);
  for (const activity of world.tarefaIds) {
    const body: UpdateGames = { activity, add_games: games };
    await postJson(baseUrl, '/api/homeworks/update_games', body, teacherToken);
  }
}
