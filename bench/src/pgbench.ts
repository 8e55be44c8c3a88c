import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createPostgresTarget } from './databases.ts';

const run = promisify(execFile);

/** The server reaches PostgreSQL through a pool of 20 connections (openDatabase): pgbench gets as many clients. */
export const SERVER_POOL_CLIENTS = 20;

/**
 * pgbench's built-in scripts the benchmarks compare with: simple-update (an UPDATE, a SELECT and an
 * INSERT) for one small write, tpcb-like (pgbench's default: three UPDATEs, a SELECT and an INSERT,
 * a bank transfer) for a ledger's movement.
 */
export type PgbenchScript = 'simple-update' | 'tpcb-like';

export type PgbenchMeasurement =
  | {
      status: 'measured';
      script: PgbenchScript;
      clients: number;
      threads: number;
      durationSeconds: number;
      transactionsPerSecond: number;
      latencyAverageMs: number;
      /** pgbench's own summary, as printed. */
      output: string;
    }
  | { status: 'skipped'; reason: string };

/**
 * A pgbench built-in script (simple-update unless told) on a scratch database of the same
 * PostgreSQL server the measured server uses (pgbench -i's scale 1), dropped afterwards: what that
 * server commits per second with this many clients on this machine.
 */
export async function measurePgbench(
  clients: number,
  durationSeconds: number,
  script: PgbenchScript = 'simple-update',
): Promise<PgbenchMeasurement> {
  const scratch = await createPostgresTarget();
  const url = new URL('DATABASE_URL' in scratch.env ? scratch.env.DATABASE_URL : '');
  const connection = ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)];
  const threads = Math.min(clients, 2);
  try {
    await run('pgbench', ['-i', '-q', ...connection]);
    const { stdout } = await run('pgbench', [
      '-b',
      script,
      '-c',
      String(clients),
      '-j',
      String(threads),
      '-T',
      String(durationSeconds),
      ...connection,
    ]);
    const tps = /^tps = ([\d.]+)/m.exec(stdout);
    const latency = /^latency average = ([\d.]+) ms/m.exec(stdout);
    if (!tps) throw new Error(`no tps in pgbench's output:\n${stdout}`);
    return {
      status: 'measured',
      script,
      clients,
      threads,
      durationSeconds,
      transactionsPerSecond: Number(tps[1]),
      latencyAverageMs: Number(latency?.[1] ?? Number.NaN),
      output: stdout.trim(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'skipped', reason: `pgbench failed: ${reason}` };
  } finally {
    await scratch.dispose();
  }
}
