/**
 * The thread that corrects essays with the embedded engine, away from the thread that answers
 * requests: Hunspell and the rules take 8 to 30 ms an essay, which twenty teachers at once would
 * otherwise take from every other request. Jobs are told apart by id.
 */
import { parentPort } from 'node:worker_threads';
import { createEmbeddedCorrector } from './embedded-corrector.ts';
import type { CorrectionInput, EssayCorrection } from './essay-corrector.ts';

export type CorrectorRequest = { job: number; input: CorrectionInput };
export type CorrectorReply = { job: number; correction: EssayCorrection } | { job: number; error: string };

const corrector = createEmbeddedCorrector();
const port = parentPort;
if (!port) throw new Error('corrector.worker.ts runs as a worker thread');

port.on('message', async ({ job, input }: CorrectorRequest) => {
  try {
    port.postMessage({ job, correction: await corrector.correct(input) } satisfies CorrectorReply);
  } catch (error) {
    port.postMessage({ job, error: (error as Error).message } satisfies CorrectorReply);
  }
});
