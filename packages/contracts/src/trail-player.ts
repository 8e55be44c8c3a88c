import { z } from 'zod';
import { forumNewCommentSchema } from './forum.ts';
import { TRAIL_ITEM_TYPES } from './trails.ts';

/**
 * The student's side of a learning trail (document 2 sections 3, 4 and 7; document 3 section 4):
 * the player's data in one answer, the start flag, progress per step, quiz answers and the finish.
 * Paths on the trails service (`/api/trails/activity/...`) and on the main service (`/api/trails/...`).
 */

export const TRAIL_PLAYER_MESSAGES = {
  notStarted: 'Inicie a trilha antes de avançar.',
  finished: 'Esta trilha já foi finalizada.',
  stepNotInTrail: 'Esta etapa não pertence à trilha.',
  notQuiz: 'Esta etapa não é um quiz.',
  questionNotInStep: 'Esta pergunta não pertence à etapa.',
  alternativeNotInQuestion: 'Esta alternativa não pertence à pergunta.',
  stepsLeft: 'Conclua todas as etapas da trilha antes de finalizar.',
  noTrail: 'Esta atividade não possui trilha.',
  expired: 'Atividade Expirada',
  deleteNotAllowed: 'Nesta trilha, os comentários não podem ser removidos.',
} as const;

/**
 * Trail config (document 2 section 3): flags a trail activity's config carries beside the
 * activity config's own. hideComments hides a step's forum from a student until they comment;
 * deleteComments lets students remove their own comments there.
 */
export const trailConfigSchema = z.object({
  hideComments: z.boolean().catch(false),
  deleteComments: z.boolean().catch(false),
});
export type TrailConfig = z.infer<typeof trailConfigSchema>;
/** The trail flags of an activity's config (absent or malformed flags are off). */
export const trailConfigOf = (config: unknown): TrailConfig =>
  trailConfigSchema.parse(typeof config === 'object' && config !== null ? config : {});

/** Annotations are the student's notes on a step. */
export const TRAIL_ANNOTATION_MAX_LENGTH = 5_000;

const activityId = z.uuid({ error: 'Atividade inválida.' });
const itemId = z.uuid({ error: 'Etapa inválida.' });
const answerId = z.string().trim().min(1, { error: 'Resposta inválida.' }).max(64, { error: 'Resposta inválida.' });

export const trailActivityQuerySchema = z.object({ activity_id: activityId });

/** POST /activity/students/start: the start flag (document 3 section 4). */
export const trailStartSchema = z.object({
  activity_id: activityId,
  start: z.literal(true, { error: 'Use start: true para iniciar a trilha.' }),
});

/** POST /activity/create/trail/result and PATCH /trails/save_progress: one step's record. */
export const trailProgressSaveSchema = z.object({
  activity_id: activityId,
  item_id: itemId,
  done: z.boolean(),
  score: z.number().min(0, { error: 'Nota entre 0 e 10.' }).max(10, { error: 'Nota entre 0 e 10.' }).nullish(),
  annotation: z
    .string()
    .max(TRAIL_ANNOTATION_MAX_LENGTH, {
      error: `A anotação pode ter no máximo ${TRAIL_ANNOTATION_MAX_LENGTH} caracteres.`,
    })
    .optional(),
  bookmark: z.boolean().optional(),
});
export type TrailProgressSave = z.infer<typeof trailProgressSaveSchema>;

/** POST /activity/create/quiz/answer: one question of a quiz step; the step is done once every question is answered. */
export const trailQuizAnswerSchema = z.object({
  activity_id: activityId,
  item_id: itemId,
  question_id: answerId,
  alternative_id: answerId,
});
export type TrailQuizAnswerInput = z.infer<typeof trailQuizAnswerSchema>;

/** POST /activity/students/finish and PATCH /trails/trail_finish */
export const trailFinishSchema = z.object({ activity_id: activityId });

const fileSchema = z.object({ key: z.string(), name: z.string(), url: z.string() });

export const trailPlayerItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(TRAIL_ITEM_TYPES),
  /** Text steps: sanitised HTML with stored files resolved; video: the embed link; challenge: the challenge id. */
  content: z.string(),
  position: z.number(),
  files: z.array(fileSchema),
  editor_files: z.array(fileSchema),
  /** Quiz steps: the questions without the right answers. */
  questions: z.array(
    z.object({
      question_id: z.string(),
      text: z.string(),
      alternatives: z.array(z.object({ alternative_id: z.string(), text: z.string() })),
    }),
  ),
});
export type TrailPlayerItem = z.infer<typeof trailPlayerItemSchema>;

export const trailStepProgressSchema = z.object({
  item_id: z.string(),
  done: z.boolean(),
  score: z.number().nullable(),
  annotation: z.string(),
  bookmark: z.boolean(),
  send_date: z.string(),
});
export type TrailStepProgress = z.infer<typeof trailStepProgressSchema>;

export const trailQuizAnswerSchemaOut = z.object({
  item_id: z.string(),
  question_id: z.string(),
  alternative_id: z.string(),
  correct: z.boolean(),
});
export type TrailQuizAnswer = z.infer<typeof trailQuizAnswerSchemaOut>;

export const trailJourneySchema = z.object({
  started_at: z.string(),
  finished_at: z.string().nullable(),
  last_item_id: z.string().nullable(),
});

/** GET /activity/students/show (trails): everything the player needs, in one answer. */
export const trailPlayerShowSchema = z.object({
  learning_trail: z.object({
    id: z.string(),
    external_id: z.string(),
    title: z.string(),
    /** Sanitised HTML with stored files resolved. */
    guidance: z.string(),
    layout: z.string(),
    image_url: z.string().nullable(),
    items: z.array(trailPlayerItemSchema),
  }),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    end_time: z.string().nullable(),
    hide_comments: z.boolean(),
    delete_comments: z.boolean(),
  }),
  journey: trailJourneySchema.nullable(),
  progress: z.array(trailStepProgressSchema),
  quiz_answers: z.array(trailQuizAnswerSchemaOut),
  /**
   * The forum steps with someone else's comments newer than the student's last visit of the step
   * (with hideComments, only those where the student commented).
   */
  unread_steps: z.array(z.string()),
  /** The trail's score and the pokz it paid, once finished. */
  score: z.number().nullable(),
  pokz: z.number().int(),
});
export type TrailPlayerShow = z.infer<typeof trailPlayerShowSchema>;

export const trailStartResponseSchema = trailJourneySchema;

export const trailProgressSavedSchema = z.object({
  progress: trailStepProgressSchema,
  /** The map's energy after a step first done; null when no event was raised. */
  energy: z.number().nullable(),
});

export const trailQuizAnsweredSchema = z.object({
  answer: trailQuizAnswerSchemaOut,
  step_done: z.boolean(),
  energy: z.number().nullable(),
});

export const trailFinishResponseSchema = z.object({
  score: z.number(),
  pokz: z.number().int(),
  finished_at: z.string(),
});
export type TrailFinishResponse = z.infer<typeof trailFinishResponseSchema>;

/** GET /activity/students/results (trails) and GET /trails/student_progress: 'Trail progress'. */
export const trailProgressSummarySchema = z.object({
  /** Percent of the steps done. */
  progress: z.number(),
  /** Keyed by step id. */
  results: z.record(z.string(), z.object({ done: z.boolean(), score: z.number().nullable(), send_date: z.string() })),
  /** Some forum step has someone else's comments newer than the student's last visit of it (the show's unread_steps). */
  unread_comments: z.boolean(),
});
export type TrailProgressSummary = z.infer<typeof trailProgressSummarySchema>;

/** GET /activity/show/forum/comments (trails) */
export type TrailForumQuery = z.infer<typeof trailForumQuerySchema>;
export const trailForumQuerySchema = z.object({
  activity_id: activityId,
  trail_id: itemId,
  page: z.coerce.number().int().positive().optional(),
  favorite: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** POST /activity/create/forum/comment (trails): the forum's comment, in the step `trail_id` of the activity. */
export const trailForumCommentSchema = forumNewCommentSchema
  .omit({ activity: true, ignore_energy: true })
  .extend({ activity_id: activityId, trail_id: itemId });
export type TrailForumComment = z.infer<typeof trailForumCommentSchema>;

/** DELETE /activity/remove/forum/comment (trails) */
export const trailForumRemoveSchema = z.object({ comment: z.coerce.number().int().positive() });
