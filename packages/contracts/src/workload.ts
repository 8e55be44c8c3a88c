import { z } from 'zod';

/**
 * Workload and frequency (document 3 section 7, teacher-dashboard workload paths). Frequency
 * comes from the class diary: the classes a classroom had and those each student missed.
 * Workload is the minutes a student accumulated: the workload of the activities they
 * delivered, and beside it the time the tracker counted on the platform.
 */

export const WORKLOAD_MESSAGES = {
  classroomNotFound: 'Turma não encontrada.',
  studentNotFound: 'Estudante não encontrado nesta turma.',
} as const;

const id = z.uuid();
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A month 'YYYY-MM'; the current month (São Paulo) when absent. */
const month = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.')
    .optional(),
);

/** The share of the classes attended, 0 to 100 with one decimal; null when there was no class. */
export function frequencyPercent(classes: number, missed: number): number | null {
  if (classes <= 0) return null;
  return Math.round(((classes - Math.min(missed, classes)) / classes) * 1000) / 10;
}

/** '92,5%' or 'Sem aulas' when the period had no class. */
export function frequencyLabel(percent: number | null): string {
  if (percent === null) return 'Sem aulas';
  return `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}

export const monthlyFrequencyQuerySchema = z.object({
  classroom_id: id,
  year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2000).max(2200).optional()),
});
export type MonthlyFrequencyQuery = z.infer<typeof monthlyFrequencyQuerySchema>;

export const classroomMonthQuerySchema = z.object({ classroom_id: id, month });
export type ClassroomMonthQuery = z.infer<typeof classroomMonthQuerySchema>;

export const studentMonthQuerySchema = z.object({ classroom_id: id, student_id: id, month });
export type StudentMonthQuery = z.infer<typeof studentMonthQuerySchema>;

/** Classes given, classes missed by students (student x class) and the classroom's frequency. */
export const monthFrequencySchema = z.object({
  month: z.string(),
  lessons: z.number().int(),
  classes: z.number().int(),
  missed_classes: z.number().int(),
  frequency: z.number().nullable(),
});
export type MonthFrequency = z.infer<typeof monthFrequencySchema>;

export const monthlyFrequencySchema = z.object({
  classroom_id: z.string(),
  classroom_name: z.string(),
  year: z.number().int(),
  students: z.number().int(),
  months: z.array(monthFrequencySchema),
});
export type MonthlyFrequency = z.infer<typeof monthlyFrequencySchema>;

export const studentFrequencySchema = z.object({
  student_id: z.string(),
  name: z.string(),
  classes: z.number().int(),
  missed_classes: z.number().int(),
  frequency: z.number().nullable(),
});
export type StudentFrequency = z.infer<typeof studentFrequencySchema>;

export const studentsFrequencyListSchema = z.object({
  classroom_id: z.string(),
  classroom_name: z.string(),
  month: z.string(),
  students: z.array(studentFrequencySchema),
});
export type StudentsFrequencyList = z.infer<typeof studentsFrequencyListSchema>;

export const frequencyDetailsSchema = z.object({
  student: studentFrequencySchema,
  month: z.string(),
  lessons: z.array(
    z.object({
      lesson_id: z.string(),
      date: z.string(),
      subject: z.string(),
      lessons: z.number().int(),
      absent: z.boolean(),
    }),
  ),
});
export type FrequencyDetails = z.infer<typeof frequencyDetailsSchema>;

export const studentWorkloadSchema = z.object({
  student_id: z.string(),
  name: z.string(),
  delivered_activities: z.number().int(),
  activity_minutes: z.number().int(),
  platform_minutes: z.number().int(),
});
export type StudentWorkload = z.infer<typeof studentWorkloadSchema>;

export const studentsWorkloadListSchema = z.object({
  classroom_id: z.string(),
  classroom_name: z.string(),
  month: z.string(),
  students: z.array(studentWorkloadSchema),
});
export type StudentsWorkloadList = z.infer<typeof studentsWorkloadListSchema>;

export const workloadDetailsSchema = z.object({
  student: studentWorkloadSchema,
  month: z.string(),
  activities: z.array(
    z.object({
      activity_id: z.string(),
      title: z.string(),
      delivered_at: z.string(),
      workload: z.number().int().nullable(),
      /** workloadLabel: '15 minutos' through '6 horas', else 'Sem informação'. */
      workload_label: z.string(),
    }),
  ),
  platform_days: z.array(z.object({ day: z.string(), minutes: z.number().int() })),
});
export type WorkloadDetails = z.infer<typeof workloadDetailsSchema>;

/** The first and last day of a month 'YYYY-MM'. */
export function monthPeriod(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}
