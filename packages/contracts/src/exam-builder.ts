import { z } from 'zod';
import { EXAM_STATUS } from './codes.ts';

/**
 * The exam wizard and the exam service (document 3 section 7 'Exam wizard and exam service';
 * document 2 section 3 'Exam detail'; document 3 section 3 'Exam search result'). Served by the
 * exam-builder service. Exams are named by `external_id` in the wizard (as the trail wizard does)
 * and by `exam_id` elsewhere; both are accepted wherever an exam is named.
 */

const id = z.uuid();
const text = (max: number) => z.string().trim().max(max);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export type ExamStatus = (typeof EXAM_STATUS)[keyof typeof EXAM_STATUS];
export const EXAM_STATUS_CODES = Object.values(EXAM_STATUS) as [ExamStatus, ...ExamStatus[]];
export const EXAM_STATUS_LABELS: Record<ExamStatus, string> = {
  1: 'Publicada',
  2: 'Agendada',
  3: 'Rascunho',
  4: 'Finalizada',
  5: 'Arquivada',
  6: 'Em análise',
  7: 'Pausada',
};

/** Exam layouts (GET /exam_layouts/all); the printed PDF uses the layout's font size. */
export const EXAM_LAYOUTS = [
  { id: 'padrao', name: 'Padrão', font_size: 12 },
  { id: 'compacto', name: 'Compacto', font_size: 10 },
  { id: 'ampliado', name: 'Ampliado (baixa visão)', font_size: 16 },
] as const;
export type ExamLayoutId = (typeof EXAM_LAYOUTS)[number]['id'];
export const DEFAULT_EXAM_LAYOUT: ExamLayoutId = 'padrao';
const layoutIds = EXAM_LAYOUTS.map((layout) => layout.id) as [ExamLayoutId, ...ExamLayoutId[]];

export const EXAM_DESCRIPTION_MAX = 255;
export const EXAM_GUIDANCE_MAX = 20_000;
/** Ratings go from 1 to 5; 0 clears the caller's rating (document 3 section 3 'Rating payload'). */
export const EXAM_RATING_MAX = 5;

export const EXAM_BUILDER_MESSAGES = {
  examNotFound: 'Avaliação não encontrada.',
  onlyAuthor: 'Somente quem criou a avaliação pode alterá-la.',
  descriptionRequired: 'Informe a descrição da avaliação.',
  invalidGrade: 'Série não encontrada.',
  publishWithoutQuestions: 'Adicione ao menos uma questão antes de publicar a avaliação.',
  publishWithoutCorrect: 'Cada questão precisa de uma alternativa correta antes de publicar.',
  examApplied:
    'Esta avaliação já é aplicada em uma atividade ou oferecida como simulado: as questões não podem mais ser alteradas.',
  questionNotInExam: 'Esta questão não pertence a esta avaliação.',
  questionOrderMismatch: 'A nova ordem deve conter cada questão da avaliação uma única vez.',
  noPrintedQuestions: 'Escolha as questões da versão impressa antes de baixar o PDF.',
  notAssigned: 'Esta avaliação não faz parte de uma prova sua.',
  questionsMissing: 'Envie os dados da questão.',
  saved: 'Avaliação salva com sucesso!',
} as const;

// ---------------------------------------------------------------------------------------
// Naming an exam

/** `external_id` (wizard) or `exam_id`: one of them names the exam. */
export const examRefQuerySchema = z
  .object({
    external_id: z.preprocess(emptyToUndefined, text(64).min(1).optional()),
    exam_id: z.preprocess(emptyToUndefined, id.optional()),
  })
  .refine((q) => q.external_id !== undefined || q.exam_id !== undefined, { message: 'external_id' });
export type ExamRefQuery = z.infer<typeof examRefQuerySchema>;

// ---------------------------------------------------------------------------------------
// Wizard requests

/** Fields of the intro step; POST sends them as multipart fields with an optional `image` file. */
export const examIntroSchema = z.object({
  description: text(EXAM_DESCRIPTION_MAX).min(1, EXAM_BUILDER_MESSAGES.descriptionRequired),
  /** Rich text (sanitised on the server). */
  guidance: z.string().max(EXAM_GUIDANCE_MAX).default(''),
  layout_id: z.preprocess(emptyToUndefined, z.enum(layoutIds).default(DEFAULT_EXAM_LAYOUT)),
});
export type ExamIntroInput = z.infer<typeof examIntroSchema>;

/** PATCH /exam_wizard/intro (body); `remove_image` drops the intro image. */
export const examIntroUpdateSchema = examIntroSchema
  .extend({ external_id: text(64).min(1), remove_image: z.boolean().optional() })
  .strict();
export type ExamIntroUpdate = z.infer<typeof examIntroUpdateSchema>;

const tagSchema = z.object({ id: text(64).min(1), code: text(60).min(1) });
export type ExamTag = z.infer<typeof tagSchema>;
const gradeIds = z.array(z.number().int().min(1).max(32_000)).max(40);

/** PATCH /exam_wizard/classifiers?external_id= (the trail wizard's classifier shape, document 3 section 7). */
export const examClassifierSchema = z
  .object({
    /** BNCC code -> description; replaces the exam's map when given. */
    bncc: z.record(text(30).min(1), text(500)).optional(),
    /** Joined by comma (document 3 section 3), or a list. */
    keywords: z.union([text(1_000), z.array(text(60))]).optional(),
    add_grade: gradeIds.optional(),
    rm_grade: gradeIds.optional(),
    add_tags: z.array(tagSchema).max(30).optional(),
    /** Tag ids to remove. */
    rm_tags: z.array(text(64)).max(30).optional(),
    pcd_sign: z.boolean().optional(),
    pcd_voice: z.boolean().optional(),
  })
  .strict();
export type ExamClassifierInput = z.infer<typeof examClassifierSchema>;

/** Splits keywords joined by comma; blanks and repeats dropped. */
export function splitKeywords(keywords: string | readonly string[]): string[] {
  const list = typeof keywords === 'string' ? keywords.split(',') : keywords;
  return [...new Set(list.map((k) => k.trim()).filter((k) => k.length > 0))];
}

/** PATCH /exam_wizard/printed_questions: the questions of the printed version (the others are left out). */
export const examPrintedQuestionsSchema = z
  .object({ external_id: text(64).min(1), question_ids: z.array(id).max(500) })
  .strict();

/** PATCH /exam_wizard/questions_order (ours): every question of the exam, once each, in the new order. */
export const examQuestionOrderSchema = z
  .object({ external_id: text(64).min(1), question_ids: z.array(id).min(1).max(500) })
  .strict();

/** DELETE /exam_wizard/question?external_id=&question_id= */
export const examQuestionRefQuerySchema = z.object({ external_id: text(64).min(1), question_id: id });

/** PATCH /exam_wizard/status?external_id=&status= */
export const examStatusQuerySchema = z.object({
  external_id: text(64).min(1),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (EXAM_STATUS_CODES as number[]).includes(s))
    .transform((s) => s as ExamStatus),
});

// ---------------------------------------------------------------------------------------
// Exam detail (document 2 section 3)

export const examDetailAlternativeSchema = z.object({
  id,
  alternative_txt: z.string(),
  alternative_img: z.string().nullable(),
  alternative_snd: z.string().nullable(),
  /** Absent in the student's variant. */
  correct_alternative: z.boolean().optional(),
});

export const examDetailQuestionSchema = z.object({
  id,
  position: z.number().int(),
  printed: z.boolean(),
  question_txt: z.string(),
  question_img: z.string().nullable(),
  question_snd: z.string().nullable(),
  bncc: z.record(z.string(), z.string()),
  alternatives: z.array(examDetailAlternativeSchema),
});
export type ExamDetailQuestion = z.infer<typeof examDetailQuestionSchema>;

const gradeSchema = z.object({ id: z.number().int(), name: z.string() });

export const examDetailSchema = z.object({
  id,
  external_id: z.string(),
  description: z.string(),
  guidance: z.string(),
  image_url: z.string().nullable(),
  layout_id: z.string(),
  status: z.number().int(),
  printed: z.boolean(),
  author: z.object({ id, name: z.string() }),
  /** The caller created it: only then may they edit it. */
  is_author: z.boolean(),
  /** File urls are complete (signed) urls, so the prefix is empty. */
  cdn: z.string(),
  keywords: z.array(z.string()),
  bncc: z.record(z.string(), z.string()),
  tags: z.array(tagSchema),
  /** The grades the exam is classified for. */
  classifications: z.array(gradeSchema),
  pcd_sign: z.boolean(),
  pcd_voice: z.boolean(),
  favorite: z.boolean(),
  /** Average of the ratings, null when nobody rated it. */
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  questions: z.array(examDetailQuestionSchema),
});
export type ExamDetail = z.infer<typeof examDetailSchema>;

export const multipleDetailsQuerySchema = z.object({
  /** Comma-separated exam ids. */
  exam_ids: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean))
    .pipe(z.array(id).min(1).max(50)),
});
export const multipleDetailsSchema = z.object({ exams: z.array(examDetailSchema) });

// ---------------------------------------------------------------------------------------
// Search (document 3 section 3 'Exam search result'; 'Search responses: cdn, total, results')

export const examSearchSchema = z
  .object({
    search: z.preprocess(emptyToUndefined, text(100).optional()),
    bncc: z.preprocess(emptyToUndefined, z.array(text(30).min(1)).max(20).optional()),
    grade_ids: z.preprocess(emptyToUndefined, gradeIds.optional()),
    keywords: z.preprocess(emptyToUndefined, z.array(text(60).min(1)).max(20).optional()),
    status: z.preprocess(emptyToUndefined, z.array(z.number().int()).max(7).optional()),
    favorites_only: z.boolean().optional(),
    /** Favourites before the others. */
    favorites_first: z.boolean().optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    per_page: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ExamSearchRequest = z.input<typeof examSearchSchema>;

export const examSearchResultSchema = z.object({
  id,
  external_id: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  status: z.number().int(),
  author: z.object({ id, name: z.string() }),
  is_author: z.boolean(),
  bncc: z.record(z.string(), z.string()),
  keywords: z.array(z.string()),
  classifications: z.array(gradeSchema),
  favorite: z.boolean(),
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  /** `questions.data` of the spec: the questions' texts, in order. */
  questions: z.object({
    total: z.number().int(),
    data: z.array(z.object({ id, question_txt: z.string() })),
  }),
  created_at: z.string(),
});
export type ExamSearchResult = z.infer<typeof examSearchResultSchema>;

export const examSearchResponseSchema = z.object({
  cdn: z.string(),
  total: z.number().int(),
  results: z.array(examSearchResultSchema),
});
export type ExamSearchResponse = z.infer<typeof examSearchResponseSchema>;

// ---------------------------------------------------------------------------------------
// Favourite, rating, filters, layouts

export const examFavoriteQuerySchema = z.object({ exam_id: id, favorite: flag });
export const examFavoriteResponseSchema = z.object({ exam_id: id, favorite: z.boolean() });

export const examRatingSchema = z
  .object({ exam_id: id, rating: z.number().int().min(0).max(EXAM_RATING_MAX) })
  .strict();
export const examRatingResponseSchema = z.object({
  exam_id: id,
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  total_ratings: z.number().int(),
});
export type ExamRatingResponse = z.infer<typeof examRatingResponseSchema>;

export const examLayoutsResponseSchema = z.object({
  layouts: z.array(z.object({ id: z.string(), name: z.string(), font_size: z.number() })),
});

export const bnccFilterQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, text(100).optional()),
});
export const bnccFilterResponseSchema = z.object({
  bncc: z.array(z.object({ code: z.string(), description: z.string() })),
});

export const examPdfQuerySchema = z.object({ exam_id: id });

/** The average shown for a list of ratings (one decimal), null when there is none. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
