import { createPostgresTarget, postgresAnswers } from './databases.ts';
import { type RunningService, runScript, type ServiceOutput, startService } from './processes.ts';
import { READY_TIMEOUT_MS, SERVER_ENTRY, serverEnv } from './server-run.ts';

export type NotMeasured = { status: 'skipped'; reason: string } | { status: 'failed'; reason: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A scenario measured on PostgreSQL with a database and a server of its own (the exam day, the
 * game results, the ledger): a fresh database, the work on it, the database dropped after. Skipped
 * when nothing answers on 127.0.0.1:5432; any failure becomes a 'failed' answer saying why.
 * `work` gets the server's environment, pointing at that database, the demo seed left to the
 * scenario's own seeding script (`seedScenario`).
 */
export async function onFreshPostgres<Measured>(
  scenario: string,
  work: (env: NodeJS.ProcessEnv) => Promise<Measured>,
): Promise<Measured | NotMeasured> {
  if (!(await postgresAnswers())) {
    return { status: 'skipped', reason: `nothing answers on 127.0.0.1:5432 (${scenario} is measured on PostgreSQL)` };
  }
  let target: Awaited<ReturnType<typeof createPostgresTarget>>;
  try {
    target = await createPostgresTarget();
  } catch (error) {
    return { status: 'failed', reason: `no database for ${scenario}: ${messageOf(error)}` };
  }
  try {
    // The scenario's seeding script seeds the demo platform; the server need not check it again.
    return await work({ ...serverEnv(target), SEED_DEMO: 'false' });
  } catch (error) {
    return { status: 'failed', reason: messageOf(error) };
  } finally {
    await target.dispose();
  }
}

/** Runs a scenario's seeding script in a process of its own; it prints its world as one line of JSON. */
export async function seedScenario<World>(spec: {
  name: string;
  entry: string;
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}): Promise<World> {
  const line = await runScript({
    name: spec.name,
    entry: spec.entry,
    cwd: spec.repoRoot,
    env: spec.env,
    timeoutMs: spec.timeoutMs,
  });
  return JSON.parse(line) as World;
}

/**
 * Starts the server on the scenario's database, runs `work` against it and stops it: its exit code
 * after SIGTERM (0 is a clean shutdown) and what it logged come with the result. When `work`
 * fails, the server's last lines join the error.
 */
export async function onServer<Result>(
  spec: { name: string; repoRoot: string; env: NodeJS.ProcessEnv },
  work: (server: RunningService) => Promise<Result>,
): Promise<{ result: Result; exitCode: number | null; log: ServiceOutput }> {
  const server = await startService({
    name: spec.name,
    entry: SERVER_ENTRY,
    cwd: spec.repoRoot,
    env: spec.env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  let result: Result;
  try {
    result = await work(server);
  } catch (error) {
    await server.stop();
    throw new Error(`${messageOf(error)}\n${server.output().lastLines.join('\n')}`);
  }
  const exitCode = await server.stop();
  return { result, exitCode, log: server.output() };
}
