import type { Database } from '../src/platform/db/database.ts';

/**
 * Counts the SQL statements the database client runs, on PGlite and on PostgreSQL alike,
 * so a test can tell that a call makes the same number of queries whatever the data.
 */
export function countQueries(db: Database): { readonly count: number; reset(): void; restore(): void } {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const methods = ['query', 'exec', 'unsafe'].filter((name) => typeof client[name] === 'function');
  const originals = methods.map((name) => [name, client[name] as (...args: unknown[]) => unknown] as const);
  let count = 0;
  for (const [name, original] of originals) {
    client[name] = (...args: unknown[]) => {
      count += 1;
      return original.apply(client, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      for (const [name, original] of originals) client[name] = original;
    },
  };
}
