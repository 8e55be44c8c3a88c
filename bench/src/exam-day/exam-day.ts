import { fileURLToPath } from 'node:url';
import { createPostgresTarget, type DatabaseTarget, postgresAnswers } from '../databases.ts';
import { measurePgbench, type PgbenchMeasurement, SERVER_POOL_CLIENTS } from '../pgbench.ts';
import { runScript, type ServiceOutput, startService } from '../processes.ts';
import { SWEEP_STEPS, sweepPlan } from '../rate-sweep.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from '../server-run.ts';
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
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

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
  if (!(await postgresAnswers())) {
    return { status: 'skipped', reason: 'nothing answers on 127.0.0.1:5432 (the exam day is measured on PostgreSQL)' };
  }
  let target: DatabaseTarget;
  try {
    target = await createPostgresTarget();
  } catch (error) {
    return {
      status: 'failed',
      reason: `no database for the exam day: ${error instanceof Error ? error.message : error}`,
    };
  }
  try {
    // prepare.ts seeds the demo platform; the server need not check it again.
    const env: NodeJS.ProcessEnv = { ...serverEnv(target), SEED_DEMO: 'false' };
    const line = await runScript({
      name: 'exam day seeding',
      entry: PREPARE_ENTRY,
      cwd: repoRoot,
      env: { ...env, BENCH_EXAM_STUDENTS: String(settings.students) },
      timeoutMs: PREPARE_TIMEOUT_MS,
    });
    const world = JSON.parse(line) as PreparedExamDay;
    const pgbench = await measurePgbench(SERVER_POOL_CLIENTS, settings.stepSeconds * SWEEP_STEPS);
    const plan: SweepPlan = { startSeconds: settings.startSeconds, steps: sweepPlan(pgbench, settings.stepSeconds) };
    const server = await startService({
      name: 'server (postgres, exam day)',
      entry: SERVER_ENTRY,
      cwd: repoRoot,
      env,
      readyPath: '/api/server_status',
      readyTimeoutMs: READY_TIMEOUT_MS,
    });
    try {
      const { run: saves, ledger } = await runSaveSweep(server.baseUrl, world, plan);
      const answers = await checkAnswers(String(env.DATABASE_URL), world, ledger);
      const startWave = await runStartWave(server, world, EXAM_DAY.startWave.seconds);
      const exitCode = await server.stop();
      return {
        status: 'measured',
        settings,
        seedSeconds: world.seedSeconds,
        pgbench,
        saves,
        answers,
        startWave,
        exitCode,
        log: server.output(),
      };
    } catch (error) {
      await server.stop();
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n${server.output().lastLines.join('\n')}`,
      );
    }
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await target.dispose();
  }
}
