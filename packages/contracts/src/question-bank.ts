import { z } from 'zod';
import { MESSAGES } from './catalogue.ts';

/**
 * The question bank (document 3 sections 3 'Question' and 7 'Question bank'; the quiz texts
 * of document 2 section 8). Rich text is sanitised by the server; image and sound are keys of
 * files uploaded through the storage service (images png/jpeg up to 5 MB, audio mp3 up to
 * 10 MB, checked by content there) and come back as signed urls.
 */
export const QUESTION_LIMITS = {
  minAlternatives: 2,
  maxAlternatives: 5,
  /** HTML of the editor before sanitising (images travel as storage urls, not inline). */
  textMaxLength: 20_000,
  maxKeywords: 30,
  maxClassifications: 30,
  maxBncc: 30,
  /** Chip input rule of document 3 section 5: at least 2 characters after trim. */
  chipMinLength: 2,
  chipMaxLength: 100,
  subjectMaxLength: 100,
  maxQuizQuestions: 100,
  maxRandomQuestions: 50,
} as const;

export const QUESTION_PAGE_SIZE = 20;

const id = z.uuid({ error: 'Identificador inválido.' });
/** A storage key (or the url of a stored file) naming an uploaded file; null or '' removes it. */
const mediaKey = z
  .string()
  .trim()
  .max(900)
  .nullish()
  .transform((value) => value || null);
const richText = z.string().max(QUESTION_LIMITS.textMaxLength).default('');
const chip = z.string().trim().min(QUESTION_LIMITS.chipMinLength).max(QUESTION_LIMITS.chipMaxLength);
const chips = (max: number) =>
  z
    .array(chip)
    .max(max)
    .default([])
    .transform((values) => [...new Set(values)]);

export const alternativeInputSchema = z
  .object({
    /** An alternative kept from the question being edited; new alternatives have none. */
    id: id.optional(),
    alternative_txt: richText,
    alternative_img: mediaKey,
    alternative_snd: mediaKey,
    correct_alternative: z.boolean().default(false),
  })
  .strict();
export type AlternativeInput = z.input<typeof alternativeInputSchema>;

const blankHtml = (html: string | undefined) => !html || html.replace(/<[^>]*>|&nbsp;|&#160;|\s/g, '') === '';

/**
 * The rules of a question, shared by the form and the server: a statement (text, image or
 * sound); 2 to 5 alternatives, each with a text, an image or a sound; exactly one correct.
 * Returns the field and message of the first broken rule, or null.
 */
export function questionRulesError(question: {
  question_txt?: string;
  question_img?: string | null;
  question_snd?: string | null;
  alternatives: readonly {
    alternative_txt?: string;
    alternative_img?: string | null;
    alternative_snd?: string | null;
    correct_alternative?: boolean;
  }[];
}): { field: 'question_txt' | 'alternatives'; message: string } | null {
  if (blankHtml(question.question_txt) && !question.question_img && !question.question_snd) {
    return { field: 'question_txt', message: MESSAGES.questionEmpty };
  }
  const { alternatives } = question;
  const { minAlternatives, maxAlternatives } = QUESTION_LIMITS;
  const fail = (message: string) => ({ field: 'alternatives' as const, message });
  if (alternatives.length < minAlternatives || alternatives.length > maxAlternatives) {
    return fail(MESSAGES.questionAlternativesCount);
  }
  if (alternatives.some((a) => blankHtml(a.alternative_txt) && !a.alternative_img && !a.alternative_snd)) {
    return fail(MESSAGES.questionAlternativeEmpty);
  }
  if (alternatives.filter((a) => a.correct_alternative).length !== 1) return fail(MESSAGES.questionOneCorrect);
  return null;
}

/** A question as written by its author (POST /questions/create, quizzes and the exam wizard). */
export const questionInputSchema = z
  .object({
    question_txt: richText,
    question_img: mediaKey,
    question_snd: mediaKey,
    alternatives: z.array(alternativeInputSchema).max(QUESTION_LIMITS.maxAlternatives + 5),
    /** BNCC code -> description. */
    bncc: z
      .record(z.string().trim().min(1).max(30), z.string().trim().max(1000))
      .default({})
      .refine((map) => Object.keys(map).length <= QUESTION_LIMITS.maxBncc),
    keywords: chips(QUESTION_LIMITS.maxKeywords),
    grade_id: z.number().int().min(-1).max(999).nullish(),
    subject: z
      .string()
      .trim()
      .max(QUESTION_LIMITS.subjectMaxLength)
      .nullish()
      .transform((value) => value || null),
    classifications: chips(QUESTION_LIMITS.maxClassifications),
  })
  .strict()
  .superRefine((question, ctx) => {
    const error = questionRulesError(question);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionData = z.output<typeof questionInputSchema>;

/** PATCH /questions/update: the whole question again, with its id. */
export const questionUpdateSchema = z.object({ id, question: questionInputSchema }).strict();
export const questionIdSchema = z.object({ id }).strict();

// ---------------------------------------------------------------------------------------
// Search

/** Document 3 section 5: empty or null values of a search are dropped, as if not sent. */
const dropEmpty = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
const filter = <T extends z.ZodType>(schema: T) => z.preprocess(dropEmpty, schema.optional());

export const questionFiltersShape = {
  /** Words of the statement. */
  text: filter(z.string().trim().max(200)),
  /** A BNCC code the question carries. */
  bncc: filter(z.string().trim().max(30)),
  grade_id: filter(z.number().int()),
  subject: filter(z.string().trim().max(QUESTION_LIMITS.subjectMaxLength)),
  /** Questions with any of these keywords. */
  keywords: filter(z.array(z.string().trim().max(QUESTION_LIMITS.chipMaxLength)).max(QUESTION_LIMITS.maxKeywords)),
  /** Questions with any of these classifications. */
  classifications: filter(
    z.array(z.string().trim().max(QUESTION_LIMITS.chipMaxLength)).max(QUESTION_LIMITS.maxClassifications),
  ),
  author_id: filter(id),
  /** Only the caller's own questions. */
  mine: filter(z.boolean()),
};

export const questionSearchSchema = z
  .object({
    ...questionFiltersShape,
    page: filter(z.number().int().min(1).max(100_000)),
    per_page: filter(z.number().int().min(1).max(50)),
  })
  .strict();
export type QuestionSearch = z.output<typeof questionSearchSchema>;
export type QuestionFilters = Omit<QuestionSearch, 'page' | 'per_page'>;

export const randomQuestionsSchema = z
  .object({ ...questionFiltersShape, quantity: z.number().int().min(1).max(QUESTION_LIMITS.maxRandomQuestions) })
  .strict();

// ---------------------------------------------------------------------------------------
// Responses

export const alternativeViewSchema = z.object({
  id: z.string(),
  alternative_txt: z.string(),
  /** Signed urls of the files, or null. */
  alternative_img: z.string().nullable(),
  alternative_snd: z.string().nullable(),
  /** The keys, to send back unchanged when editing. */
  alternative_img_key: z.string().nullable(),
  alternative_snd_key: z.string().nullable(),
  correct_alternative: z.boolean(),
});

export const questionViewSchema = z.object({
  id: z.string(),
  question_txt: z.string(),
  question_img: z.string().nullable(),
  question_snd: z.string().nullable(),
  question_img_key: z.string().nullable(),
  question_snd_key: z.string().nullable(),
  alternatives: z.array(alternativeViewSchema),
  bncc: z.record(z.string(), z.string()),
  keywords: z.array(z.string()),
  grade_id: z.number().nullable(),
  subject: z.string().nullable(),
  classifications: z.array(z.string()),
  likes: z.number(),
  uses: z.number(),
  /** Whether the caller liked it. */
  liked: z.boolean(),
  author: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with it (the UI never re-implements the rule). */
  policies: z.object({ edit: z.boolean() }),
});
export type QuestionView = z.infer<typeof questionViewSchema>;
export type AlternativeView = z.infer<typeof alternativeViewSchema>;

/** Document 3: search responses carry cdn, total and results. */
export const questionSearchResponseSchema = z.object({
  cdn: z.string(),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  results: z.array(questionViewSchema),
});
export type QuestionSearchResponse = z.infer<typeof questionSearchResponseSchema>;

export const questionResponseSchema = z.object({ question: questionViewSchema });
export const randomQuestionsResponseSchema = z.object({ results: z.array(questionViewSchema) });

/** POST /exams/questions/search: each question as document 3's 'Exam search result'. */
export const examQuestionSearchResultSchema = z.object({
  id: z.string(),
  /** The statement as plain text. */
  description: z.string(),
  bncc: z.record(z.string(), z.string()),
  classifications: z.array(z.string()),
  questions: z.object({ data: z.array(questionViewSchema) }),
});
export const examQuestionSearchResponseSchema = z.object({
  cdn: z.string(),
  total: z.number(),
  results: z.array(examQuestionSearchResultSchema),
});

export const questionLikeSchema = z.object({ question_id: id }).strict();
export const questionLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.number() });
export const questionLogSchema = z.object({ question_id: id }).strict();
export const questionLogResponseSchema = z.object({ uses: z.number() });

/** Document 3 section 3: filters carry description and element_id; items name/title, element_id, container_id, from. */
export const filterItemSchema = z.object({
  name: z.string(),
  element_id: z.union([z.string(), z.number()]),
  container_id: z.string(),
  from: z.string(),
});
export const questionFilterGroupSchema = z.object({
  description: z.string(),
  element_id: z.string(),
  items: z.array(filterItemSchema),
});
export const questionFiltersResponseSchema = z.object({ filters: z.array(questionFilterGroupSchema) });
export type QuestionFilterGroup = z.infer<typeof questionFilterGroupSchema>;

/** GET /questions/filters/trees: stage -> grade -> subjects of the platform's questions. */
export const questionTreeSchema = z.object({
  id: z.string(),
  name: z.string(),
  children: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      grade_id: z.number(),
      children: z.array(z.object({ id: z.string(), name: z.string(), total: z.number() })),
    }),
  ),
});
export const questionTreesResponseSchema = z.object({ trees: z.array(questionTreeSchema) });
export type QuestionTree = z.infer<typeof questionTreeSchema>;

/** POST /questions/report/issue (document 3: platform, issueTypeId, issuableId, comments). */
export const questionReportSchema = z
  .object({
    platform: z.string().max(100).optional(),
    issueTypeId: z.number().int().min(1),
    issuableId: id,
    // Checked against the issue type by issueCommentError (issues.ts).
    comments: z.unknown().optional(),
  })
  .strict();
export type QuestionReport = z.infer<typeof questionReportSchema>;

// ---------------------------------------------------------------------------------------
// Quizzes (questionnaires)

export const QUESTION_MESSAGES = { deleted: 'Questão excluída com sucesso!' } as const;

export const QUIZ_MESSAGES = {
  created: 'Questionário criado com sucesso!',
  updated: 'Questionário editado com sucesso!',
  deleted: 'Questionário excluído com sucesso!',
} as const;

/**
 * A quiz entry: `{ id }` adds a bank question as it is; a question without id is created;
 * a question with id is the caller's own, edited.
 */
export const quizQuestionEntrySchema = z.union([
  z.object({ id }).strict(),
  z.object({ id: id.optional(), question: questionInputSchema }).strict(),
]);
export type QuizQuestionEntry = z.input<typeof quizQuestionEntrySchema>;

const quizTitle = z.string({ error: MESSAGES.requiredField }).trim().min(1, MESSAGES.requiredField).max(200);
const quizDescription = z.string().trim().max(2000);
const quizQuestions = z.array(quizQuestionEntrySchema).max(QUESTION_LIMITS.maxQuizQuestions);

export const quizCreateSchema = z
  .object({ title: quizTitle, description: quizDescription.default(''), questions: quizQuestions.default([]) })
  .strict();
export type QuizCreate = z.input<typeof quizCreateSchema>;
/** Only what is sent changes; `questions`, when sent, is the quiz's whole list in order. */
export const quizUpdateSchema = z
  .object({
    id,
    title: quizTitle.optional(),
    description: quizDescription.optional(),
    questions: quizQuestions.optional(),
  })
  .strict();
export type QuizUpdate = z.input<typeof quizUpdateSchema>;
export const quizIdSchema = z.object({ id }).strict();
export const quizListSchema = z
  .object({
    text: filter(z.string().trim().max(200)),
    page: filter(z.number().int().min(1).max(100_000)),
    per_page: filter(z.number().int().min(1).max(50)),
  })
  .strict();

export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;
export const quizViewSchema = quizSummarySchema.extend({ questions: z.array(questionViewSchema) });
export type QuizView = z.infer<typeof quizViewSchema>;
export const quizListResponseSchema = z.object({ total: z.number(), results: z.array(quizSummarySchema) });
export const quizResponseSchema = z.object({ message: z.string(), quiz: quizViewSchema });
export const quizShowResponseSchema = z.object({ quiz: quizViewSchema });
