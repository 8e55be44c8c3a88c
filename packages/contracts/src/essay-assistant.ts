import { z } from 'zod';
import { FEEDBACK_TYPES } from './codes.ts';
import { essayBookmarkPositionSchema, essayBookmarkSchema } from './essays.ts';

export const ESSAY_ASSISTANT_MESSAGES = {
  disabled: 'O assistente de redação não está ativo nesta plataforma.',
  notFound: 'Sugestão não encontrada.',
  decided: 'Esta sugestão já foi avaliada.',
  textChanged: 'A redação mudou depois desta sugestão: peça uma nova correção.',
  empty: 'A redação está vazia: não há o que corrigir.',
} as const;

/** Where a suggestion came from: the platform's corrector, the assistant's chat (internal) or an outside tool (external). */
export const SUGGESTION_SOURCES = ['corrector', 'internal', 'external'] as const;
/** A suggestion waits for the educator (proposed) until accepted, as a bookmark, or rejected. */
export const SUGGESTION_STATUSES = ['proposed', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const essaySuggestionSchema = z.object({
  id: z.uuid(),
  activity: z.uuid(),
  student: z.uuid(),
  chat: z.uuid().nullable(),
  source: z.enum(SUGGESTION_SOURCES),
  status: z.enum(SUGGESTION_STATUSES),
  /** A bookmark's position, of type `assistant`: range, category (feedback type), competence and comment. */
  position: essayBookmarkPositionSchema,
  /** The engine's rule that found it (null when it came from elsewhere). */
  rule: z.string().nullable(),
  /** The bookmark it became once accepted. */
  bookmark: z.uuid().nullable(),
  created_at: z.string(),
});
export type EssaySuggestion = z.infer<typeof essaySuggestionSchema>;

export const criterionScoreSchema = z.object({
  id: z.string(),
  label: z.string(),
  score: z.number().int(),
  max: z.number().int(),
  reasons: z.array(z.object({ text: z.string(), quote: z.string().optional() })),
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

/** The rubric scores of the latest correction, for the educator only. */
export const essayAssessmentSchema = z.object({
  rubric: z.enum(['enem', 'school']),
  scores: z.array(criterionScoreSchema),
  total: z.number().int(),
  max_total: z.number().int(),
  created_at: z.string(),
});
export type EssayAssessment = z.infer<typeof essayAssessmentSchema>;

/** POST /assistant/essay/correction, /essay/suggestion, /essay/suggestion-enem */
export const essayCorrectionRequestSchema = z.object({ activity: z.uuid(), student: z.uuid() }).strict();
export type EssayCorrectionRequest = z.infer<typeof essayCorrectionRequestSchema>;

export const essaySuggestionsAnswerSchema = z.object({
  suggestions: z.array(essaySuggestionSchema),
  assessment: essayAssessmentSchema.nullable(),
});
export type EssaySuggestionsAnswer = z.infer<typeof essaySuggestionsAnswerSchema>;

/** GET /assistant/suggestions: one essay's suggestions, the proposed ones unless a status is asked. */
export const essaySuggestionsQuerySchema = z.object({
  activity: z.uuid(),
  student: z.uuid(),
  status: z.enum(SUGGESTION_STATUSES).optional(),
});

/** GET /assistant/suggestions_by_chat */
export const suggestionsByChatQuerySchema = z.object({ chat: z.uuid() });
export const suggestionListSchema = z.object({ suggestions: z.array(essaySuggestionSchema) });

/** POST /assistant/suggestions_by_ids; DELETE /assistant/suggestions (rejects them). */
export const suggestionIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict();
export const suggestionIdsAnswerSchema = z.object({ ids: z.array(z.uuid()) });

/** POST /assistant/suggestions/internal and /external: the essay (and the chat) in the query, the marks in the body. */
export const suggestionTargetQuerySchema = z.object({
  activity: z.uuid(),
  student: z.uuid(),
  chat: z.uuid().optional(),
});
const feedbackCodes = Object.values(FEEDBACK_TYPES);
export const proposedSuggestionSchema = z
  .object({
    range: essayBookmarkPositionSchema.shape.range,
    category: z.literal(feedbackCodes),
    competence: z.string().trim().min(1).max(40),
    comment: z.string().trim().min(1).max(2_000),
  })
  .strict();
export const proposedSuggestionsSchema = z
  .object({ suggestions: z.array(proposedSuggestionSchema).min(1).max(100) })
  .strict();

/** POST /assistant/suggestions/accept: the educator accepts a suggestion, optionally edited first. */
export const suggestionAcceptSchema = z
  .object({
    id: z.uuid(),
    category: z.literal(feedbackCodes).optional(),
    competence: z.string().trim().min(1).max(40).optional(),
    comment: z.string().trim().max(2_000).optional(),
  })
  .strict();
export type SuggestionAccept = z.infer<typeof suggestionAcceptSchema>;
export const suggestionAcceptedSchema = z.object({ suggestion: essaySuggestionSchema, bookmark: essayBookmarkSchema });
