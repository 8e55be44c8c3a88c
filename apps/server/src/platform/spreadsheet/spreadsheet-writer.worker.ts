/**
 * The worker thread that writes the app's spreadsheet exports with ExcelJS, away from the thread
 * that serves requests (and runs PGlite). Jobs are told apart by id (never reused); each gets its
 * rows as cell values and sends its .xlsx bytes back as they are zipped.
 */
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

export type CellValue = string | number | null;

export type WriterRequest =
  | { type: 'open'; job: number; sheet: string; columns: { header: string; key: string; width: number }[] }
  | { type: 'rows'; job: number; rows: CellValue[][] }
  | { type: 'end'; job: number }
  | { type: 'abort'; job: number };

export type WriterReply =
  | { type: 'bytes'; job: number; bytes: Uint8Array }
  | { type: 'written'; job: number }
  | { type: 'done'; job: number }
  | { type: 'failed'; job: number; error: Error };

/**
 * Rows written between two turns of this thread's event loop. The zip deflates on the thread
 * pool, one 64 KiB piece of XML per turn: a whole batch written in one go would leave nearly all
 * of its XML (about 650 bytes a row) waiting in memory, and the export's with it.
 */
const ROWS_PER_TURN = 25;

interface Job {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  worksheet: ExcelJS.Worksheet;
  sink: Writable;
  /** Its requests, one after the other. */
  queue: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('spreadsheet-writer.worker.ts runs only as a worker thread');
const reply = (message: WriterReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const jobs = new Map<number, Job>();

function open({ job, sheet, columns }: Extract<WriterRequest, { type: 'open' }>) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // A copy owns its memory, so it is handed over rather than copied again (Node's pooled
      // small buffers cannot be).
      const bytes = new Uint8Array(chunk);
      reply({ type: 'bytes', job, bytes }, [bytes.buffer]);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns;
  jobs.set(job, { workbook, worksheet, sink, queue: Promise.resolve() });
}

async function write(id: number, { worksheet }: Job, rows: CellValue[][]) {
  for (let first = 0; first < rows.length; first += ROWS_PER_TURN) {
    if (first > 0) await nextTurn();
    if (!jobs.has(id)) return;
    for (const row of rows.slice(first, first + ROWS_PER_TURN)) worksheet.addRow(row).commit();
  }
  reply({ type: 'written', job: id });
}

async function finish(id: number, { workbook, worksheet }: Job) {
  worksheet.commit();
  await workbook.commit();
  jobs.delete(id);
  reply({ type: 'done', job: id });
}

/** Drops a job, its writer and whatever ExcelJS still holds of it; its queued requests are skipped. */
function forget(id: number) {
  jobs.get(id)?.sink.destroy();
  jobs.delete(id);
}

port.on('message', (request: WriterRequest) => {
  if (request.type === 'open') return open(request);
  const job = jobs.get(request.job);
  if (!job) return;
  if (request.type === 'abort') return forget(request.job);
  const run = request.type === 'rows' ? () => write(request.job, job, request.rows) : () => finish(request.job, job);
  job.queue = job.queue
    .then(() => (jobs.has(request.job) ? run() : undefined))
    .catch((error: unknown) => {
      forget(request.job);
      reply({ type: 'failed', job: request.job, error: error instanceof Error ? error : new Error(String(error)) });
    });
});
