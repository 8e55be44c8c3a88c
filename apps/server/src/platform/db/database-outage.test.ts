import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, postLogin, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';

/**
 * The database going away while the server runs. On PostgreSQL (TEST_DATABASE_URL) the server
 * reaches it through a TCP relay that the test cuts, as a database restart or a network failure
 * would (open connections drop, new ones are refused), and opens again on the same port. On
 * PGlite, the embedded default, its database is closed: it lives in the process and cannot come
 * back without a restart, so only the outage is checked there.
 */
interface Outage {
  ctx: TestContext;
  cut(): Promise<void>;
  /** Null where the database cannot come back by itself. */
  restore: (() => Promise<void>) | null;
  dispose(): Promise<void>;
}

/** A TCP relay to the database server that can be cut and opened again on the same port. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    open: async () => {
      if (server.listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: cut,
  };
}

async function startOutage(): Promise<Outage> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const ctx = await createTestContext();
    return { ctx, cut: () => ctx.database.close(), restore: null, dispose: () => ctx.close() };
  }
  const relay = await startRelay(new URL(serverUrl));
  const relayed = new URL(serverUrl);
  relayed.host = `127.0.0.1:${relay.port}`;
  // The harness opens its test database on the server TEST_DATABASE_URL names: the relay.
  process.env.TEST_DATABASE_URL = relayed.toString();
  try {
    const ctx = await createTestContext();
    return {
      ctx,
      cut: relay.cut,
      restore: relay.open,
      async dispose() {
        await relay.open();
        await ctx.close();
        await relay.close();
      },
    };
  } finally {
    process.env.TEST_DATABASE_URL = serverUrl;
  }
}

let outage: Outage;
let token: string;
let platformSlug: string;

beforeAll(async () => {
  outage = await startOutage();
  const { ctx } = outage;
  const platform = await buildPlatform(ctx.db);
  platformSlug = platform.slug;
  await buildUser(ctx.db, platform, 'school_student', { username: 'sem-banco' });
  token = await signIn(ctx.app, platform.slug, 'sem-banco');
});
afterAll(() => outage.dispose());

const status = () => outage.ctx.app.inject({ method: 'GET', url: '/api/server_status' });
const userInfo = () => outage.ctx.app.inject({ method: 'GET', url: '/api/profile/user_info', headers: bearer(token) });

const expectUnavailable = (response: Awaited<ReturnType<typeof status>>, what: string) => {
  expect(response.statusCode, what).toBe(503);
  expect(response.json().message, what).toBe('Serviço indisponível.');
  expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
};

describe('when the database cannot be reached', () => {
  // PostgreSQL only: the embedded database cannot come back without a restart.
  it.skipIf(!process.env.TEST_DATABASE_URL)('the server comes back by itself once the database is back', async () => {
    await outage.cut();
    expectUnavailable(await status(), 'server_status');
    expectUnavailable(await userInfo(), 'a signed-in request');
    await outage.restore?.();
    expect((await status()).statusCode).toBe(200);
    const back = await userInfo();
    expect(back.statusCode).toBe(200);
    expect(back.headers['retry-after']).toBeUndefined();
  });

  it("answers 503 'Serviço indisponível.' with Retry-After, and server_status 503 so a load balancer takes the instance out", async () => {
    expect((await status()).statusCode).toBe(200);
    expect((await userInfo()).statusCode).toBe(200);
    await outage.cut();
    expectUnavailable(await status(), 'server_status');
    expectUnavailable(await userInfo(), 'a signed-in request');
    expectUnavailable(await postLogin(outage.ctx.app, platformSlug, 'sem-banco'), 'a sign-in');
  });
});
