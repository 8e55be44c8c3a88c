import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);

interface WebPushTestingServer {
  startServer(): void;
  _server?: { close(done: () => void): void; listening: boolean; once(event: string, done: () => void): void };
}

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

/** A local push service (web-push-testing) on a free port: it checks VAPID and decrypts what it receives. */
export async function startPushService(): Promise<PushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => WebPushTestingServer;
  const port = await freePort();
  const log = console.log;
  // It announces its port on the console.
  console.log = () => {};
  const server = new Server(new PushApiModel(), port);
  server.startServer();
  console.log = log;
  const listening = server._server;
  if (listening && !listening.listening) await new Promise<void>((resolve) => listening.once('listening', resolve));
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
    close: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}
