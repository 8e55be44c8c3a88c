import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';

const REFRESH_EVERY_MS = 3_600_000;

/**
 * PGlite has no autovacuum daemon, so its planner never learns table sizes and plans every
 * join as if tables held one row. Analyse at start and hourly; PostgreSQL does this itself.
 */
export async function keepPlannerStatistics(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyse = () => database.db.execute(sql`analyze`);
  await analyse();
  const timer = setInterval(() => void analyse().catch(onError), REFRESH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
