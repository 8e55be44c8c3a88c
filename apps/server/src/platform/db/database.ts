import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { reservingTransactions } from './reserved-transactions.ts';

export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction has the same query surface as the database. */
export type Executor = Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL LISTEN: every server instance on the same database hears what one notifies. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * postgres-js sends `unsafe` statements, which are all of Drizzle's, unprepared: each one costs a
 * round trip to describe its parameters before the one that runs it, and PostgreSQL parses and plans
 * it every time. Prepared (named once per connection), a statement is one round trip from its second
 * call on, and PostgreSQL reuses its parse. Transactions hand Drizzle a client of their own.
 */
function preparingStatements<Client extends postgres.Sql | postgres.TransactionSql>(client: Client): Client {
  const unsafe = client.unsafe;
  client.unsafe = ((query: string, args?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
    unsafe(query, args, { prepare: true, ...options })) as Client['unsafe'];
  for (const scope of ['begin', 'savepoint'] as const) {
    const open = (client as Partial<Record<typeof scope, (...args: unknown[]) => unknown>>)[scope];
    if (!open) continue;
    Object.assign(client, {
      [scope]: (...args: unknown[]) => {
        const body = args.at(-1) as (tx: postgres.TransactionSql) => unknown;
        return open(...args.slice(0, -1), (tx: postgres.TransactionSql) => body(preparingStatements(tx)));
      },
    });
  }
  return client;
}

/** In memory, optionally started from a dump of an already migrated database (tests load one per file). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

export interface DatabaseOptions {
  /** Called with every statement sent through Drizzle; benchmarks count queries per request with it. */
  onQuery?(sql: string): void;
}

/** The contrib extensions the migrations create (library search: typo tolerance and accents). */
const extensions = { pg_trgm, unaccent };

/** Opens PostgreSQL when a url is given, else PGlite (on disk, or in memory for tests), and migrates. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
  if ('url' in target) {
    const client = postgres(target.url, { max: 20, onnotice: () => {} });
    const db = drizzlePostgres({ client: preparingStatements(reservingTransactions(client)), logger });
    await migratePostgres(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: async (channel, onPayload) => {
        await client.listen(channel, onPayload);
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(path.join(target.dataDir, 'pgdata'), { extensions });
  } else {
    client = new PGlite({ loadDataDir: target.loadDataDir, extensions });
  }
  const db = drizzlePglite({ client, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // Closing an already closed database does nothing, as postgres-js's end() does.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** A dump of a new, migrated in-memory database, for tests to start each file from instead of migrating again. */
export async function migratedMemoryDump(): Promise<Blob> {
  const client = new PGlite({ extensions });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
