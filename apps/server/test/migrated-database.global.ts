import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedMemoryDump } from '../src/platform/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database each test file starts from ('' on PostgreSQL). */
    migratedDatabaseDump: string;
  }
}

/**
 * Migrating a new PGlite database takes seconds, and every test file opens one: the run migrates
 * once and each file loads the result.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedDatabaseDump', '');
    return;
  }
  const file = path.join(tmpdir(), `ava-migrated-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await migratedMemoryDump()).arrayBuffer()));
  project.provide('migratedDatabaseDump', file);
  return () => rm(file, { force: true });
}
