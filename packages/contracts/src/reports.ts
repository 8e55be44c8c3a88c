import { z } from 'zod';
import { ACTIVITY_KINDS } from './activity-rules.ts';
import { dateSchema } from './calendar.ts';

/** Days a report covers when no period is chosen (the day of the request included). */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period a report covers: one school year and a little. */
export const REPORT_MAX_DAYS = 400;
export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_NAMES = [
  'activities_summary',
  'class_details',
  'classes_daily_totals',
  'classes_summary',
  'student_details',
  'students_daily_totals',
  'students_summary',
  'teacher_details',
  'teacher_daily_totals',
  'teachers_summary',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_MESSAGES = {
  invalidPeriod: 'Período inválido. Informe a data inicial e a final, com até 400 dias.',
  classroomRequired: 'Selecione uma turma.',
  studentRequired: 'Selecione um aluno.',
  teacherRequired: 'Selecione um professor.',
} as const;

const DAY_MS = 86_400_000;
const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

/**
 * Every report's query: the period (both dates or neither, America/Sao_Paulo days; neither is the
 * last 30 days), the scope (each id narrows it; the caller's own scope always applies) and the format.
 */
export const reportQuerySchema = z
  .object({
    start: dateSchema.optional(),
    end: dateSchema.optional(),
    school_id: z.uuid().optional(),
    classroom_id: z.uuid().optional(),
    student_id: z.uuid().optional(),
    teacher_id: z.uuid().optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
  })
  .refine(
    ({ start, end }) =>
      (start === undefined) === (end === undefined) &&
      (start === undefined || end === undefined || (start <= end && daysBetween(start, end) <= REPORT_MAX_DAYS)),
    { message: REPORT_MESSAGES.invalidPeriod, path: ['start'] },
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * What every row of a report counts over the period (README 'What each report counts').
 * avg_points: mean score of the graded deliveries, null when none or when it is <= 0;
 * participation: delivered over assigned, in percent, null when nothing was assigned.
 */
export const reportStatsSchema = z.object({
  total_activities: z.number().int(),
  total_assigned: z.number().int(),
  total_delivered: z.number().int(),
  total_not_done: z.number().int(),
  participation: z.number().nullable(),
  avg_points: z.number().nullable(),
  total_pokz: z.number().int(),
  total_workload: z.number().int(),
  active_seconds: z.number().int(),
});
export type ReportStats = z.infer<typeof reportStatsSchema>;

export const reportPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const classroomRow = reportStatsSchema.extend({
  classroom_id: z.uuid(),
  classroom_name: z.string(),
  school_name: z.string(),
  students: z.number().int(),
});
const studentRow = reportStatsSchema.extend({
  student_id: z.uuid(),
  student_name: z.string(),
  classroom_name: z.string(),
});
const teacherRow = reportStatsSchema.extend({
  teacher_id: z.uuid(),
  teacher_name: z.string(),
  classrooms: z.number().int(),
});
const dayRow = reportStatsSchema.extend({ day: z.string() });
const kindRow = reportStatsSchema.extend({ kind: z.enum(ACTIVITY_KINDS) });
const activityRow = z.object({
  activity_id: z.uuid(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  classroom_name: z.string(),
  created_at: z.string(),
  end_time: z.string().nullable(),
  assigned: z.number().int(),
  delivered: z.number().int(),
  participation: z.number().nullable(),
  avg_points: z.number().nullable(),
});
const deliveryRow = z.object({
  activity_id: z.uuid(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  classroom_name: z.string(),
  created_at: z.string(),
  delivered: z.boolean(),
  delivered_at: z.string().nullable(),
  score: z.number().nullable(),
  pokz: z.number().int(),
});

const withPeriod = <T extends z.ZodRawShape>(shape: T) => z.object({ period: reportPeriodSchema, ...shape });

export const activitiesSummarySchema = withPeriod({ totals: reportStatsSchema, rows: z.array(kindRow) });
export const classesSummarySchema = withPeriod({ totals: reportStatsSchema, rows: z.array(classroomRow) });
export const studentsSummarySchema = withPeriod({ totals: reportStatsSchema, rows: z.array(studentRow) });
export const teachersSummarySchema = withPeriod({ totals: reportStatsSchema, rows: z.array(teacherRow) });
export const dailyTotalsSchema = withPeriod({ totals: reportStatsSchema, rows: z.array(dayRow) });
export const classDetailsSchema = withPeriod({
  classroom: z.object({ id: z.uuid(), name: z.string(), school_name: z.string() }),
  totals: reportStatsSchema,
  rows: z.array(activityRow),
});
export const studentDetailsSchema = withPeriod({
  student: z.object({ id: z.uuid(), name: z.string() }),
  totals: reportStatsSchema,
  rows: z.array(deliveryRow),
});
export const teacherDetailsSchema = withPeriod({
  teacher: z.object({ id: z.uuid(), name: z.string() }),
  totals: reportStatsSchema,
  rows: z.array(classroomRow),
});

export type ActivitiesSummary = z.infer<typeof activitiesSummarySchema>;
export type ClassesSummary = z.infer<typeof classesSummarySchema>;
export type StudentsSummary = z.infer<typeof studentsSummarySchema>;
export type TeachersSummary = z.infer<typeof teachersSummarySchema>;
export type DailyTotals = z.infer<typeof dailyTotalsSchema>;
export type ClassDetails = z.infer<typeof classDetailsSchema>;
export type StudentDetails = z.infer<typeof studentDetailsSchema>;
export type TeacherDetails = z.infer<typeof teacherDetailsSchema>;
export type ReportAnswer =
  | ActivitiesSummary
  | ClassesSummary
  | StudentsSummary
  | TeachersSummary
  | DailyTotals
  | ClassDetails
  | StudentDetails
  | TeacherDetails;

/** Delivered over assigned, in percent with one decimal; null when nothing was assigned. */
export function participationRate(delivered: number, assigned: number): number | null {
  return assigned > 0 ? Math.round((delivered / assigned) * 1000) / 10 : null;
}

/** Column headers of the stats every row carries, in the web tables and the exports. */
export const REPORT_STAT_LABELS: Record<keyof ReportStats, string> = {
  total_activities: 'Atividades',
  total_assigned: 'Atribuições',
  total_delivered: 'Entregas',
  total_not_done: 'Não feitas',
  participation: 'Participação (%)',
  avg_points: 'Média',
  total_pokz: 'Pokz',
  total_workload: 'Carga horária (min)',
  active_seconds: 'Tempo na plataforma',
};

/** Each report's title, in the web screen and the exported files. */
export const REPORT_TITLES: Record<ReportName, string> = {
  activities_summary: 'Resumo das atividades',
  class_details: 'Detalhes da turma',
  classes_daily_totals: 'Totais diários das turmas',
  classes_summary: 'Resumo das turmas',
  student_details: 'Detalhes do aluno',
  students_daily_totals: 'Totais diários dos alunos',
  students_summary: 'Resumo dos alunos',
  teacher_details: 'Detalhes do professor',
  teacher_daily_totals: 'Totais diários do professor',
  teachers_summary: 'Resumo dos professores',
};
