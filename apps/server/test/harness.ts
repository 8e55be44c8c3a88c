import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../src/app.ts';
import type { Database, DatabaseHandle } from '../src/platform/db/database.ts';
import { type TestClock, testClock } from './clock.ts';
import { openTestDatabase } from './database.ts';
import { TEST_PASSWORD } from './tenant.fixture.ts';

export const TEST_CONFIG: AppConfig = {
  SESSION_TTL_HOURS: 12,
  LOGIN_WINDOW_MINUTES: 15,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 20,
  TRUST_PROXY: false,
  WEB_DIST: undefined,
  GAMES_DIST: undefined,
  SMTP_URL: undefined,
  MAIL_FROM: 'AVA <nao-responda@teste.local>',
  PUBLIC_URL: 'http://ava.teste',
  PASSWORD_RESET_TTL_MINUTES: 60,
  // createTestContext gives each test file its own directory, removed when the file ends.
  DATA_DIR: path.join(tmpdir(), 'ava-test-data'),
  S3_BUCKET: undefined,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_FORCE_PATH_STYLE: undefined,
  // Unset: each test's DATA_DIR gets its own generated secret, as a fresh installation would.
  STORAGE_URL_SECRET: undefined,
  // Unreachable on purpose: tests that look addresses up start their own server.
  POSTAL_CODE_URL: 'http://127.0.0.1:9/ws',
  LOCATIONS_URL: 'http://127.0.0.1:9/localidades',
  STRIPE_SECRET_KEY: undefined,
  STRIPE_API_URL: 'http://127.0.0.1:9',
  STRIPE_PRICE_UNO: undefined,
  STRIPE_PRICE_DUO: undefined,
  STRIPE_PRICE_FAMILY: undefined,
  WIDGET_ORIGINS: [],
  SERVICE_ORIGINS: [],
  NODE_ENV: 'test',
  // Unset: each test's DATA_DIR gets its own generated VAPID keys.
  VAPID_PUBLIC_KEY: undefined,
  VAPID_PRIVATE_KEY: undefined,
  VAPID_SUBJECT: 'mailto:nao-responda@teste.local',
  // Unset: the assistant answers with its embedded engine; its tests start their own model server.
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: 'modelo-de-teste',
  AI_TIMEOUT_MS: 2_000,
  AI_EMBEDDED_PACE_MS: 0,
};

export interface TestContext {
  app: FastifyInstance;
  /** The app's configuration, with this test's own DATA_DIR (where its files are stored). */
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestContext(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = testClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-test-'));
  const appConfig = { ...TEST_CONFIG, DATA_DIR: dataDir, ...config };
  const app = await buildApp({ config: appConfig, database, clock });
  await app.ready();
  return {
    app,
    config: appConfig,
    db: database.db,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sign-in route's answer as it is, for tests that look at a refused or successful login. */
export function postLogin(app: FastifyInstance, platform: string, username: string, password = TEST_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/identity/auth/login', payload: { username, password, platform } });
}

/** Signs in through the real route and returns the bearer token. */
export async function signIn(app: FastifyInstance, platform: string, username: string, password = TEST_PASSWORD) {
  const response = await postLogin(app, platform, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return response.json<{ auth_token: string }>().auth_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
