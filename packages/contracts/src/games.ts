import { z } from 'zod';
import { gameContentDataSchema, INTERACTIONS, type Interaction } from './game-content.ts';
import { gameAnswersSchema } from './game-scoring.ts';

/**
 * The game layer's catalogue (document 3 sections 2, 3, 5 and 9): engines, layouts,
 * variations, content statuses, scoring rules, the game URL and the messages between the
 * game frame and the page that holds it.
 */

/** 'ava' is our own runtime (apps/games); 'diversos' embeds an allowed external HTML5 game. */
export const GAME_ENGINES = ['ava', 'diversos'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** Factory content statuses (document 3 section 3). */
export const GAME_CONTENT_STATUSES = ['active', 'draft', 'blocked', 'archived', 'deleted'] as const;
export type GameContentStatus = (typeof GAME_CONTENT_STATUSES)[number];

export const GAME_CONTENT_STATUS_LABELS: Record<GameContentStatus, string> = {
  active: 'Publicado',
  draft: 'Rascunho',
  blocked: 'Bloqueado',
  archived: 'Arquivado',
  deleted: 'Excluído',
};

/** Visual themes of the runtime, drawn in SVG and CSS; each plays the interactions it lists. */
export const GAME_LAYOUTS = [
  { id: 'floresta', name: 'Floresta encantada', interactions: INTERACTIONS },
  { id: 'oceano', name: 'Fundo do mar', interactions: INTERACTIONS },
  { id: 'espaco', name: 'Viagem ao espaço', interactions: INTERACTIONS },
  {
    id: 'fazendinha',
    name: 'Fazendinha',
    interactions: ['multiple_choice', 'true_false', 'matching', 'memory', 'categories', 'ordering'],
  },
] as const satisfies readonly { id: string; name: string; interactions: readonly Interaction[] }[];
export type GameLayoutId = (typeof GAME_LAYOUTS)[number]['id'];
export const GAME_LAYOUT_IDS = GAME_LAYOUTS.map((layout) => layout.id) as [GameLayoutId, ...GameLayoutId[]];

export function layoutPlays(layoutId: string, interaction: Interaction): boolean {
  const layout = GAME_LAYOUTS.find((candidate) => candidate.id === layoutId);
  return !!layout && (layout.interactions as readonly Interaction[]).includes(interaction);
}

/** Variations (document 3 section 3): how a game is played, whatever its content. */
export const GAME_VARIATIONS = [
  { id: 'livre', name: 'Livre', time_limit: null, lives: null, hints: true },
  { id: 'contra-o-tempo', name: 'Contra o tempo', time_limit: 120, lives: null, hints: false },
  { id: 'tres-vidas', name: 'Três vidas', time_limit: null, lives: 3, hints: true },
  { id: 'desafio-total', name: 'Desafio total', time_limit: 180, lives: 3, hints: false },
] as const satisfies readonly {
  id: string;
  name: string;
  /** Seconds for the whole game; null for no limit. */
  time_limit: number | null;
  lives: number | null;
  hints: boolean;
}[];
export type GameVariationId = (typeof GAME_VARIATIONS)[number]['id'];
export const GAME_VARIATION_IDS = GAME_VARIATIONS.map((variation) => variation.id) as [
  GameVariationId,
  ...GameVariationId[],
];
export const gameVariation = (id: string) =>
  GAME_VARIATIONS.find((variation) => variation.id === id) ?? GAME_VARIATIONS[0];

/** The game frame's aspect ratio: 16:9 for Unity-type games, 17:10 for every other (document 3 section 9). */
export const GAME_ASPECT_RATIO = { unity: 1920 / 1080, default: 17 / 10 } as const;

/**
 * Scoring rules of POST /game_results/calculate_score. The specification names the letters
 * K (homework), LT (trail) and V as those that carry a scoring id; V is the daily challenge
 * here (its id is the day's challenge), L is free play in the library, which carries none.
 */
export const SCORING_RULES = { homework: 'K', trail: 'LT', daily: 'V', library: 'L' } as const;
export type ScoringRule = (typeof SCORING_RULES)[keyof typeof SCORING_RULES];
export const SCORING_RULES_WITH_ID: readonly ScoringRule[] = ['V', 'K', 'LT'];

/** Game URL parameters (document 3 section 3), read by the runtime from its address. */
export const gameUrlParamsSchema = z.object({
  engine: z.enum(GAME_ENGINES),
  layout: z.string().max(40),
  server_url: z.string().max(300),
  is_mobile: z.enum(['true', 'false']),
  platform: z.string().max(64),
  environment: z.string().max(40),
  sandbox: z.enum(['true', 'false']),
  content_id: z.string().max(64),
  layout_id: z.string().max(40),
  /** A short-lived play token for this content and this user; never the session token. */
  token: z.string().max(200),
});
export type GameUrlParams = z.infer<typeof gameUrlParamsSchema>;

/**
 * The platform theme's config (`configs.external_game_origins`, a list of origins such as
 * 'https://jogos.exemplo.com.br') from which an engine 'diversos' game may be embedded.
 */
export const EXTERNAL_GAME_ORIGINS_CONFIG = 'external_game_origins';

/** GET /educational_contents/games/data_only/{content_id} (read with the play token). */
export const gameDataOnlyParamsSchema = z.object({ content_id: z.string().trim().min(1).max(64) });

/**
 * GET /educational_contents/games/analyze: the factory's preview checks, with the play token,
 * that a content plays with a layout (its own, or layout_id to try another) before it opens.
 */
export const gameAnalyzeQuerySchema = z.object({
  content_id: z.string().trim().min(1).max(64),
  layout_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(40).optional(),
  ),
  token: z.string().min(1).max(200),
});
export const gameAnalyzeResponseSchema = z.object({
  oed_content_id: z.string(),
  title: z.string(),
  engine: z.enum(GAME_ENGINES),
  interaction: z.enum(INTERACTIONS),
  layout: z.string(),
  layout_name: z.string(),
  variation: z.string().nullable(),
  /** Every step filled and the data valid: the preview plays it as students will. */
  valid_content: z.boolean(),
  sandbox: z.boolean(),
});
export type GameAnalyzeResponse = z.infer<typeof gameAnalyzeResponseSchema>;

/** Where the platform's server serves the game runtime (apps/games); the web app frames it from there. */
export const GAME_RUNTIME_PATH = '/games/';

/** Messages between the game frame and the host page; each side checks the other's origin. */
export const GAME_MESSAGE_SOURCE = { frame: 'ava-game', host: 'ava-host' } as const;

export const gameFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE.frame), type: z.literal('ready') }),
  /**
   * Escape pressed in the frame and left alone by the game's own controls: the host acts as if
   * it had been pressed on its page (its dialog closes), which a focused frame otherwise hides.
   */
  z.object({ source: z.literal(GAME_MESSAGE_SOURCE.frame), type: z.literal('escape') }),
  z.object({
    source: z.literal(GAME_MESSAGE_SOURCE.frame),
    type: z.literal('progress'),
    round: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  z.object({
    source: z.literal(GAME_MESSAGE_SOURCE.frame),
    type: z.literal('finish'),
    finish: z.literal(true),
    content_id: z.string().max(64),
    answers: gameAnswersSchema,
    elapsed_seconds: z.number().min(0).max(86_400),
  }),
]);
export type GameFrameMessage = z.infer<typeof gameFrameMessageSchema>;

export const gameHostMessageSchema = z.object({
  source: z.literal(GAME_MESSAGE_SOURCE.host),
  type: z.literal('accessibility'),
  /** pcd_voice: read statements aloud; pcd_sign: show the sign-language support. */
  voice: z.boolean(),
  sign: z.boolean(),
});
export type GameHostMessage = z.infer<typeof gameHostMessageSchema>;

/** POST /game_results/calculate_score (document 2 section 7). */
export const calculateScoreBodySchema = z
  .object({
    scoring_rule: z.enum([SCORING_RULES.homework, SCORING_RULES.trail, SCORING_RULES.daily, SCORING_RULES.library]),
    results: z
      .object({
        /** The play token the frame was opened with. */
        token: z.string().min(1).max(200),
        oed_content_id: z.string().min(1).max(64),
        answers: gameAnswersSchema,
        elapsed_seconds: z.number().min(0).max(86_400).default(0),
      })
      .strict(),
    scoring_id: z.union([z.string().max(64), z.number().int()]).nullish(),
    trail_id: z.union([z.string().max(64), z.number().int()]).nullish(),
    activity_id: z.union([z.string().max(64), z.number().int()]).nullish(),
    mars: z.boolean().optional(),
    mars_trail: z.boolean().optional(),
  })
  .strict();
export type CalculateScoreBody = z.infer<typeof calculateScoreBodySchema>;

/**
 * Levels (document 1 'Levels: each has requisitions, each with a done flag'): what a student
 * must have done, counted over their scored challenges.
 */
export const LEVEL_REQUISITION_KINDS = ['games_played', 'points'] as const;
export type LevelRequisitionKind = (typeof LEVEL_REQUISITION_KINDS)[number];
export const levelRequisitionSchema = z.object({
  kind: z.enum(LEVEL_REQUISITION_KINDS),
  target: z.number().int().min(1),
});
export type LevelRequisition = z.infer<typeof levelRequisitionSchema>;

/** 'Jogar 5 desafios', 'Somar 50 pontos'. */
export function requisitionText({ kind, target }: LevelRequisition): string {
  if (kind === 'games_played') return `Jogar ${target} ${target === 1 ? 'desafio' : 'desafios'}`;
  return `Somar ${target} ${target === 1 ? 'ponto' : 'pontos'}`;
}

/** GET /level/index: the platform's levels, each requisition with the caller's progress. */
export const levelIndexResponseSchema = z.object({
  /** The caller's level. */
  level: z.number().int(),
  levels: z.array(
    z.object({
      level: z.number().int(),
      color: z.string(),
      image_url: z.string().nullable(),
      reached: z.boolean(),
      requisitions: z.array(
        z.object({
          kind: z.enum(LEVEL_REQUISITION_KINDS),
          target: z.number().int(),
          description: z.string(),
          current: z.number(),
          done: z.boolean(),
        }),
      ),
    }),
  ),
});
export type LevelIndexResponse = z.infer<typeof levelIndexResponseSchema>;

export const gameLevelSchema = z.object({
  color: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  level_up: z.boolean(),
});
export type GameLevel = z.infer<typeof gameLevelSchema>;

/** The answer of calculate_score ('Game score result', document 3 section 3). */
export const gameScoreResultSchema = z.object({
  oed_content_id: z.string(),
  score: z.number(),
  pokz: z.number().int(),
  right_rounds: z.number().int(),
  total_rounds: z.number().int(),
  fromTeacher: z.boolean(),
  level: gameLevelSchema,
});
export type GameScoreResult = z.infer<typeof gameScoreResultSchema>;

export const GAME_DIFFICULTIES = ['facil', 'medio', 'dificil'] as const;
export type GameDifficulty = (typeof GAME_DIFFICULTIES)[number];
export const GAME_DIFFICULTY_LABELS: Record<GameDifficulty, string> = {
  facil: 'Fácil',
  medio: 'Médio',
  dificil: 'Difícil',
};

/** How a content plays, set in the factory's data step (document 3 section 3). */
export const gameSettingsSchema = z.object({
  difficulty: z.enum(GAME_DIFFICULTIES).default('facil'),
  /** Minutes the author expects the game to take. */
  time: z.number().int().min(1).max(60).default(5),
  randomize: z.boolean().default(false),
  hide_feedback: z.boolean().default(false),
  case_insensitivity: z.boolean().default(true),
  ignore_diacritics: z.boolean().default(true),
  show_preview: z.boolean().default(true),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/**
 * GET /educational_contents/games/data_only/{content_id}: what the runtime plays, read with
 * the play token of the game URL. For engine 'diversos', external_url is the allowed game.
 */
export const gameDataOnlyResponseSchema = z.object({
  oed_content_id: z.string(),
  title: z.string(),
  objective: z.string(),
  engine: z.enum(GAME_ENGINES),
  interaction: z.enum(INTERACTIONS),
  layout: z.string(),
  variation: z.object({
    id: z.string(),
    name: z.string(),
    time_limit: z.number().int().nullable(),
    lives: z.number().int().nullable(),
    hints: z.boolean(),
  }),
  settings: gameSettingsSchema,
  data: gameContentDataSchema,
  pcd_voice: z.boolean(),
  pcd_sign: z.boolean(),
  external_url: z.string().nullable(),
  /** True when the player is not a student: nothing they do is scored (sandbox). */
  sandbox: z.boolean(),
});
export type GameDataOnlyResponse = z.infer<typeof gameDataOnlyResponseSchema>;
