import { Worker } from 'node:worker_threads';
import type { CellValue, WriterReply, WriterRequest } from './spreadsheet-writer.worker.ts';

export type { CellValue };

export interface SheetLayout {
  sheet: string;
  columns: { header: string; key: string; width: number }[];
}

/** What a job hears from the writer, in this order: bytes and written as they come, then done or failed once. */
export interface JobListener {
  bytes(bytes: Uint8Array): void;
  /** A batch given to write() is in the spreadsheet. */
  written(): void;
  /** The last byte was sent. */
  done(): void;
  failed(error: Error): void;
}

export interface SpreadsheetJob {
  write(rows: CellValue[][]): void;
  end(): void;
  /** Frees the job's writer; nothing more is heard from it. */
  abort(): void;
}

const WORKER_ENTRY = new URL('./spreadsheet-writer.boot.cjs', import.meta.url);

/**
 * One worker thread writes every spreadsheet of the app, so ExcelJS never holds up the thread
 * that answers requests. It starts with the first export (TypeScript and ExcelJS load in about
 * half a second, too long to pay per export), stays for the next ones and never keeps the
 * process alive; close() stops it.
 */
export function createSpreadsheetWriter() {
  let worker: Worker | null = null;
  let lastJob = 0;
  const listeners = new Map<number, JobListener>();

  function lose(lost: Worker, error: Error) {
    if (worker !== lost) return;
    worker = null;
    const failed = [...listeners.values()];
    listeners.clear();
    for (const listener of failed) listener.failed(error);
  }

  function hear(reply: WriterReply) {
    const listener = listeners.get(reply.job);
    if (!listener) return;
    if (reply.type === 'bytes') return listener.bytes(reply.bytes);
    if (reply.type === 'written') return listener.written();
    listeners.delete(reply.job);
    if (reply.type === 'done') listener.done();
    else listener.failed(reply.error);
  }

  function running(): Worker {
    if (worker) return worker;
    const started = new Worker(WORKER_ENTRY, {
      // The server's own flags (tsx's ESM loader) would only start a hooks thread the writer does not use.
      execArgv: [],
      // The rows' XML dies young: a small young generation keeps the thread's memory down, at no cost in speed.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    started.unref();
    started.on('message', hear);
    started.on('error', (error) => lose(started, error));
    started.on('exit', (code) => lose(started, new Error(`the spreadsheet writer stopped (exit code ${code})`)));
    worker = started;
    return started;
  }

  return {
    open(layout: SheetLayout, listener: JobListener): SpreadsheetJob {
      lastJob += 1;
      const job = lastJob;
      const target = running();
      const send = (request: WriterRequest) => target.postMessage(request);
      listeners.set(job, listener);
      send({ type: 'open', job, ...layout });
      return {
        write: (rows) => send({ type: 'rows', job, rows }),
        end: () => send({ type: 'end', job }),
        abort: () => {
          if (listeners.delete(job)) send({ type: 'abort', job });
        },
      };
    },

    async close(): Promise<void> {
      await worker?.terminate();
    },
  };
}

export type SpreadsheetWriter = ReturnType<typeof createSpreadsheetWriter>;
