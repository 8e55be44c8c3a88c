import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  /** What a browser's pushManager.subscribe({ applicationServerKey }) would answer. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionJson>;
  /** The decrypted messages the push service received for a subscription. */
  messages(clientHash: string): Promise<string[]>;
  /** Ends a subscription: later pushes to it are answered 410. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A local push service (web-push-testing) on a free port, in a process of its own (it decrypts every
 * message it receives, which would otherwise share the server's CPU): it checks VAPID and keeps the
 * decrypted messages.
 */
export async function startPushService(): Promise<PushService> {
  const model = require.resolve('web-push-testing/src/PushApiModel.js');
  const serverModule = require.resolve('web-push-testing/src/server.js');
  const port = await freePort();
  const script = `const { PushApiModel } = require(${JSON.stringify(model)});
const Server = require(${JSON.stringify(serverModule)});
new Server(new PushApiModel(), ${port}).startServer();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`push service exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Server running')) resolve();
    });
  });
  child.removeAllListeners('exit');
  const base = `http://localhost:${port}`;
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`);
    return (await response.json().catch(() => ({}))) as T;
  }
  return {
    async subscribe(applicationServerKey) {
      const { data } = await post<{ data: PushSubscriptionJson }>('/subscribe', {
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      return data;
    },
    async messages(clientHash) {
      const { data } = await post<{ data: { messages: string[] } }>('/get-notifications', { clientHash });
      return data.messages;
    },
    async expire(clientHash) {
      await fetch(`${base}/expire-subscription/${clientHash}`, { method: 'POST' });
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
