import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailCapture } from './mailbox.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mail the server sends is written, one JSON file per mail (see mailbox.ts). */
    mailDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_WEB_DIST lets a build made elsewhere be tested without touching apps/web/dist.
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(root, 'apps/web/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/server_status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/**
 * Starts the real server in production mode on a fresh database with the demo seed: the embedded
 * one, or a new database on the PostgreSQL server E2E_DATABASE_URL names (CI uses it, so the
 * browser tests can share the machine with the PGlite tests).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('build the web app first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-e2e-'));
  const port = await freePort();
  const mailDir = path.join(dataDir, 'mail');
  const mailbox = await startMailCapture(mailDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  const scratch = process.env.E2E_DATABASE_URL ? await createScratchDatabase(process.env.E2E_DATABASE_URL) : null;
  if (scratch) env.DATABASE_URL = scratch.url;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mailbox.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
