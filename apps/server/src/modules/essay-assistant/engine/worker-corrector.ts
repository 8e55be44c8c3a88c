import { Worker } from 'node:worker_threads';
import type { CorrectorReply, CorrectorRequest } from './corrector.worker.ts';
import type { CorrectionInput, EssayCorrection, EssayCorrector } from './essay-corrector.ts';

const WORKER_ENTRY = new URL('./corrector.boot.cjs', import.meta.url);

/**
 * The embedded corrector on a thread of its own: one thread for the process, started by the first
 * correction (the dictionary loads once there, in about a second), queueing the rest. It never
 * keeps the process alive; close() stops it. A thread that dies fails its waiting corrections and
 * is started again by the next one.
 */
export function createWorkerCorrector(): EssayCorrector & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let lastJob = 0;
  const waiting = new Map<number, { resolve(correction: EssayCorrection): void; reject(error: Error): void }>();

  function lose(lost: Worker, error: Error) {
    if (worker !== lost) return;
    worker = null;
    const failed = [...waiting.values()];
    waiting.clear();
    for (const job of failed) job.reject(error);
  }

  function running(): Worker {
    if (worker) return worker;
    const started = new Worker(WORKER_ENTRY, { execArgv: [] });
    started.unref();
    started.on('message', (reply: CorrectorReply) => {
      const job = waiting.get(reply.job);
      if (!job) return;
      waiting.delete(reply.job);
      if ('correction' in reply) job.resolve(reply.correction);
      else job.reject(new Error(reply.error));
    });
    started.on('error', (error) => lose(started, error));
    started.on('exit', (code) => lose(started, new Error(`the essay corrector stopped (exit code ${code})`)));
    worker = started;
    return started;
  }

  return {
    correct(input: CorrectionInput) {
      lastJob += 1;
      const job = lastJob;
      return new Promise<EssayCorrection>((resolve, reject) => {
        waiting.set(job, { resolve, reject });
        running().postMessage({ job, input } satisfies CorrectorRequest);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
