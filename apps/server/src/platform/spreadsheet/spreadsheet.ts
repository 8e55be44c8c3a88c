import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { CellValue, SpreadsheetWriter } from './spreadsheet-writer.ts';

export interface Column<Row> {
  header: string;
  key: string;
  width?: number;
  value: (row: Row) => CellValue;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet download: its file name and the stream of its bytes. */
export interface SpreadsheetExport {
  fileName: string;
  stream: NodeJS.ReadableStream;
}

/**
 * Sends an export as an attachment, never cached. A failure before the first byte is a JSON
 * error; after it, the download is cut and the web app shows its export failure message.
 */
export function sendSpreadsheet(reply: FastifyReply, file: SpreadsheetExport) {
  return reply
    .type(XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/** Batches given to the writer and not yet written: enough to keep it busy while the next one is read. */
const BATCHES_IN_FLIGHT = 2;

/**
 * Writes an .xlsx as a stream: rows are read in batches, turned into cell values here and
 * written by the writer's thread, and no batch is read while the writer has two or the
 * download has not taken the bytes it was given, so memory does not grow with the number of
 * rows. A failure half-way (reading or writing) destroys the stream (the client sees an
 * interrupted download), frees the writer's job and is handed to onError; a client leaving
 * frees the job too, but is no failure of ours, so onError does not hear of it.
 */
export function streamSpreadsheet<Row>(options: {
  writer: Pick<SpreadsheetWriter, 'open'>;
  sheet: string;
  columns: Column<Row>[];
  batches: () => AsyncIterable<Row[]>;
  onError: (error: unknown) => void;
}): Readable {
  const { columns } = options;
  const output = new PassThrough();
  let failure: Error | null = null;
  let inFlight = 0;
  let wake = () => {};

  const job = options.writer.open(
    {
      sheet: options.sheet,
      columns: columns.map(({ header, key, width }) => ({ header, key, width: width ?? 18 })),
    },
    {
      bytes: (bytes) => output.write(bytes),
      written: () => {
        inFlight -= 1;
        wake();
      },
      done: () => output.end(),
      failed: (error) => stop(error),
    },
  );

  function stop(error: unknown, report = true) {
    if (failure) return;
    failure = error instanceof Error ? error : new Error(String(error));
    job.abort();
    if (report) options.onError(failure);
    output.destroy(failure);
    wake();
  }
  output.on('drain', () => wake());
  output.on('close', () => {
    if (!output.writableFinished) stop(new Error('the client closed the download before its end'), false);
  });

  async function roomForABatch() {
    while (!failure && (inFlight >= BATCHES_IN_FLIGHT || output.writableNeedDrain)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  (async () => {
    for await (const batch of options.batches()) {
      await roomForABatch();
      if (failure) return;
      job.write(batch.map((row) => columns.map((column) => column.value(row))));
      inFlight += 1;
    }
    job.end();
  })().catch((error: unknown) => stop(error));
  return output;
}
