import { fileURLToPath } from 'node:url';
import type { LoginRequest } from '@ava/contracts';
import { createForumActivity, signIn, signInAll } from './api.ts';
import type { DatabaseKind, DatabaseTarget } from './databases.ts';
import { type ExportMeasurement, measureExport } from './export-run.ts';
import { type Measurement, measure } from './measure.ts';
import { type RunningService, runScript, type ServiceOutput, startService } from './processes.ts';
import { SCENARIOS, type ScenarioName, type ServerProfiles, type ServerSession } from './scenarios.ts';
import { type PreparedWorld, type QueryCount, WORLD } from './workload/world.ts';

export const SERVER_ENTRY = 'apps/server/src/main.ts';
const PREPARE_ENTRY = fileURLToPath(new URL('./workload/prepare.ts', import.meta.url));
/** BENCH_READY_TIMEOUT_MS lets a busy machine (a server starting on a loaded 2-core box) take longer. */
export const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 60_000);
const PREPARE_TIMEOUT_MS = 900_000;
const DEMO_LOGIN = { username: 'aluno1', password: 'senha123', platform: 'demo' } satisfies LoginRequest;

export interface ScenarioResult {
  scenario: ScenarioName;
  measurement: Measurement;
}

export interface ServerRun {
  database: DatabaseKind;
  /** Seeding (demo seed and the bench's data) and query counting, in a process of their own before the server. */
  preparation: { seedSeconds: number; countSeconds: number; exportRows: number };
  /** SQL statements per first-screen request, for a student with 1 activity and one with 200. */
  queryCounts: QueryCount[];
  scenarios: ScenarioResult[];
  export: ExportMeasurement;
  /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
  exitCode: number | null;
  /** What the server logged at LOG_LEVEL=warn, i.e. its warnings and errors. */
  log: ServiceOutput;
}

/**
 * Seeds a fresh database (migrations, demo seed, the bench's data) and counts the first screen's
 * queries in a process of its own, then starts the server on it, loads each route in turn and
 * downloads the export.
 */
export async function measureServer(
  target: DatabaseTarget,
  profiles: ServerProfiles,
  exportRows: number,
  repoRoot: string,
): Promise<ServerRun> {
  const name = `server (${target.kind})`;
  const env = serverEnv(target);
  const world = await prepareWorld(target.kind, env, exportRows, repoRoot);
  const server = await startService({
    name,
    entry: SERVER_ENTRY,
    cwd: repoRoot,
    env,
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  let scenarios: ScenarioResult[];
  let exported: ExportMeasurement;
  try {
    const { session, teacherToken } = await openSession(server, world);
    scenarios = [];
    for (const scenario of SCENARIOS) {
      const measurement = await measure(scenario.request(session), profiles[scenario.profile], server.pid);
      scenarios.push({ scenario: scenario.name, measurement });
    }
    exported = await measureExport(server, teacherToken, world.classroomIds.export, world.exportRows);
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${name}: ${reason}\n${server.output().lastLines.join('\n')}`);
  }
  const exitCode = await server.stop();
  return {
    database: target.kind,
    preparation: { seedSeconds: world.seedSeconds, countSeconds: world.countSeconds, exportRows: world.exportRows },
    queryCounts: world.queryCounts,
    scenarios,
    export: exported,
    exitCode,
    log: server.output(),
  };
}

/** The caller's environment, with only the target deciding where the data lives. */
export function serverEnv(target: DatabaseTarget): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return { ...env, ...target.env, LOG_LEVEL: 'warn', SEED_DEMO: 'true', NODE_ENV: 'production' };
}

async function prepareWorld(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv,
  exportRows: number,
  repoRoot: string,
): Promise<PreparedWorld> {
  const line = await runScript({
    name: `seeding (${kind})`,
    entry: PREPARE_ENTRY,
    cwd: repoRoot,
    env: { ...env, BENCH_EXPORT_ROWS: String(exportRows) },
    timeoutMs: PREPARE_TIMEOUT_MS,
  });
  return JSON.parse(line) as PreparedWorld;
}

/** Sign-ins and the forum activity, through the server's API as a teacher and students would. */
async function openSession(
  server: RunningService,
  world: PreparedWorld,
): Promise<{ session: ServerSession; teacherToken: string }> {
  const { baseUrl } = server;
  const teacherToken = await signIn(baseUrl, { ...WORLD.teacher, platform: WORLD.platform });
  const session: ServerSession = {
    baseUrl,
    demoLogin: DEMO_LOGIN,
    demoStudentToken: await signIn(baseUrl, DEMO_LOGIN),
    firstScreenToken: await signIn(baseUrl, {
      username: world.firstScreenStudent,
      password: WORLD.studentPassword,
      platform: WORLD.platform,
    }),
    forumActivityId: await createForumActivity(baseUrl, teacherToken, world.classroomIds.forum),
    forumWriterTokens: await signInAll(baseUrl, WORLD.platform, world.forumWriters, WORLD.studentPassword),
  };
  return { session, teacherToken };
}
