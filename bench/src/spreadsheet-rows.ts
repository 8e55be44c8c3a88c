import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Rows of the first worksheet of an .xlsx after its header row: what an export actually delivered. */
export async function countDataRows(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  for await (const worksheet of reader) {
    let rows = 0;
    for await (const _row of worksheet) rows += 1;
    return Math.max(0, rows - 1);
  }
  return 0;
}
