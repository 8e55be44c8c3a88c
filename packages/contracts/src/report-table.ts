import { EMPTY_VALUE, formatDateTime, formatElapsed, formatNumber, formatScore } from './format.ts';
import { ACTIVITY_KIND_LABELS } from './labels.ts';
import { REPORT_STAT_LABELS, type ReportAnswer, type ReportName, type ReportStats } from './reports.ts';

/** How a column's value is written: the web table, the PDF and the spreadsheet read the same table. */
export type ReportCellType = 'text' | 'number' | 'percent' | 'score' | 'seconds' | 'day' | 'instant' | 'yesno';
export type ReportCell = string | number | boolean | null;

export interface ReportColumn {
  key: string;
  header: string;
  type: ReportCellType;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
}

const STAT_TYPES: Record<keyof ReportStats, ReportCellType> = {
  total_activities: 'number',
  total_assigned: 'number',
  total_delivered: 'number',
  total_not_done: 'number',
  participation: 'percent',
  avg_points: 'score',
  total_pokz: 'number',
  total_workload: 'number',
  active_seconds: 'seconds',
};
const statColumns = (omit: (keyof ReportStats)[] = []): ReportColumn[] =>
  (Object.keys(STAT_TYPES) as (keyof ReportStats)[])
    .filter((key) => !omit.includes(key))
    .map((key) => ({ key, header: REPORT_STAT_LABELS[key], type: STAT_TYPES[key] }));

const text = (key: string, header: string): ReportColumn => ({ key, header, type: 'text' });

/** The columns that name each report's rows, before its counts. */
const LEADING: Record<ReportName, ReportColumn[]> = {
  activities_summary: [text('kind_label', 'Tipo')],
  classes_summary: [
    text('classroom_name', 'Turma'),
    text('school_name', 'Escola'),
    { key: 'students', header: 'Alunos', type: 'number' },
  ],
  class_details: [],
  classes_daily_totals: [{ key: 'day', header: 'Dia', type: 'day' }],
  students_daily_totals: [{ key: 'day', header: 'Dia', type: 'day' }],
  teacher_daily_totals: [{ key: 'day', header: 'Dia', type: 'day' }],
  students_summary: [text('student_name', 'Aluno'), text('classroom_name', 'Turma')],
  student_details: [],
  teachers_summary: [text('teacher_name', 'Professor'), { key: 'classrooms', header: 'Turmas', type: 'number' }],
  teacher_details: [
    text('classroom_name', 'Turma'),
    text('school_name', 'Escola'),
    { key: 'students', header: 'Alunos', type: 'number' },
  ],
};

const ACTIVITY_COLUMNS: ReportColumn[] = [
  text('title', 'Atividade'),
  text('kind_label', 'Tipo'),
  { key: 'created_at', header: 'Criada em', type: 'instant' },
  { key: 'end_time', header: 'Prazo', type: 'instant' },
  { key: 'assigned', header: REPORT_STAT_LABELS.total_assigned, type: 'number' },
  { key: 'delivered', header: REPORT_STAT_LABELS.total_delivered, type: 'number' },
  { key: 'participation', header: REPORT_STAT_LABELS.participation, type: 'percent' },
  { key: 'avg_points', header: REPORT_STAT_LABELS.avg_points, type: 'score' },
];
const DELIVERY_COLUMNS: ReportColumn[] = [
  text('title', 'Atividade'),
  text('kind_label', 'Tipo'),
  text('classroom_name', 'Turma'),
  { key: 'created_at', header: 'Criada em', type: 'instant' },
  { key: 'delivered', header: 'Entregue', type: 'yesno' },
  { key: 'delivered_at', header: 'Entregue em', type: 'instant' },
  { key: 'score', header: 'Nota', type: 'score' },
  { key: 'pokz', header: 'Pokz', type: 'number' },
];

/** A report's answer as one table: the web's table alternative and both exports. */
export function reportTable(name: ReportName, answer: ReportAnswer): ReportTable {
  const columns =
    name === 'class_details'
      ? ACTIVITY_COLUMNS
      : name === 'student_details'
        ? DELIVERY_COLUMNS
        : [...LEADING[name], ...statColumns(name === 'activities_summary' ? ['active_seconds'] : [])];
  const rows = (answer.rows as Record<string, ReportCell>[]).map((row) =>
    typeof row.kind === 'string'
      ? { ...row, kind_label: ACTIVITY_KIND_LABELS[row.kind as keyof typeof ACTIVITY_KIND_LABELS] }
      : row,
  );
  return { columns, rows };
}

const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** A cell as the screen and the PDF show it ('-' when there is nothing). */
export function formatReportCell(value: ReportCell | undefined, type: ReportCellType): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (type) {
    case 'number':
      return formatNumber(Number(value), 0);
    case 'percent':
      return `${formatNumber(Number(value), 1)}%`;
    case 'score':
      return formatScore(Number(value));
    case 'seconds':
      return formatElapsed(Number(value));
    case 'day':
      return dayLabel(String(value));
    case 'instant':
      return formatDateTime(String(value));
    case 'yesno':
      return value ? 'Sim' : 'Não';
    default:
      return String(value);
  }
}

/** The period as the screen and the files name it: '01/03/2026 a 30/03/2026'. */
export const reportPeriodLabel = (period: { start: string; end: string }) =>
  `${dayLabel(period.start)} a ${dayLabel(period.end)}`;
