import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './platform/db/database.ts';
import { keepPlannerStatistics } from './platform/db/planner-statistics.ts';
import { DEMO_PASSWORD } from './seed/demo-data.ts';
import { demoAccounts, seedDemo } from './seed/seed.ts';

const config = parseConfig();
const apps = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtApp = (configured: string | undefined, name: string) =>
  configured ?? (config.NODE_ENV === 'production' ? path.join(apps, name, 'dist') : undefined);
const webDist = builtApp(config.WEB_DIST, 'web');
const gamesDist = builtApp(config.GAMES_DIST, 'games');

const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
if (config.SEED_DEMO) await seedDemo(database.db, config);

const app = await buildApp({
  config: { ...config, WEB_DIST: webDist, GAMES_DIST: gamesDist },
  database,
  logger: { level: config.LOG_LEVEL },
});
const stopPlannerStatistics = await keepPlannerStatistics(database, (error) =>
  app.log.warn({ err: error }, 'planner statistics refresh failed'),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  try {
    stopPlannerStatistics();
    await app.close();
    await app.drainRequests(8_000);
    await database.close();
  } finally {
    clearTimeout(timer);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ database: database.kind, web: webDist ?? null, games: gamesDist ?? null }, 'platform ready');
if (config.SEED_DEMO) {
  // For the person who typed npm start, not for the JSON log.
  const accounts = demoAccounts().map((a) => `  /${a.platform}/login  ${a.username.padEnd(12)} ${a.role}`);
  console.log(`\nDemo accounts (password "${DEMO_PASSWORD}", for demonstration only):\n${accounts.join('\n')}\n`);
}
