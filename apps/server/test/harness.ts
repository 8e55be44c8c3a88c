import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../src/app.ts';
import type { Database, DatabaseHandle } from '../src/platform/db/database.ts';
import { type TestClock, testClock } from './clock.ts';
import { openTestDatabase } from './database.ts';
import { TEST_PASSWORD } from './factories.ts';

export const TEST_CONFIG: AppConfig = {
  SESSION_TTL_HOURS: 12,
  LOGIN_WINDOW_MINUTES: 15,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 20,
  TRUST_PROXY: false,
  WEB_DIST: undefined,
};

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestContext(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = testClock();
  const app = await buildApp({ config: { ...TEST_CONFIG, ...config }, database, clock });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the real route and returns the bearer token. */
export async function signIn(app: FastifyInstance, platform: string, username: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password, platform },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return response.json<{ auth_token: string }>().auth_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
