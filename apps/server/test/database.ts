import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';

/**
 * A fresh database per test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped when the file ends.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, loadDataDir: await migratedDump() });

  const name = `ava_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The run's migrated database (migrated-database.global.ts), when the run made one. */
async function migratedDump(): Promise<Blob | undefined> {
  const file = inject('migratedDatabaseDump');
  return file ? new Blob([await readFile(file)]) : undefined;
}
