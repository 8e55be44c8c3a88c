import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres', adminDatabase: 'test' } as const;
const PROBE_TIMEOUT_MS = 1_000;

export type DatabaseKind = 'pglite' | 'postgres';

/** A fresh, empty database for one server run, described by the environment the server reads. */
export interface DatabaseTarget {
  kind: DatabaseKind;
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  dispose(): Promise<void>;
}

/** Embedded PGlite in a new temporary directory, removed afterwards. */
export async function createPgliteTarget(): Promise<DatabaseTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ava-bench-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: POSTGRES.host, port: POSTGRES.port, timeout: PROBE_TIMEOUT_MS });
    const settle = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}

/** A new database on the local PostgreSQL (named after `prefix`), dropped afterwards. */
export async function createPostgresTarget(prefix = 'ava_bench'): Promise<DatabaseTarget> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await asAdmin((sql) => sql.unsafe(`create database "${name}"`));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}` },
    dispose: () => asAdmin((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)),
  };
}

async function asAdmin(statement: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres({
    host: POSTGRES.host,
    port: POSTGRES.port,
    user: POSTGRES.user,
    database: POSTGRES.adminDatabase,
    max: 1,
    connect_timeout: 5,
    onnotice: () => {},
  });
  try {
    await statement(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
