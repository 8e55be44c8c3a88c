import type { LoginRequest, LoginResponse } from '@ava/contracts';
import type { DatabaseKind, DatabaseTarget } from './databases.ts';
import { type LoadProfile, type LoadRequest, type Measurement, measure } from './measure.ts';
import { type ServiceOutput, startService } from './processes.ts';

const SERVER_ENTRY = 'apps/server/src/main.ts';
const READY_TIMEOUT_MS = 60_000;
const SIGN_IN_TIMEOUT_MS = 10_000;
const DEMO_LOGIN = { username: 'aluno1', password: 'senha123', platform: 'demo' } satisfies LoginRequest;

export type ScenarioName = 'cached theme' | 'authenticated read' | 'login';

export interface ServerProfiles {
  read: LoadProfile;
  login: LoadProfile;
}

export interface ScenarioResult {
  scenario: ScenarioName;
  measurement: Measurement;
}

export interface ServerRun {
  database: DatabaseKind;
  scenarios: ScenarioResult[];
  /** The server's exit code after SIGTERM: 0 is a clean shutdown. */
  exitCode: number | null;
  /** What the server logged at LOG_LEVEL=warn, i.e. its warnings and errors. */
  log: ServiceOutput;
}

interface Scenario {
  name: ScenarioName;
  profile: keyof ServerProfiles;
  request(baseUrl: string, token: string): LoadRequest;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'cached theme',
    profile: 'read',
    request: (baseUrl) => ({ url: `${baseUrl}/api/platforms/show?platform=${DEMO_LOGIN.platform}` }),
  },
  {
    name: 'authenticated read',
    profile: 'read',
    request: (baseUrl, token) => ({
      url: `${baseUrl}/api/users/profiles/settings`,
      headers: { authorization: `Bearer ${token}` },
    }),
  },
  {
    name: 'login',
    profile: 'login',
    request: (baseUrl) => ({
      url: `${baseUrl}/api/identity/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    }),
  },
];

/** Starts the server on a fresh database (migrations and demo seed included) and loads each route in turn. */
export async function measureServer(
  target: DatabaseTarget,
  profiles: ServerProfiles,
  repoRoot: string,
): Promise<ServerRun> {
  const name = `server (${target.kind})`;
  const server = await startService({
    name,
    entry: SERVER_ENTRY,
    cwd: repoRoot,
    env: serverEnv(target),
    readyPath: '/api/server_status',
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  let scenarios: ScenarioResult[];
  try {
    const token = await signIn(server.baseUrl);
    scenarios = [];
    for (const scenario of SCENARIOS) {
      const measurement = await measure(scenario.request(server.baseUrl, token), profiles[scenario.profile]);
      scenarios.push({ scenario: scenario.name, measurement });
    }
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${name}: ${reason}\n${server.output().lastLines.join('\n')}`);
  }
  const exitCode = await server.stop();
  return { database: target.kind, scenarios, exitCode, log: server.output() };
}

/** The caller's environment, with only the target deciding where the data lives. */
function serverEnv(target: DatabaseTarget): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return { ...env, ...target.env, LOG_LEVEL: 'warn', SEED_DEMO: 'true', NODE_ENV: 'production' };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/identity/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
    signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { auth_token } = (await response.json()) as LoginResponse;
  return auth_token;
}
