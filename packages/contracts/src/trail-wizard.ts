import { z } from 'zod';
import { EXAM_STATUS_CODES, type ExamStatus, examClassifierSchema, examSearchSchema } from './exam-builder.ts';
import { MAX_TRAIL_STEPS, TRAIL_ITEM_TYPES, TRAIL_MAP_THEME_IDS } from './trails.ts';

/**
 * The trail wizard and the trail catalogue (document 3 sections 3, 5 and 7 'Trail wizard'),
 * served by the trails service. A trail is named by `external_id` in the wizard and by
 * `learning_trail_id` in the catalogue; its steps are the spec's 'trails' (`trail_*` fields).
 */

const id = z.uuid();
const text = (max: number) => z.string().trim().max(max);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const TRAIL_TITLE_MAX = 255;
export const TRAIL_GUIDANCE_MAX = 20_000;
export const TRAIL_ITEM_CONTENT_MAX = 50_000;
/** Files one step shows (PDF, image or text-file steps). */
export const TRAIL_ITEM_FILES_MAX = 10;
export const TRAIL_QUIZ_QUESTIONS_MAX = 20;
export const TRAIL_QUIZ_ALTERNATIVES_MAX = 6;

export const TRAIL_STATUS_LABELS: Record<ExamStatus, string> = {
  1: 'Publicada',
  2: 'Agendada',
  3: 'Rascunho',
  4: 'Finalizada',
  5: 'Arquivada',
  6: 'Em análise',
  7: 'Pausada',
};

export const TRAIL_WIZARD_MESSAGES = {
  trailNotFound: 'Trilha não encontrada.',
  onlyAuthor: 'Somente quem criou a trilha pode alterá-la.',
  titleRequired: 'Informe o título da trilha.',
  itemTitleRequired: 'Informe o título da etapa.',
  itemTypeRequired: 'Escolha o tipo da etapa.',
  itemNotFound: 'Etapa não encontrada nesta trilha.',
  tooManySteps: `A trilha pode ter no máximo ${MAX_TRAIL_STEPS} etapas.`,
  videoLinkInvalid: 'Informe um link de vídeo do YouTube ou do Vimeo.',
  challengeNotFound: 'Desafio não encontrado.',
  filesRequired: 'Envie ao menos um arquivo para esta etapa.',
  fileNotOfTrail: 'Os arquivos da etapa devem ser enviados para a pasta da trilha.',
  fileTypeRefused: 'Este tipo de arquivo não é aceito nesta etapa.',
  quizWithoutQuestions: 'Adicione ao menos uma pergunta ao quiz.',
  quizQuestionText: 'Escreva o enunciado de cada pergunta do quiz.',
  quizAlternatives: 'Cada pergunta do quiz precisa de ao menos duas alternativas.',
  quizOneCorrect: 'Cada pergunta do quiz precisa de exatamente uma alternativa correta.',
  corporateTheme: 'Este tema de mapa não está disponível nesta plataforma.',
  publishWithoutSteps: 'Adicione ao menos uma etapa antes de publicar a trilha.',
  copyNeedsItem: 'Informe a etapa a copiar.',
  platformMismatch: 'Esta trilha pertence a outra plataforma.',
} as const;

/** Document 3 section 5 'Chip input': the keywords field's hint and example. */
export const TRAIL_KEYWORDS_HINT =
  'As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)';
export const TRAIL_KEYWORDS_PLACEHOLDER = 'Ex.: adição, soma, subtração';

const layout = z.preprocess(emptyToUndefined, z.enum(TRAIL_MAP_THEME_IDS).optional());

// ---------------------------------------------------------------------------------------
// Wizard requests

/** POST /learning_trail_wizard/intro sends these as multipart fields with an optional `image` file. */
export const trailIntroSchema = z.object({
  title: text(TRAIL_TITLE_MAX).min(1, TRAIL_WIZARD_MESSAGES.titleRequired),
  /** Rich text (sanitised on the server, stored files kept as key placeholders). */
  guidance: z.string().max(TRAIL_GUIDANCE_MAX).default(''),
  /** The map theme; empty draws the platform's default. */
  layout,
});

/** PATCH /learning_trail_wizard/intro (body); `remove_image` drops the intro image. */
export const trailIntroUpdateSchema = trailIntroSchema
  .extend({ external_id: text(64).min(1), remove_image: z.boolean().optional() })
  .strict();
export type TrailIntroUpdate = z.infer<typeof trailIntroUpdateSchema>;

/** PATCH /learning_trail_wizard/classifiers?external_id= (document 3 section 7): the exam wizard's shape. */
export const trailClassifierSchema = examClassifierSchema;
export const trailExternalIdQuerySchema = z.object({ external_id: text(64).min(1) });

const alternativeInput = z.object({
  alternative_id: text(64).optional(),
  text: text(2_000),
  correct: z.boolean().default(false),
});
const questionInput = z.object({
  question_id: text(64).optional(),
  text: text(5_000),
  alternatives: z.array(alternativeInput).max(TRAIL_QUIZ_ALTERNATIVES_MAX),
});
export type TrailQuestionInput = z.input<typeof questionInput>;

/** One step as the wizard sends it (document 3 section 3 'Trail item'). */
export const trailItemInputSchema = z.object({
  /** Absent for a new step. */
  trail_id: id.optional(),
  trail_title: text(TRAIL_TITLE_MAX).default(''),
  trail_type: z.enum(TRAIL_ITEM_TYPES).optional(),
  /** Rich text (text, forum), a video link, or a challenge id. */
  trail_content: z.string().max(TRAIL_ITEM_CONTENT_MAX).default(''),
  /** Converted to a number before saving (document 3 section 5); absent puts a new step last. */
  trail_order: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().finite().optional()),
  /** Keys of files uploaded to the trail's folder (`trails/<trail id>`) through storage. */
  trail_files: z
    .array(z.object({ key: text(1_024).min(1), name: text(255) }))
    .max(TRAIL_ITEM_FILES_MAX)
    .default([]),
  trail_questions: z.array(questionInput).max(TRAIL_QUIZ_QUESTIONS_MAX).default([]),
});
export type TrailItemInput = z.input<typeof trailItemInputSchema>;

/**
 * PATCH /learning_trail_wizard/trails (body trail, platform, copy). With `copy`, the stored step
 * `trail.trail_id` is copied (title + ' (Cópia)', files copied, question ids new) and put last.
 * `platform`, when sent, must be the caller's platform.
 */
export const trailItemSaveSchema = z
  .object({
    external_id: text(64).min(1),
    trail: trailItemInputSchema,
    platform: z.preprocess(emptyToUndefined, text(64).optional()),
    copy: z.boolean().default(false),
  })
  .strict();
export type TrailItemSave = z.input<typeof trailItemSaveSchema>;

/** DELETE /learning_trail_wizard/trail?external_id=&trail_id= */
export const trailItemRefQuerySchema = z.object({ external_id: text(64).min(1), trail_id: id });

/** PATCH /learning_trail_wizard/status?external_id=&status= */
export const trailStatusQuerySchema = z.object({
  external_id: text(64).min(1),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (EXAM_STATUS_CODES as number[]).includes(s))
    .transform((s) => s as ExamStatus),
});

/** GET /learning_trails/details?external_id=|learning_trail_id= */
export const trailRefQuerySchema = z
  .object({
    external_id: z.preprocess(emptyToUndefined, text(64).min(1).optional()),
    learning_trail_id: z.preprocess(emptyToUndefined, id.optional()),
  })
  .refine((q) => q.external_id !== undefined || q.learning_trail_id !== undefined, { message: 'external_id' });

// ---------------------------------------------------------------------------------------
// The trail as read (document 3 section 3 'Learning trail', 'Trail item', 'Classifier')

const fileSchema = z.object({ key: z.string(), name: z.string(), url: z.string() });
export const trailItemSchema = z.object({
  trail_id: id,
  trail_title: z.string(),
  trail_type: z.enum(TRAIL_ITEM_TYPES),
  trail_content: z.string(),
  trail_order: z.number(),
  trail_files: z.array(fileSchema),
  trail_editor_files: z.array(fileSchema),
  trail_questions: z.array(
    z.object({
      question_id: z.string(),
      text: z.string(),
      alternatives: z.array(z.object({ alternative_id: z.string(), text: z.string(), correct: z.boolean() })),
    }),
  ),
  /** A challenge step's challenge title (null for other steps or a challenge gone). */
  challenge_title: z.string().nullable(),
});
export type TrailItem = z.infer<typeof trailItemSchema>;

const gradeSchema = z.object({ id: z.number().int(), name: z.string() });
const tagSchema = z.object({ id: z.string(), code: z.string() });

const trailSummaryShape = {
  id,
  external_id: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  /** The map theme id, '' for the platform's default. */
  layout: z.string(),
  status: z.number().int(),
  author: z.object({ id, name: z.string() }),
  /** The caller created it: only then may they edit it. */
  is_author: z.boolean(),
  bncc: z.record(z.string(), z.string()),
  keywords: z.array(z.string()),
  classifications: z.array(gradeSchema),
  favorite: z.boolean(),
  /** Average of the ratings, null when nobody rated it. */
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  total_steps: z.number().int(),
  created_at: z.string(),
};

export const trailDetailSchema = z.object({
  ...trailSummaryShape,
  guidance: z.string(),
  /** File urls are complete (signed) urls, so the prefix is empty. */
  cdn: z.string(),
  tags: z.array(tagSchema),
  pcd_sign: z.boolean(),
  pcd_voice: z.boolean(),
  /** The steps, sorted by order. */
  trails: z.array(trailItemSchema),
});
export type TrailDetail = z.infer<typeof trailDetailSchema>;

export const trailSearchResultSchema = z.object(trailSummaryShape);
export type TrailSearchResult = z.infer<typeof trailSearchResultSchema>;

// ---------------------------------------------------------------------------------------
// Search, favourite, rating, filters ('Search responses: cdn, total, results')

/** The exam search's filters: `search` matches the title. */
export const trailSearchSchema = examSearchSchema;
export type TrailSearchRequest = z.input<typeof trailSearchSchema>;

export const trailSearchResponseSchema = z.object({
  cdn: z.string(),
  total: z.number().int(),
  results: z.array(trailSearchResultSchema),
});
export type TrailSearchResponse = z.infer<typeof trailSearchResponseSchema>;

export const trailFavoriteQuerySchema = z.object({ learning_trail_id: id, favorite: flag });
export const trailFavoriteResponseSchema = z.object({ learning_trail_id: id, favorite: z.boolean() });

export const trailRatingSchema = z.object({ learning_trail_id: id, rating: z.number().int().min(0).max(5) }).strict();
export const trailRatingResponseSchema = z.object({
  learning_trail_id: id,
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  total_ratings: z.number().int(),
});
export type TrailRatingResponse = z.infer<typeof trailRatingResponseSchema>;

/** GET /learning_trails/filters: what the searches can filter by on the platform (grades as a tree: GET /filters/trees/grade). */
export const trailFiltersResponseSchema = z.object({
  bncc: z.array(z.object({ code: z.string(), description: z.string() })),
  keywords: z.array(z.string()),
  grades: z.array(gradeSchema),
  statuses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The map themes this platform offers (corporate ones only on corporate platforms). */
  themes: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TrailFilters = z.infer<typeof trailFiltersResponseSchema>;
