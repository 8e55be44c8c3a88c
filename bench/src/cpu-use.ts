import { readdir, readFile } from 'node:fs/promises';
import { cpuTimes } from './machine.ts';

/**
 * Where the machine's CPU went during a measured run, per request: the server's process, every
 * PostgreSQL process, and this process (the load generator). On a machine of two cores, shared by
 * all three, a route's rate relative to the baseline is bounded by these sums: it is how a route
 * that misses its goal says which process would have to spend less.
 */
export interface CpuUse {
  /** Microseconds of CPU per request of the server's process (every thread of it). */
  serverUsPerRequest: number;
  /** Of every `postgres` process of this machine; 0 for PGlite, which runs inside the server. */
  databaseUsPerRequest: number;
  /** Of the benchmark's own process, i.e. autocannon. */
  loadGeneratorUsPerRequest: number;
  /** Share of all cores left idle during the run. */
  idleShare: number;
}

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;
const US_PER_TICK = 1_000_000 / TICKS_PER_SECOND;

interface Reading {
  serverTicks: number;
  databaseTicks: number;
  loadGeneratorUs: number;
  idleMs: number;
  totalMs: number;
}

/** Starts counting; `stop(requests)` answers the CPU of each process per request since the start. */
export async function watchCpu(serverPid: number): Promise<{ stop(requests: number): Promise<CpuUse> }> {
  const start = await read(serverPid);
  return {
    async stop(requests) {
      const end = await read(serverPid);
      const perRequest = (us: number) => (requests > 0 ? us / requests : 0);
      const totalMs = end.totalMs - start.totalMs;
      return {
        serverUsPerRequest: perRequest((end.serverTicks - start.serverTicks) * US_PER_TICK),
        databaseUsPerRequest: perRequest((end.databaseTicks - start.databaseTicks) * US_PER_TICK),
        loadGeneratorUsPerRequest: perRequest(end.loadGeneratorUs - start.loadGeneratorUs),
        idleShare: totalMs > 0 ? (end.idleMs - start.idleMs) / totalMs : 0,
      };
    },
  };
}

/** One line, e.g. "CPU per request: server 95 µs, database 60 µs, load generator 30 µs; 12% idle". */
export function describeCpuUse(use: CpuUse): string {
  const us = (value: number) => `${Math.round(value)} µs`;
  return (
    `CPU per request: server ${us(use.serverUsPerRequest)}, database ${us(use.databaseUsPerRequest)}, ` +
    `load generator ${us(use.loadGeneratorUsPerRequest)}; ${Math.round(use.idleShare * 100)}% idle`
  );
}

async function read(serverPid: number): Promise<Reading> {
  const { user, system } = process.cpuUsage();
  const [serverTicks, databaseTicks] = await Promise.all([processTicks(serverPid), postgresTicks()]);
  const { idle, total } = cpuTimes();
  return { serverTicks, databaseTicks, loadGeneratorUs: user + system, idleMs: idle, totalMs: total };
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15), and its name; null once the process is gone. */
async function statOf(pid: string): Promise<{ name: string; ticks: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

async function processTicks(pid: number): Promise<number> {
  return (await statOf(String(pid)))?.ticks ?? 0;
}

/** Backends come and go with connections; a backend that ended during the run is not counted. */
async function postgresTicks(): Promise<number> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const stats = await Promise.all(pids.map(statOf));
  return stats.reduce((sum, stat) => sum + (stat?.name === 'postgres' ? stat.ticks : 0), 0);
}
