import {
  formatDate,
  REPORT_TITLES,
  type ReportAnswer,
  type ReportName,
  type ReportTable,
  reportPeriodLabel,
  reportTable,
} from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type SpreadsheetExport, streamSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { CellValue, SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';

export interface PdfExport {
  fileName: string;
  bytes: Uint8Array;
}

/** The file's name: the report and its period ('resumo-das-turmas-01-03-2026-a-30-03-2026'). */
export function reportFileName(name: ReportName, answer: ReportAnswer, extension: 'xlsx' | 'pdf'): string {
  const title = REPORT_TITLES[name]
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const period = `${formatDate(`${answer.period.start}T12:00:00Z`)}-a-${formatDate(`${answer.period.end}T12:00:00Z`)}`;
  return `${title}-${period.replaceAll('/', '-')}.${extension}`;
}

/** Raw numbers stay numbers in the spreadsheet; yes/no is written out. */
const cellOf = (value: ReportTable['rows'][number][string] | undefined): CellValue =>
  typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : (value ?? null);

/** The report's table as a streamed .xlsx (the app's one spreadsheet writer). */
export function reportSpreadsheet(
  writer: Pick<SpreadsheetWriter, 'open'>,
  name: ReportName,
  answer: ReportAnswer,
  logger: FastifyBaseLogger,
): SpreadsheetExport {
  const table = reportTable(name, answer);
  return {
    fileName: reportFileName(name, answer, 'xlsx'),
    stream: streamSpreadsheet({
      writer,
      // A sheet's name has at most 31 characters.
      sheet: REPORT_TITLES[name].slice(0, 31),
      columns: table.columns.map((column) => ({
        header: column.header,
        key: column.key,
        width: column.type === 'text' ? 30 : 16,
        value: (row: ReportTable['rows'][number]) => cellOf(row[column.key]),
      })),
      async *batches() {
        yield table.rows;
      },
      onError: (err) => logger.error({ err, report: name }, 'report export failed'),
    }),
  };
}

export const reportSubtitle = (answer: ReportAnswer) => `Período: ${reportPeriodLabel(answer.period)}`;
