import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface Column<Row> {
  header: string;
  key: string;
  width?: number;
  value: (row: Row) => string | number | null;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes an .xlsx as a stream: rows are read in batches and committed as they come, so
 * memory does not grow with the number of rows. A failure half-way destroys the stream
 * (the client sees an interrupted download) and is handed to onError.
 */
export function streamSpreadsheet<Row>(options: {
  sheet: string;
  columns: Column<Row>[];
  batches: () => AsyncIterable<Row[]>;
  onError: (error: unknown) => void;
}): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(options.sheet);
  worksheet.columns = options.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 18,
  }));

  (async () => {
    for await (const batch of options.batches()) {
      for (const row of batch) {
        worksheet.addRow(options.columns.map((column) => column.value(row))).commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
