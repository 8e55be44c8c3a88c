import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const IDLE_CHECK_MS = 2_000;

export interface Machine {
  cpus: number;
  memoryGiB: number;
  node: string;
  libuvThreadPool: number;
  /** Share of all cores busy during the two seconds before the run, all of it other processes' work. */
  cpuBusyBeforeRun: number;
}

export async function describeMachine(): Promise<Machine> {
  return {
    cpus: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    libuvThreadPool: Number(process.env.UV_THREADPOOL_SIZE) || 4,
    cpuBusyBeforeRun: await cpuBusyShare(IDLE_CHECK_MS),
  };
}

async function cpuBusyShare(windowMs: number): Promise<number> {
  const before = cpuTimes();
  await sleep(windowMs);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/** Milliseconds all cores spent idle, and in all, since boot. */
export function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}
