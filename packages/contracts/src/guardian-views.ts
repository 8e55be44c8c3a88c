import { z } from 'zod';
import { csv, emptyToUndefined } from './activities.ts';
import { ACTIVITY_KINDS } from './activity-rules.ts';

/** Guardian views (document 3 sections 4, 5 and 7): a guardian follows their dependents' school life. */

/** Guardian activity statuses of document 3 section 4. */
export const GUARDIAN_ACTIVITY_STATUS = { pending: 1, urgent: 2, done: 3, redo: 5, paused: 7 } as const;
export type GuardianActivityStatusName = keyof typeof GUARDIAN_ACTIVITY_STATUS;
export type GuardianActivityStatus = (typeof GUARDIAN_ACTIVITY_STATUS)[GuardianActivityStatusName];
export const GUARDIAN_ACTIVITY_STATUSES = Object.values(GUARDIAN_ACTIVITY_STATUS) as GuardianActivityStatus[];

/** Months the performance chart covers unless asked, and at most. */
export const PERFORMANCE_MONTHS = { default: 6, max: 24 } as const;
/** Grades listed unless asked, and at most. */
export const GUARDIAN_GRADES_LIMIT = { default: 20, max: 100 } as const;

export const GUARDIAN_VIEWS_MESSAGES = {
  status: 'Status inválido. Use 1 (pendente), 2 (urgente), 3 (feita), 5 (refazer) ou 7 (pausada).',
  accessOff: 'O acompanhamento pelos responsáveis não está ativo nesta plataforma.',
} as const;

const student = z.preprocess(emptyToUndefined, z.uuid().optional());
const statusItem = z
  .string()
  .transform(Number)
  .refine((value) => (GUARDIAN_ACTIVITY_STATUSES as number[]).includes(value), GUARDIAN_VIEWS_MESSAGES.status)
  .transform((value) => value as GuardianActivityStatus);

/**
 * GET /guardians/activities. `student` is one dependent (all of them when absent); with no
 * status or type filter every status and type is listed (document 3 section 5).
 */
export const guardianActivitiesQuerySchema = z.object({
  student,
  status: z.preprocess(emptyToUndefined, csv(statusItem).optional()),
  activity_type: z.preprocess(emptyToUndefined, csv(z.enum(ACTIVITY_KINDS)).optional()),
});
export type GuardianActivitiesQuery = z.infer<typeof guardianActivitiesQuerySchema>;

export const guardianGradesQuerySchema = z.object({
  student,
  activity_type: z.preprocess(emptyToUndefined, csv(z.enum(ACTIVITY_KINDS)).optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(GUARDIAN_GRADES_LIMIT.max).default(GUARDIAN_GRADES_LIMIT.default),
  ),
});
export type GuardianGradesQuery = z.infer<typeof guardianGradesQuerySchema>;

export const guardianStudentQuerySchema = z.object({ student });

export const guardianPerformanceQuerySchema = z.object({
  student,
  months: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(PERFORMANCE_MONTHS.max).default(PERFORMANCE_MONTHS.default),
  ),
});
export type GuardianPerformanceQuery = z.infer<typeof guardianPerformanceQuerySchema>;

const dependentRef = { student_id: z.string(), student_name: z.string() };

export const guardianActivitySchema = z.object({
  ...dependentRef,
  activity_id: z.string(),
  title: z.string(),
  activity_type: z.enum(ACTIVITY_KINDS),
  teacher_name: z.string(),
  classroom_name: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: z.union(GUARDIAN_ACTIVITY_STATUSES.map((value) => z.literal(value))),
  /** Pending past its end date without an answer: the child missed it. */
  late: z.boolean(),
  delivered_at: z.string().nullable(),
  score: z.number().nullable(),
  teacher_comment: z.string().nullable(),
});
export type GuardianActivity = z.infer<typeof guardianActivitySchema>;

export const guardianActivityCountsSchema = z.object(
  Object.fromEntries(Object.keys(GUARDIAN_ACTIVITY_STATUS).map((name) => [name, z.number().int()])) as Record<
    GuardianActivityStatusName,
    z.ZodNumber
  >,
);
export type GuardianActivityCounts = z.infer<typeof guardianActivityCountsSchema>;

export const guardianActivitiesResponseSchema = z.object({
  activities: z.array(guardianActivitySchema),
  /** Per status, whatever the status filter (the student and type filters apply). */
  counts: guardianActivityCountsSchema,
});
export type GuardianActivitiesResponse = z.infer<typeof guardianActivitiesResponseSchema>;

export const guardianGradeSchema = z.object({
  ...dependentRef,
  activity_id: z.string(),
  title: z.string(),
  activity_type: z.enum(ACTIVITY_KINDS),
  teacher_name: z.string(),
  score: z.number(),
  max_score: z.number(),
  teacher_comment: z.string().nullable(),
  evaluated_at: z.string(),
});
export type GuardianGrade = z.infer<typeof guardianGradeSchema>;
export const guardianGradesResponseSchema = z.object({ grades: z.array(guardianGradeSchema) });

export const guardianGradesSummarySchema = z.object({
  ...dependentRef,
  average: z.number().nullable(),
  graded: z.number().int(),
  best: z.number().nullable(),
  last_evaluated_at: z.string().nullable(),
  by_type: z.array(z.object({ activity_type: z.enum(ACTIVITY_KINDS), average: z.number(), graded: z.number().int() })),
});
export type GuardianGradesSummary = z.infer<typeof guardianGradesSummarySchema>;
export const guardianGradesSummaryResponseSchema = z.object({
  max_score: z.number(),
  students: z.array(guardianGradesSummarySchema),
});

export const performancePointSchema = z.object({
  /** 'YYYY-MM' in America/Sao_Paulo. */
  month: z.string(),
  /** Mean of the grades given that month; null when none was given. */
  average: z.number().nullable(),
  graded: z.number().int(),
  /** Answers sent that month. */
  delivered: z.number().int(),
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;
export const guardianPerformanceResponseSchema = z.object({
  max_score: z.number(),
  students: z.array(z.object({ ...dependentRef, points: z.array(performancePointSchema) })),
});
export type GuardianPerformanceResponse = z.infer<typeof guardianPerformanceResponseSchema>;
