import { z } from 'zod';
import { activityConfigSchema } from './activities.ts';
import { MAX_SCORE } from './activity-rules.ts';
import { MESSAGES } from './catalogue.ts';

/**
 * Exam taking (document 2 section 4): the main-service exam paths, the exams
 * service paths of document 2 section 7 and the mock exams. Payloads are snake_case; the clock is
 * the server's and every time is in whole seconds.
 */

const id = z.uuid();
/** The client's counter of a choice: a late resend with a lower seq never overwrites a newer one. */
const seq = z.coerce.number().int().min(0).max(2_147_483_647);
const password = z.string().max(64);

// ---------------------------------------------------------------------------------------
// Shared shapes

/** Why an attempt ended: the student finished, the time ran out, the teacher closed it, or the page was left with anti_cheat on. */
export const EXAM_FINISH_REASONS = ['student', 'time_over', 'teacher', 'anti_cheat'] as const;
export type ExamFinishReason = (typeof EXAM_FINISH_REASONS)[number];

export const EXAM_ATTEMPT_STATES = ['not_started', 'in_progress', 'finished'] as const;
export type ExamAttemptState = (typeof EXAM_ATTEMPT_STATES)[number];
export const EXAM_ATTEMPT_STATE_LABELS: Record<ExamAttemptState, string> = {
  not_started: 'Não iniciada',
  in_progress: 'Em andamento',
  finished: 'Finalizada',
};

/**
 * How an attempt's answer to one question stands, by the exams module's scoring rule: a question
 * nullified for the activity does not count; otherwise the chosen alternative is right or wrong,
 * or none was chosen (which scores as wrong).
 */
export const EXAM_ANSWER_VERDICTS = ['right', 'wrong', 'unanswered', 'nullified'] as const;
export type ExamAnswerVerdict = (typeof EXAM_ANSWER_VERDICTS)[number];
export const EXAM_ANSWER_VERDICT_LABELS: Record<ExamAnswerVerdict, string> = {
  right: 'Certa',
  wrong: 'Errada',
  unanswered: 'Sem resposta',
  nullified: 'Anulada',
};

export const examTimeLeftSchema = z.object({
  /** Seconds left (0 when over); frozen while paused. */
  time_left: z.number().int().min(0),
  started_at: z.string(),
  paused: z.boolean(),
  finished: z.boolean(),
});
export type ExamTimeLeft = z.infer<typeof examTimeLeftSchema>;

export const examSaveResponseSchema = z.object({ saved: z.literal(true), time_left: z.number().int().min(0) });
export type ExamSaveResponse = z.infer<typeof examSaveResponseSchema>;

export const examAlternativeSchema = z.object({
  id,
  alternative_txt: z.string(),
  alternative_img: z.string().nullable(),
  alternative_snd: z.string().nullable(),
  /** Only for the teacher, or for the student once finished. */
  correct_alternative: z.boolean().optional(),
});
export type ExamAlternative = z.infer<typeof examAlternativeSchema>;

export const examQuestionSchema = z.object({
  id,
  question_txt: z.string(),
  question_img: z.string().nullable(),
  question_snd: z.string().nullable(),
  alternatives: z.array(examAlternativeSchema),
  /** The student's saved answer, or 0. */
  chosen_alternative_id: z.union([id, z.literal(0)]),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examQuestionsResponseSchema = z.object({ questions: z.array(examQuestionSchema) });
export type ExamQuestionsResponse = z.infer<typeof examQuestionsResponseSchema>;

export const examResultItemSchema = z.object({
  question_id: id,
  chosen_alternative_id: z.union([id, z.literal(0)]),
  /** The correct alternative's id, or 'unfinished' when the student chose none. */
  correct_answer: z.union([id, z.literal('unfinished')]),
  invalid_reason: z.string().nullable(),
});
export type ExamResultItem = z.infer<typeof examResultItemSchema>;

export const examResultSchema = z.object({
  score: z.number().min(0).max(MAX_SCORE).nullable(),
  results: z.array(examResultItemSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examFinishResponseSchema = z.object({
  /** The student's score after finishing; null for the teacher's call. */
  score: z.number().min(0).max(MAX_SCORE).nullable(),
  /** Attempts closed by this call (0 when already finished). */
  finished: z.number().int().min(0),
  /** Questions nullified by this call. */
  nullified: z.number().int().min(0),
});
export type ExamFinishResponse = z.infer<typeof examFinishResponseSchema>;

// ---------------------------------------------------------------------------------------
// Main service (/api)

export const examActivityQuerySchema = z.object({ activity: id, password: password.optional() });
export type ExamActivityQuery = z.infer<typeof examActivityQuerySchema>;

export const examSaveResultSchema = z.strictObject({
  activity: id,
  question_id: id,
  alternative_id: id,
  seq: seq.optional(),
});
export type ExamSaveResult = z.infer<typeof examSaveResultSchema>;

export const examNullifySchema = z.object({ question_id: id, reason: z.string().trim().min(1).max(500) });
export type ExamNullify = z.infer<typeof examNullifySchema>;

export const examFinishSchema = z.object({
  activity: id,
  /** Teacher only. */
  nullify: z.array(examNullifySchema).max(200).optional(),
  /** Student only: 'anti_cheat' when the page reports the student left it. */
  reason: z.enum(['student', 'anti_cheat']).optional(),
});
export type ExamFinish = z.infer<typeof examFinishSchema>;

export const examRemakeSchema = z.object({
  activity: id,
  user_ids: z.array(id).min(1).max(500),
  /** activity_students.status after the remake; 5 is redo. */
  status: z.coerce.number().int().min(1).max(7).default(5),
});
export type ExamRemake = z.infer<typeof examRemakeSchema>;
export const examRemakeResponseSchema = z.object({ remade: z.number().int().min(0) });

export const examUpdateScoreSchema = z.object({
  activity: id,
  user_id: id,
  score: z.coerce.number().min(0).max(MAX_SCORE),
});
export type ExamUpdateScore = z.infer<typeof examUpdateScoreSchema>;
export const examUpdateScoreResponseSchema = z.object({ score: z.number() });

export const examPauseSchema = z.object({ activity: id });
export type ExamPause = z.infer<typeof examPauseSchema>;
export const examPauseResponseSchema = z.object({ paused: z.boolean(), paused_at: z.string().nullable() });
export type ExamPauseResponse = z.infer<typeof examPauseResponseSchema>;

export const examResultQuerySchema = z.object({ activity: id, student: id.optional() });
export type ExamResultQuery = z.infer<typeof examResultQuerySchema>;

export const examSummaryStudentSchema = z.object({
  student_id: id,
  name: z.string(),
  status: z.enum(EXAM_ATTEMPT_STATES),
  answered: z.number().int().min(0),
  score: z.number().nullable(),
  /** Seconds left; null when not started. */
  time_left: z.number().int().min(0).nullable(),
  finish_reason: z.enum(EXAM_FINISH_REASONS).nullable(),
});
export const examSummarySchema = z.object({
  paused: z.boolean(),
  total_questions: z.number().int().min(0),
  students: z.array(examSummaryStudentSchema),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;
export type ExamSummaryStudent = z.infer<typeof examSummaryStudentSchema>;

export const examDetailsSchema = z.object({
  exam_id: id,
  external_id: z.string(),
  description: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  total_questions: z.number().int().min(0),
  /** The largest number of alternatives of a question. */
  alternatives_per_questions: z.number().int().min(0),
  paused: z.boolean(),
  anti_cheat: z.boolean(),
  has_password: z.boolean(),
});
export type ExamDetails = z.infer<typeof examDetailsSchema>;

export const studentExamSchema = z.object({
  exam_id: id,
  exam_external_id: z.string(),
  duration: z.number().int(),
  status: z.enum(EXAM_ATTEMPT_STATES),
});
export type StudentExam = z.infer<typeof studentExamSchema>;

export const examListItemSchema = z.object({
  exam_id: id,
  external_id: z.string(),
  description: z.string(),
  duration: z.number().int(),
  total_questions: z.number().int().min(0),
});
export const examsListSchema = z.object({ exams: z.array(examListItemSchema) });
export type ExamsList = z.infer<typeof examsListSchema>;
export type ExamListItem = z.infer<typeof examListItemSchema>;

const examDuration = z.coerce
  .number()
  .int()
  .min(1)
  .max(24 * 60);
export const updateExamsSchema = z.object({
  activity: id,
  detail: z.object({ config: activityConfigSchema.optional() }).optional(),
  add_exams: z
    .array(z.object({ exam_id: id, duration: examDuration }))
    .max(1)
    .default([]),
  rm_exams: z.array(id).default([]),
  alter_exams: z
    .array(z.object({ exam_id: id, duration: examDuration }))
    .max(1)
    .default([]),
});
export type UpdateExams = z.infer<typeof updateExamsSchema>;

// ---------------------------------------------------------------------------------------
// Exams service (/api/exams), document 2 section 7

export const externalExamActivitySchema = z.object({ activity_id: id, password: password.optional() });
export type ExternalExamActivity = z.infer<typeof externalExamActivitySchema>;

export const externalExamFinishSchema = z.object({
  activity_id: id,
  reason: z.enum(['student', 'anti_cheat']).optional(),
});
export type ExternalExamFinish = z.infer<typeof externalExamFinishSchema>;

export const externalExamResultBodySchema = z.object({
  activity_id: id,
  question_id: id,
  alternative_id: id,
  seq: seq.optional(),
});
export type ExternalExamResultBody = z.infer<typeof externalExamResultBodySchema>;

export const externalExamShowSchema = z.object({
  exam: z.object({
    id,
    external_id: z.string(),
    description: z.string(),
    guidance: z.string(),
    duration: z.number().int(),
    total_questions: z.number().int().min(0),
  }),
  activity: z.object({
    id,
    title: z.string(),
    end_time: z.string().nullable(),
    fullscreen: z.boolean(),
    anti_cheat: z.boolean(),
    has_password: z.boolean(),
    paused: z.boolean(),
  }),
});
export type ExternalExamShow = z.infer<typeof externalExamShowSchema>;

/** One activity id (the spec's name is plural; several ids are refused). */
export const externalExamResultsQuerySchema = z.object({ activity_ids: id });
export const externalExamResultsSchema = z.object({
  time_left: z.number().int().min(0),
  results: z.array(
    z.object({
      question_id: id,
      alternative_id: z.union([id, z.literal(0)]),
      /** Hidden (null) until the attempt is finished; 'unfinished' when none was chosen. */
      correct_answer: z.union([id, z.literal('unfinished')]).nullable(),
      nullify: z.boolean(),
    }),
  ),
});
export type ExternalExamResults = z.infer<typeof externalExamResultsSchema>;

// ---------------------------------------------------------------------------------------
// Mock exams (exams service): practice by discipline, with their own attempts

export const mockExamQuerySchema = z.object({ exam_id: id });
export type MockExamQuery = z.infer<typeof mockExamQuerySchema>;
export const mockExamsByDisciplineQuerySchema = z.object({ discipline: z.string().trim().max(120).optional() });

export const mockExamSaveSchema = z.object({
  exam_id: id,
  question_id: id,
  alternative_id: id,
  seq: seq.optional(),
});
export type MockExamSave = z.infer<typeof mockExamSaveSchema>;
export const mockExamFinishSchema = z.object({ exam_id: id });

export const mockExamItemSchema = z.object({
  exam_id: id,
  external_id: z.string(),
  description: z.string(),
  duration: z.number().int(),
  total_questions: z.number().int().min(0),
  status: z.enum(EXAM_ATTEMPT_STATES),
  score: z.number().nullable(),
});
export const mockExamsByDisciplineSchema = z.object({
  disciplines: z.array(z.object({ discipline: z.string(), exams: z.array(mockExamItemSchema) })),
});
export type MockExamsByDiscipline = z.infer<typeof mockExamsByDisciplineSchema>;
export type MockExamItem = z.infer<typeof mockExamItemSchema>;

/** Longest mock exam an educator may offer, in minutes. */
export const MOCK_EXAM_MAX_DURATION = 600;

/** An educator offers (or changes the offer of) a published exam of the platform as a mock exam. */
export const mockExamOfferSchema = z.object({
  exam_id: id,
  discipline: z.string().trim().min(1, MESSAGES.mockExamDiscipline).max(120, MESSAGES.mockExamDiscipline),
  duration: z.coerce
    .number(MESSAGES.mockExamDuration)
    .int(MESSAGES.mockExamDuration)
    .min(1, MESSAGES.mockExamDuration)
    .max(MOCK_EXAM_MAX_DURATION, MESSAGES.mockExamDuration),
});
export type MockExamOffer = z.infer<typeof mockExamOfferSchema>;

export const mockExamOfferedItemSchema = z.object({
  exam_id: id,
  external_id: z.string(),
  description: z.string(),
  discipline: z.string(),
  duration: z.number().int(),
  /** Students who started it (attempts are kept when the offer is withdrawn). */
  attempts: z.number().int().min(0),
});
/** The platform's mock exams on offer (educators). */
export const mockExamsOfferedSchema = z.object({ offers: z.array(mockExamOfferedItemSchema) });
export type MockExamsOffered = z.infer<typeof mockExamsOfferedSchema>;
export type MockExamOfferedItem = z.infer<typeof mockExamOfferedItemSchema>;
