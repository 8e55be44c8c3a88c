import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';

/**
 * The real server (src/main.ts) as a child process on a database of its own, for the tests that
 * kill it with SIGKILL and start it again on the same data (exam-durability.test.ts,
 * ledger-conservation.test.ts). PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a
 * temporary DATA_DIR.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(SERVER_DIR, 'src/main.ts');
const READY_TIMEOUT_MS = 45_000;

export interface Store {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** The store opened in the test's process: PGlite lets one process at a time open its directory, so close it before a server starts. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export interface Server {
  baseUrl: string;
  readonly killed: boolean;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Servers still running, killed by killServers (afterAll) even when a test timed out in the middle. */
const running = new Set<ChildProcess>();

export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** A new database on TEST_DATABASE_URL's server, or a new PGlite directory; removed by dispose. */
export async function openStore(prefix: string): Promise<Store> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `ava-${prefix}-`));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ava_${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    dispose: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function startServer(target: Store): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env };
  if (target.kind === 'pglite') delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let killed = false;
  running.add(child);
  const exited = once(child, 'exit').finally(() => running.delete(child));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  await waitUntilReady(child, baseUrl);
  return {
    baseUrl,
    get killed() {
      return killed;
    },
    kill: () => {
      killed = true;
      return signal('SIGKILL');
    },
    stop: () => signal('SIGTERM'),
  };
}

async function waitUntilReady(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/server_status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
