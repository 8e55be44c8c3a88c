import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` points at, for one run: the server
 * migrates and seeds it as it would the embedded one, and the run drops it at the end.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `ava_e2e_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleaner.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
