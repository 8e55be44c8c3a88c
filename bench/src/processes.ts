import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_INTERVAL_MS = 250;
const POLL_REQUEST_TIMEOUT_MS = 2_000;
const STOP_TIMEOUT_MS = 15_000;
const KEPT_OUTPUT_LINES = 200;

export interface ServiceSpec {
  /** Shown in messages, e.g. "server (pglite)". */
  name: string;
  /** TypeScript entry point, run as `node --import tsx <entry>`. */
  entry: string;
  cwd: string;
  /** The whole environment of the child; PORT and HOST are added. */
  env: NodeJS.ProcessEnv;
  /** Path answered with 200 once the service is ready. */
  readyPath: string;
  readyTimeoutMs: number;
}

export interface ServiceOutput {
  lineCount: number;
  lastLines: string[];
}

export interface RunningService {
  baseUrl: string;
  /** The service's own process (node itself), whose memory can be read in /proc. */
  pid: number;
  /** How many lines the service wrote to stdout and stderr, and the last of them. */
  output(): ServiceOutput;
  /** SIGTERM, then SIGKILL if it has not exited in time; resolves to the exit code (null when killed). */
  stop(): Promise<number | null>;
}

/** Flags for every service's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under load. */
const NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Spawns a service in its own process, so the load generator never shares its event loop. */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', spec.entry], {
    cwd: spec.cwd,
    env: { ...spec.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepLastLines(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, `${baseUrl}${spec.readyPath}`, spec.readyTimeoutMs);
  } catch (error) {
    await stopChild(child);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${spec.name} did not start: ${reason}\n${output().lastLines.join('\n')}`);
  }
  return { baseUrl, pid: child.pid ?? 0, output, stop: () => stopChild(child) };
}

export interface ScriptSpec {
  name: string;
  /** TypeScript entry point, run as `node --import tsx <entry>`. */
  entry: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Killed after this long. */
  timeoutMs: number;
}

/** Runs a script to its end in its own process; resolves to the last line it printed on stdout. */
export async function runScript(spec: ScriptSpec): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepLastLines(child);
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  let timedOut = false;
  const killTimer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, spec.timeoutMs);
  // 'close' rather than 'exit': it comes once stdout has been read to its end.
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  clearTimeout(killTimer);
  if (code !== 0) {
    const reason = timedOut ? `did not finish within ${spec.timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
    throw new Error(`${spec.name} ${reason}:\n${output().lastLines.join('\n')}`);
  }
  return stdout.trimEnd().split('\n').at(-1) ?? '';
}

async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not reserve a port');
  return address.port;
}

function keepLastLines(child: ChildProcess): () => ServiceOutput {
  const lastLines: string[] = [];
  let lineCount = 0;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      lineCount += 1;
      lastLines.push(line);
      if (lastLines.length > KEPT_OUTPUT_LINES) lastLines.shift();
    });
  }
  return () => ({ lineCount, lastLines: [...lastLines] });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`exited early (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(POLL_REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastAnswer = `status ${response.status}`;
    } catch (error) {
      lastAnswer = error instanceof Error ? error.message : String(error);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`GET ${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastAnswer})`);
}

async function stopChild(child: ChildProcess): Promise<number | null> {
  if (hasExited(child)) return child.exitCode;
  const exited = once(child, 'exit');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(killTimer);
  return child.exitCode;
}
