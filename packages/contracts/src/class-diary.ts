import { z } from 'zod';
import { dateSchema } from './calendar.ts';

/**
 * The class diary (document 3 section 7 'Class diary', class-diary service) and the manual
 * attendance of 'chamada-manual' (document 3 section 2, the enableManualFrequency experiment).
 * A lesson is one day's record of a classroom: its subject, BNCC codes, content and how many
 * classes (periods) it took; its absences are the students who missed it.
 */

export const CLASS_DIARY_SUBJECT_MAX = 80;
export const CLASS_DIARY_CONTENT_MAX = 50_000;
export const CLASS_DIARY_BNCC_MAX = 20;
/** Classes (periods) one lesson can count on one day. */
export const CLASS_DIARY_LESSONS_MAX = 10;
export const CLASS_DIARY_PER_PAGE = 20;
/** Days missing-quantity-by-day answers at most (a school term). */
export const CLASS_DIARY_PERIOD_MAX_DAYS = 200;

export const CLASS_DIARY_MESSAGES = {
  notFound: 'Aula não encontrada.',
  classroomNotFound: 'Turma não encontrada.',
  subjectRequired: 'Informe o componente curricular.',
  lessonsRange: `Informe de 1 a ${CLASS_DIARY_LESSONS_MAX} aulas.`,
  contentRequired: 'Descreva o conteúdo da aula.',
  unknownBncc: 'Escolha códigos da BNCC da lista.',
  onlyAuthor: 'Somente quem registrou a aula ou a coordenação pode alterá-la.',
  manualFrequencyOff: 'A chamada manual não está ativada nesta plataforma.',
  absentNotInClassroom: 'Marque faltas apenas de estudantes da turma.',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial.',
  periodTooLong: `Escolha um período de até ${CLASS_DIARY_PERIOD_MAX_DAYS} dias.`,
} as const;

const id = z.uuid();
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const subject = z.string().trim().min(1, CLASS_DIARY_MESSAGES.subjectRequired).max(CLASS_DIARY_SUBJECT_MAX);
const bncc = z
  .array(z.string().trim().min(1).max(30))
  .max(CLASS_DIARY_BNCC_MAX)
  .transform((codes) => [...new Set(codes)]);
const lessons = z
  .number()
  .int(CLASS_DIARY_MESSAGES.lessonsRange)
  .min(1, CLASS_DIARY_MESSAGES.lessonsRange)
  .max(CLASS_DIARY_LESSONS_MAX, CLASS_DIARY_MESSAGES.lessonsRange);
const absentStudentIds = z
  .array(id)
  .max(200)
  .transform((ids) => [...new Set(ids)]);

/** POST /v1/class-diary: absent_student_ids only where the platform has manual attendance. */
export const classDiaryCreateSchema = z
  .object({
    classroom_id: id,
    date: dateSchema,
    subject,
    bncc: bncc.default([]),
    content: z.string().max(CLASS_DIARY_CONTENT_MAX),
    lessons: lessons.default(1),
    absent_student_ids: absentStudentIds.optional(),
  })
  .strict();
export type ClassDiaryCreate = z.infer<typeof classDiaryCreateSchema>;

/** PATCH /v1/class-diary/{id}: any field but the classroom; absences replace the lesson's list. */
export const classDiaryUpdateSchema = z
  .object({
    date: dateSchema.optional(),
    subject: subject.optional(),
    bncc: bncc.optional(),
    content: z.string().max(CLASS_DIARY_CONTENT_MAX).optional(),
    lessons: lessons.optional(),
    absent_student_ids: absentStudentIds.optional(),
  })
  .strict();
export type ClassDiaryUpdate = z.infer<typeof classDiaryUpdateSchema>;

export const classDiaryIdParamsSchema = z.object({ id });

/** A period of days (both ends included, São Paulo dates). */
const period = {
  start_date: z.preprocess(emptyToUndefined, dateSchema.optional()),
  end_date: z.preprocess(emptyToUndefined, dateSchema.optional()),
};
const periodInOrder = (query: { start_date?: string; end_date?: string }) =>
  !query.start_date || !query.end_date || query.start_date <= query.end_date;

/** GET /v1/class-diary: the lessons of the classrooms the educator reaches, newest first. */
export const classDiaryListQuerySchema = z
  .object({
    classroom_id: z.preprocess(emptyToUndefined, id.optional()),
    ...period,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine(periodInOrder, { message: CLASS_DIARY_MESSAGES.periodOrder, path: ['end_date'] });
export type ClassDiaryListQuery = z.infer<typeof classDiaryListQuerySchema>;

/** GET /v1/class-diary/missing-quantity-by-day: one classroom, a period (the current month unless told). */
export const missingQuantityQuerySchema = z
  .object({ classroom_id: id, ...period })
  .refine(periodInOrder, { message: CLASS_DIARY_MESSAGES.periodOrder, path: ['end_date'] });
export type MissingQuantityQuery = z.infer<typeof missingQuantityQuerySchema>;

// ---------------------------------------------------------------------------------------
// Answers

export const classDiaryStudentSchema = z.object({ id: z.string(), name: z.string(), absent: z.boolean() });
export type ClassDiaryStudent = z.infer<typeof classDiaryStudentSchema>;

export const classDiaryLessonSchema = z.object({
  id: z.string(),
  classroom_id: z.string(),
  classroom_name: z.string(),
  date: z.string(),
  subject: z.string(),
  bncc: z.array(z.string()),
  content: z.string(),
  lessons: z.number().int(),
  author_id: z.string(),
  author_name: z.string(),
  absences: z.number().int(),
  /** The caller wrote it or coordinates its school. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassDiaryLesson = z.infer<typeof classDiaryLessonSchema>;

/** One lesson with the classroom's students, each present unless marked absent. */
export const classDiaryDetailsSchema = classDiaryLessonSchema.extend({ students: z.array(classDiaryStudentSchema) });
export type ClassDiaryDetails = z.infer<typeof classDiaryDetailsSchema>;

export const classDiaryListSchema = z.object({
  lessons: z.array(classDiaryLessonSchema),
  page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type ClassDiaryList = z.infer<typeof classDiaryListSchema>;

export const classDiaryDeletedSchema = z.object({ id: z.string() });

/**
 * One day of a classroom: the classes given, the classes missed (each absent student counts
 * every class of the lesson) and how many students missed any.
 */
export const missingDaySchema = z.object({
  date: z.string(),
  lessons: z.number().int(),
  missed_classes: z.number().int(),
  absent_students: z.number().int(),
});
export type MissingDay = z.infer<typeof missingDaySchema>;
export const missingQuantitySchema = z.object({
  classroom_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.array(missingDaySchema),
});
export type MissingQuantity = z.infer<typeof missingQuantitySchema>;
