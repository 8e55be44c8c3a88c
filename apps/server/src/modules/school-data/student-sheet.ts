import { Readable } from 'node:stream';
import {
  STUDENT_LOAD_COLUMNS,
  STUDENT_LOAD_MAX_BYTES,
  STUDENT_LOAD_MAX_ROWS,
  STUDENT_LOAD_MESSAGES,
  type StudentLoadColumn,
} from '@ava/contracts';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { XLSX_TYPE } from '../../platform/spreadsheet/spreadsheet.ts';
import { detectFileKind } from '../../platform/storage/file-kinds.ts';

/** One data line of the sheet, its cells as the user typed them (trimmed). */
export interface SheetStudent {
  line: number;
  name: string;
  username: string;
  email: string;
  classroom: string;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Header spellings accepted for each column: accents, case, spaces and hyphens do not matter. */
const HEADERS = new Map<string, StudentLoadColumn>([
  ...Object.entries(STUDENT_LOAD_COLUMNS).map(([key, header]) => [fold(header), key as StudentLoadColumn] as const),
  ['nomecompleto', 'name'],
  ['login', 'username'],
  ['classe', 'classroom'],
  // The corporate wording's name of the column (a turma is a curso there).
  ['curso', 'classroom'],
]);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** CSV text: UTF-8 when it is, else Windows-1252 (what Excel in Portuguese saves); null for binary content. */
function csvText(bytes: Buffer): string | null {
  if (bytes.includes(0) || bytes.subarray(0, 4).equals(ZIP_MAGIC)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Excel in Portuguese separates with semicolons; others with commas. The header line decides. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') >>> 0);
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

async function workbookOf(fileName: string, bytes: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const extension = extensionOf(fileName);
  const workbook = new ExcelJS.Workbook();
  if (extension === 'xlsx') {
    const kind = await detectFileKind(bytes, fileName);
    if (kind?.contentType !== XLSX_TYPE) throw badRequest(STUDENT_LOAD_MESSAGES.wrongType);
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }
  if (extension === 'csv') {
    const text = csvText(bytes);
    if (text === null) throw badRequest(STUDENT_LOAD_MESSAGES.wrongType);
    return workbook.csv.read(Readable.from([text.replace(/^\uFEFF/, '')]), {
      // Cells stay text: a username of digits or a leading zero is kept as typed.
      map: (value: unknown) => value,
      parserOptions: { delimiter: delimiterOf(text) },
    } as Parameters<typeof workbook.csv.read>[1]);
  }
  throw badRequest(STUDENT_LOAD_MESSAGES.wrongType);
}

const cellText = (row: ExcelJS.Row, column: number | undefined) =>
  column === undefined ? '' : (row.getCell(column).text ?? '').trim();

/**
 * Reads the uploaded sheet (xlsx or csv, parsed by ExcelJS) into its students. Refuses with a
 * 413 a file over 5 MB, with a 400 another type, a sheet ExcelJS cannot read, one without the
 * Nome and Turma columns, or one of more than 5,000 students. Blank lines are skipped.
 */
export async function readStudentSheet(fileName: string, bytes: Buffer): Promise<SheetStudent[]> {
  if (bytes.length > STUDENT_LOAD_MAX_BYTES) throw new AppError(413, STUDENT_LOAD_MESSAGES.tooLarge);
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    sheet = await workbookOf(fileName, bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(STUDENT_LOAD_MESSAGES.unreadable);
  }
  if (!sheet || sheet.actualRowCount === 0) return [];
  const columns = new Map<StudentLoadColumn, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = HEADERS.get(fold(cell.text ?? ''));
    if (key && !columns.has(key)) columns.set(key, column);
  });
  if (!columns.has('name') || !columns.has('classroom')) throw badRequest(STUDENT_LOAD_MESSAGES.missingColumns);
  const students: SheetStudent[] = [];
  for (let line = 2; line <= sheet.rowCount; line += 1) {
    const row = sheet.getRow(line);
    const student = {
      line,
      name: cellText(row, columns.get('name')),
      username: cellText(row, columns.get('username')),
      email: cellText(row, columns.get('email')),
      classroom: cellText(row, columns.get('classroom')),
    };
    if (!student.name && !student.username && !student.email && !student.classroom) continue;
    students.push(student);
    if (students.length > STUDENT_LOAD_MAX_ROWS) throw badRequest(STUDENT_LOAD_MESSAGES.tooManyRows);
  }
  return students;
}

/** The model sheet offered for download: the columns and one example line. */
export async function studentSheetModel(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alunos');
  sheet.columns = Object.values(STUDENT_LOAD_COLUMNS).map((header) => ({ header, width: 28 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['Maria da Silva', '', 'maria.silva@exemplo.com.br', '5º ano - Turma A']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
