import { fileURLToPath } from 'node:url';
import { measurePgbench, type PgbenchMeasurement, SERVER_POOL_CLIENTS } from '../pgbench.ts';
import type { ServiceOutput } from '../processes.ts';
import { SWEEP_STEPS, sweepPlan } from '../rate-sweep.ts';
import { type NotMeasured, onFreshPostgres, onServer, seedScenario } from '../seeded-scenario.ts';
import { type AnswerCheck, checkAnswers } from './answer-check.ts';
import { runSaveSweep, type SaveRun, type SweepPlan } from './save-sweep.ts';
import { runStartWave, type StartWave } from './start-wave.ts';
import { EXAM_DAY, type PreparedExamDay } from './world.ts';

const PREPARE_ENTRY = fileURLToPath(new URL('./prepare.ts', import.meta.url));
const PREPARE_TIMEOUT_MS = 300_000;

export interface ExamDaySettings {
  /** Scenario 1's students (BENCH_EXAM_STUDENTS, default 500). */
  students: number;
  /** Seconds of each sweep step; pgbench runs as long as the whole sweep. */
  stepSeconds: number;
  startSeconds: number;
}

export type ExamDayRun =
  | {
      status: 'measured';
      settings: ExamDaySettings;
      seedSeconds: number;
      pgbench: PgbenchMeasurement;
      saves: SaveRun;
      answers: AnswerCheck;
      startWave: StartWave;
      /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
      exitCode: number | null;
      log: ServiceOutput;
    }
  | NotMeasured;

export function examDaySettings(quick: boolean): ExamDaySettings {
  const students = Number(process.env.BENCH_EXAM_STUDENTS ?? EXAM_DAY.students);
  // A 42 s window (10 s with BENCH_QUICK=1), pgbench's as long.
  return { students, stepSeconds: quick ? 10 / SWEEP_STEPS : 7, startSeconds: quick ? 1 : 3 };
}

/**
 * Exam day on PostgreSQL (issue 5 part 7), on a fresh database: seeding in a process of its own,
 * pgbench's baseline on the same PostgreSQL server, then the server started and loaded with
 * scenario 1 (the save sweep, checked against the database) and scenario 2 (the start wave).
 */
export async function measureExamDay(settings: ExamDaySettings, repoRoot: string): Promise<ExamDayRun> {
  return onFreshPostgres('the exam day', async (env) => {
    const world = await seedScenario<PreparedExamDay>({
      name: 'exam day seeding',
      entry: PREPARE_ENTRY,
      repoRoot,
      env: { ...env, BENCH_EXAM_STUDENTS: String(settings.students) },
      timeoutMs: PREPARE_TIMEOUT_MS,
    });
    const pgbench = await measurePgbench(SERVER_POOL_CLIENTS, settings.stepSeconds * SWEEP_STEPS);
    const plan: SweepPlan = { startSeconds: settings.startSeconds, steps: sweepPlan(pgbench, settings.stepSeconds) };
    const { result, exitCode, log } = await onServer(
      { name: 'server (postgres, exam day)', repoRoot, env },
      async (server) => {
        const { run: saves, ledger } = await runSaveSweep(server.baseUrl, world, plan);
        const answers = await checkAnswers(String(env.DATABASE_URL), world, ledger);
        const startWave = await runStartWave(server, world, EXAM_DAY.startWave.seconds);
        return { saves, answers, startWave };
      },
    );
    return { status: 'measured', settings, seedSeconds: world.seedSeconds, pgbench, ...result, exitCode, log };
  });
}
