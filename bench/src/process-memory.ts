import { readFile, writeFile } from 'node:fs/promises';

const SAMPLE_INTERVAL_MS = 10;

export interface MemoryReading {
  /** VmRSS: resident memory now. */
  rssBytes: number;
  /** VmHWM: the highest resident memory since the process started or its peak was reset. */
  peakRssBytes: number;
}

/** Resident memory of a process of this machine, from /proc/<pid>/status (Linux). */
export async function readMemory(pid: number): Promise<MemoryReading> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return { rssBytes: statusField(status, 'VmRSS'), peakRssBytes: statusField(status, 'VmHWM') };
}

/** Resets VmHWM to the current VmRSS (`5` into clear_refs, Linux 4.0 and later); false when refused. */
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Reads VmRSS every few milliseconds until stopped; resolves to the highest reading. */
export function sampleResidentPeak(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let reading: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    reading = readMemory(pid)
      .then(({ rssBytes }) => {
        peak = Math.max(peak, rssBytes);
      })
      .catch(() => {});
  }, SAMPLE_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      return peak;
    },
  };
}

function statusField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`${name} is missing from /proc/<pid>/status`);
  return Number(match[1]) * 1024;
}

export interface ResidentPeakWatch {
  /** VmRSS when the watch began. */
  beforeBytes: number;
  /** Stops watching; resolves to the highest resident memory since the watch began. */
  stop(): Promise<{ peakBytes: number; peakFrom: 'VmHWM' | 'VmRSS samples' }>;
}

/** Watches a process's resident memory from now on: VmHWM reset now when allowed, and VmRSS sampled. */
export async function watchResidentPeak(pid: number): Promise<ResidentPeakWatch> {
  const peakReset = await resetPeak(pid);
  const before = await readMemory(pid);
  const sampler = sampleResidentPeak(pid);
  return {
    beforeBytes: before.rssBytes,
    async stop() {
      const sampledPeak = await sampler.stop();
      const after = await readMemory(pid);
      // VmHWM misses nothing, but only counts from the reset; without it, the samples are all there is.
      const peakBytes = Math.max(before.rssBytes, sampledPeak, peakReset ? after.peakRssBytes : 0);
      return { peakBytes, peakFrom: peakReset ? 'VmHWM' : 'VmRSS samples' };
    },
  };
}
