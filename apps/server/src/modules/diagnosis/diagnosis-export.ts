import type { DiagnosisReport } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type SpreadsheetExport, streamSpreadsheet } from '../../platform/spreadsheet/spreadsheet.ts';
import type { CellValue, SpreadsheetWriter } from '../../platform/spreadsheet/spreadsheet-writer.ts';

type Row = Record<string, CellValue>;

/**
 * The report as one sheet of sections (each a title row, then its rows): areas, classrooms by
 * area, the most missed skills and the students needing attention, in the screen's order.
 */
export function diagnosisRows(report: DiagnosisReport): Row[] {
  const title = (text: string): Row => ({ a: text });
  return [
    title('Áreas do conhecimento'),
    { a: 'Área', b: 'Respostas', c: 'Acertos', d: 'Aproveitamento (%)' },
    ...report.areas.map((area) => ({ a: area.name, b: area.answers, c: area.correct, d: area.hit_rate })),
    {},
    title('Turmas por área'),
    { a: 'Turma', b: 'Ano', c: 'Área', d: 'Respostas', e: 'Acertos', f: 'Aproveitamento (%)' },
    ...report.classrooms.map((row) => ({
      a: row.classroom,
      b: row.year,
      c: row.name,
      d: row.answers,
      e: row.correct,
      f: row.hit_rate,
    })),
    {},
    title('Habilidades mais erradas (BNCC)'),
    { a: 'Código', b: 'Habilidade', c: 'Respostas', d: 'Erros', e: 'Aproveitamento (%)' },
    ...report.skills.map((skill) => ({
      a: skill.code,
      b: skill.description,
      c: skill.answers,
      d: skill.missed,
      e: skill.hit_rate,
    })),
    {},
    title(`Alunos que precisam de atenção (aproveitamento abaixo de ${report.attention.hit_rate}%)`),
    { a: 'Aluno', b: 'Turma', c: 'Respostas', d: 'Acertos', e: 'Aproveitamento (%)' },
    ...report.students.map((student) => ({
      a: student.name,
      b: student.classroom,
      c: student.answers,
      d: student.correct,
      e: student.hit_rate,
    })),
  ];
}

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** The diagnosis as a streamed .xlsx (the app's one spreadsheet writer). */
export function diagnosisSpreadsheet(
  writer: Pick<SpreadsheetWriter, 'open'>,
  report: DiagnosisReport,
  fileDay: string,
  logger: FastifyBaseLogger,
): SpreadsheetExport {
  return {
    fileName: `diagnostico-de-aprendizagem-${fileDay}.xlsx`,
    stream: streamSpreadsheet({
      writer,
      sheet: 'Diagnóstico',
      columns: KEYS.map((key, index) => ({
        header: index === 0 ? 'Diagnóstico de aprendizagem' : '',
        key,
        width: index === 0 ? 40 : index === 1 ? 50 : 18,
        value: (row: Row) => row[key] ?? null,
      })),
      async *batches() {
        yield diagnosisRows(report);
      },
      onError: (err) => logger.error({ err }, 'diagnosis export failed'),
    }),
  };
}
