import { z } from 'zod';
import { INTERACTIONS } from './game-content.ts';
import {
  GAME_CONTENT_STATUSES,
  GAME_DIFFICULTIES,
  GAME_ENGINES,
  GAME_LAYOUT_IDS,
  GAME_VARIATION_IDS,
  type GameContentStatus,
  gameSettingsSchema,
} from './games.ts';
import { STAGES } from './stages.ts';

/**
 * The challenge factory of the games service (document 3 sections 3, 4 and 7): five steps
 * (basic info, layout, data, classification, finalise), each with is_update, the draft,
 * the catalogue and its search.
 */
export const FACTORY_STEPS = ['intro', 'layout', 'content', 'classification', 'publish'] as const;
export type FactoryStep = (typeof FACTORY_STEPS)[number];
export const FACTORY_STEP_LABELS: Record<FactoryStep, string> = {
  intro: 'Informações básicas',
  layout: 'Layout',
  content: 'Dados',
  classification: 'Classificação',
  publish: 'Finalizar',
};

export const GAME_FACTORY_MESSAGES = {
  notFound: 'Desafio não encontrado.',
  incompatibleLayout: 'Este layout não aceita a interação do desafio publicado.',
  layoutNotForInteraction: 'Este layout não aceita a interação escolhida.',
  incomplete: 'Complete todas as etapas antes de publicar o desafio.',
  externalOriginNotAllowed: 'Este endereço de jogo não está liberado para a plataforma.',
  statusNotAllowed: 'Não é possível mudar o desafio para esta situação.',
  invalidBackground: 'Use uma imagem enviada para este desafio ou um endereço https.',
  editPublished: 'Este desafio já foi publicado: altere-o pela edição, não pelas etapas de criação.',
  unknownBncc: 'Escolha códigos da BNCC da lista.',
  unknownGrade: 'Escolha séries da lista.',
  published: 'Desafio publicado com sucesso!',
  draftDeleted: 'Rascunho excluído.',
  shareFailure: 'Houve um erro ao gerar a URL do jogo.',
  ratingSent: 'Avaliação enviada com sucesso!',
  ratingFailure: 'Erro ao enviar avaliação!',
  alreadyUsed: '* Desafio já utilizado',
  ratingQuestion: 'O que achou deste conteúdo?',
  fullscreen: 'Tela cheia',
  exitFullscreen: 'Sair da tela cheia',
  rotate: 'Ative a rotação de tela do dispositivo',
  copied: 'Copiado!',
} as const;

const contentId = z.string().trim().min(1).max(64);
const title = z.string().trim().min(1, 'Informe o título do desafio.').max(120);
const objective = z.string().trim().max(500);

/** step_one: creates the draft (or, with is_update, changes a content's basic info). */
export const factoryStepOneSchema = z
  .object({
    is_update: z.boolean().default(false),
    oed_content_id: contentId.optional(),
    title,
    objective: objective.default(''),
    interaction: z.enum(INTERACTIONS),
  })
  .strict();

export const factoryStepTwoSchema = z
  .object({
    is_update: z.boolean().default(false),
    oed_content_id: contentId,
    engine: z.enum(GAME_ENGINES).default('ava'),
    layout: z.enum(GAME_LAYOUT_IDS),
    variation: z.enum(GAME_VARIATION_IDS),
    /** Only for engine 'diversos': an HTML5 game from an origin the platform allows. */
    external_url: z.string().trim().url().max(500).nullable().default(null),
  })
  .strict();

/** step_three: the rounds, checked with gameContentDataFor(interaction) by the server. */
export const factoryStepThreeSchema = z
  .object({
    is_update: z.boolean().default(false),
    oed_content_id: contentId,
    data: z.unknown(),
    settings: gameSettingsSchema,
  })
  .strict();

const bnccCode = z.string().trim().min(1).max(30);
export const factoryStepFourSchema = z
  .object({
    is_update: z.boolean().default(false),
    oed_content_id: contentId,
    keywords: z.array(z.string().trim().min(2).max(60)).max(20).default([]),
    bncc: z.array(bnccCode).max(20).default([]),
    classification: z.object({
      grade_ids: z.array(z.number().int()).min(1, 'Escolha ao menos uma série.').max(20),
      subject: z.string().trim().min(1, 'Escolha a disciplina.').max(60),
    }),
    tags: z.array(z.string().trim().min(2).max(40)).max(20).default([]),
    pcd_sign: z.boolean().default(false),
    pcd_voice: z.boolean().default(false),
  })
  .strict();

/** step_five: finalise; publish makes it active, else it stays a draft (validContent tells). */
export const factoryStepFiveSchema = z
  .object({
    is_update: z.boolean().default(false),
    oed_content_id: contentId,
    publish: z.boolean(),
  })
  .strict();

export const factoryContentIdQuerySchema = z.object({ oed_content_id: contentId });

/** The 'Challenge content draft' of document 1 section 3, as the factory reads it back. */
export const gameContentDraftSchema = z.object({
  oed_content_id: z.string(),
  uid: z.string(),
  step: z.number().int().min(1).max(5),
  status: z.enum(GAME_CONTENT_STATUSES),
  title: z.string(),
  objective: z.string(),
  interaction: z.enum(INTERACTIONS),
  engine: z.enum(GAME_ENGINES),
  variation: z.string().nullable(),
  layout: z.string().nullable(),
  external_url: z.string().nullable(),
  data: z.unknown().nullable(),
  settings: gameSettingsSchema.nullable(),
  keywords: z.array(z.string()),
  bncc: z.record(z.string(), z.string()),
  classification: z.object({ grade_ids: z.array(z.number().int()), subject: z.string().nullable() }),
  tags: z.array(z.string()),
  pcd_sign: z.boolean(),
  pcd_voice: z.boolean(),
  /** Every step filled and the data valid for the interaction and layout. */
  validContent: z.boolean(),
  isFinished: z.boolean(),
});
export type GameContentDraft = z.infer<typeof gameContentDraftSchema>;

export const findDraftResponseSchema = z.object({ draft: gameContentDraftSchema.nullable() });

/** PUT /contents/update_status (main side) and PATCH /games/update_status (game side). */
export const gameStatusUpdateSchema = z
  .object({ oed_content_id: contentId, status: z.enum(GAME_CONTENT_STATUSES) })
  .strict();
export const gameStatusResponseSchema = z.object({
  oed_content_id: z.string(),
  status: z.enum(GAME_CONTENT_STATUSES),
});

/**
 * The status changes allowed (ours; the spec names the statuses only). Publishing a draft also
 * needs validContent; 'deleted' is final. Who: the author, or a coordinator or an administrator
 * of the platform; blocking and unblocking (blocked -> active) only an administrator.
 */
export const GAME_STATUS_TRANSITIONS: Record<GameContentStatus, readonly GameContentStatus[]> = {
  draft: ['active', 'deleted'],
  active: ['draft', 'archived', 'blocked', 'deleted'],
  archived: ['active', 'deleted'],
  blocked: ['active', 'deleted'],
  deleted: [],
};

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** POST /games/complete/search (the platform's own and shared contents) and /external/games/search. */
export const gameSearchSchema = z
  .object({
    search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    interactions: z.preprocess(emptyToUndefined, z.array(z.enum(INTERACTIONS)).max(8).optional()),
    layouts: z.preprocess(emptyToUndefined, z.array(z.enum(GAME_LAYOUT_IDS)).max(8).optional()),
    grade_ids: z.preprocess(emptyToUndefined, z.array(z.number().int()).max(20).optional()),
    subjects: z.preprocess(emptyToUndefined, z.array(z.string().trim().max(60)).max(20).optional()),
    bncc: z.preprocess(emptyToUndefined, z.array(bnccCode).max(20).optional()),
    difficulty: z.preprocess(emptyToUndefined, z.array(z.enum(GAME_DIFFICULTIES)).max(3).optional()),
    status: z.preprocess(emptyToUndefined, z.array(z.enum(GAME_CONTENT_STATUSES)).max(5).optional()),
    /** Only the caller's own contents (the factory's list). */
    mine: z.boolean().optional(),
    favorites_only: z.boolean().optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    per_page: z.number().int().min(1).max(60).default(12),
  })
  .strict();
export type GameSearchRequest = z.input<typeof gameSearchSchema>;

/** A search result, typed 'challenges' for the materials card (document 3 section 3). */
export const gameSearchResultSchema = z.object({
  type: z.literal('challenges'),
  oed_content_id: z.string(),
  title: z.string(),
  objective: z.string(),
  interaction: z.enum(INTERACTIONS),
  layout: z.string().nullable(),
  layout_id: z.string().nullable(),
  engine: z.enum(GAME_ENGINES),
  status: z.enum(GAME_CONTENT_STATUSES),
  difficulty: z.enum(GAME_DIFFICULTIES),
  subject: z.string().nullable(),
  grade_ids: z.array(z.number().int()),
  bncc: z.record(z.string(), z.string()),
  keywords: z.array(z.string()),
  pcd_sign: z.boolean(),
  pcd_voice: z.boolean(),
  author: z.object({ id: z.string(), name: z.string() }),
  is_author: z.boolean(),
  favorite: z.boolean(),
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
  /** The caller already played it for a score ('* Desafio já utilizado'). */
  game_used: z.boolean(),
  /** A library content every platform may find and play (read-only outside its own). */
  shared: z.boolean(),
  updated_at: z.string(),
});
export type GameSearchResult = z.infer<typeof gameSearchResultSchema>;

export const gameSearchResponseSchema = z.object({
  cdn: z.string(),
  total: z.number().int(),
  results: z.array(gameSearchResultSchema),
});
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;

export const gameFavoriteSchema = z.object({ oed_content_id: contentId, favorite: z.boolean() }).strict();
export const gameFavoriteResponseSchema = z.object({ oed_content_id: z.string(), favorite: z.boolean() });

/** GET /filters/games: the options of the catalogue's filters. */
export const gameFiltersResponseSchema = z.object({
  interactions: z.array(z.object({ id: z.enum(INTERACTIONS), name: z.string() })),
  layouts: z.array(z.object({ id: z.string(), name: z.string() })),
  subjects: z.array(z.string()),
  grades: z.array(z.object({ id: z.number().int(), name: z.string() })),
  difficulties: z.array(z.object({ id: z.enum(GAME_DIFFICULTIES), name: z.string() })),
});

/**
 * GET /contents/random: the daily challenge, one active content of a stage, the same for every
 * student of that stage on a day in São Paulo. A student gets their own stage; others name one.
 */
export const dailyChallengeQuerySchema = z.object({
  stage: z.preprocess(emptyToUndefined, z.enum(STAGES).optional()),
});
export const dailyChallengeResponseSchema = z.object({
  /** YYYY-MM-DD in São Paulo. */
  day: z.string(),
  stage: z.enum(STAGES).nullable(),
  content: gameSearchResultSchema.nullable(),
});
export type DailyChallengeResponse = z.infer<typeof dailyChallengeResponseSchema>;

/** GET /reports/challenges_xlsx: the caller's challenges, or the platform's (coordinators, administrators). */
export const challengesReportQuerySchema = z.object({ scope: z.enum(['mine', 'platform']).default('mine') });

/** PATCH /games/rating: 0 clears the caller's rating (document 3 section 3). */
export const GAME_RATING_MAX = 5;
export const gameRatingSchema = z
  .object({ oed_content_id: contentId, rating: z.number().int().min(0).max(GAME_RATING_MAX) })
  .strict();
export const gameRatingResponseSchema = z.object({
  oed_content_id: z.string(),
  rating: z.number().nullable(),
  user_rating: z.number().int().nullable(),
});
/** The rating widget shows -1 or empty as 4.5 (document 3 section 5). */
export const DEFAULT_SHOWN_RATING = 4.5;
export const shownRating = (rating: number | null | undefined) =>
  rating == null || rating < 0 ? DEFAULT_SHOWN_RATING : rating;

/**
 * POST /games/play: a play token for one content and the caller, for the game URL's token
 * parameter (never the session token). Students play scored; everyone else in sandbox.
 */
export const gamePlayRequestSchema = z.object({ oed_content_id: contentId }).strict();
export const gamePlayResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  sandbox: z.boolean(),
  engine: z.enum(GAME_ENGINES),
  layout: z.string().nullable(),
  layout_id: z.string().nullable(),
  /** The frame's address with every game URL parameter. */
  url: z.string(),
});
export type GamePlayResponse = z.infer<typeof gamePlayResponseSchema>;

/** GET /interactions/list, /layouts/list, /variations/list. */
export const interactionsListResponseSchema = z.object({
  interactions: z.array(z.object({ id: z.enum(INTERACTIONS), name: z.string(), guide: z.string() })),
});
export const layoutsListResponseSchema = z.object({
  layouts: z.array(z.object({ id: z.string(), name: z.string(), interactions: z.array(z.enum(INTERACTIONS)) })),
});
export const variationsListResponseSchema = z.object({
  variations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      time_limit: z.number().int().nullable(),
      lives: z.number().int().nullable(),
      hints: z.boolean(),
    }),
  ),
});
