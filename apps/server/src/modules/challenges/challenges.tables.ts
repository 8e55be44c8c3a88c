import {
  GAME_CONTENT_STATUSES,
  type GameContentData,
  type GameEngine,
  type GameScoreResult,
  type GameSettings,
  type Interaction,
  type LevelRequisition,
  type ScoredRound,
  type ScoringRule,
} from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const gameContentStatusEnum = pgEnum('game_content_status', GAME_CONTENT_STATUSES);

/**
 * A challenge of the factory (document 3 'Challenge authoring' and 'Challenge content draft'):
 * its id is the oed_content_id. `step` is the last factory step saved; `finished` is set by the
 * last step, so an unfinished draft is what find_draft gives back. A `shared` content is library
 * content every platform finds and plays; only its own platform changes it.
 */
export const gameContents = pgTable(
  'game_contents',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seed's key of a library content, so the seed adds it once. */
    seed_key: text('seed_key'),
    step: smallint('step').notNull().default(1),
    finished: boolean('finished').notNull().default(false),
    status: gameContentStatusEnum('status').notNull().default('draft'),
    title: text('title').notNull(),
    objective: text('objective').notNull().default(''),
    interaction: text('interaction').$type<Interaction>().notNull(),
    engine: text('engine').$type<GameEngine>().notNull().default('ava'),
    layout: text('layout'),
    variation: text('variation'),
    external_url: text('external_url'),
    data: jsonb('data').$type<GameContentData>(),
    settings: jsonb('settings').$type<GameSettings>(),
    keywords: text('keywords').array().notNull().default([]),
    bncc: jsonb('bncc').$type<Record<string, string>>().notNull().default({}),
    grade_ids: smallint('grade_ids').array().notNull().default([]),
    subject: text('subject'),
    tags: text('tags').array().notNull().default([]),
    pcd_sign: boolean('pcd_sign').notNull().default(false),
    pcd_voice: boolean('pcd_voice').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    /** Preferred by the daily challenge's pick. */
    daily: boolean('daily').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_contents_seed_key').on(t.platform_id, t.seed_key),
    index('game_contents_platform_status_idx').on(t.platform_id, t.status),
    index('game_contents_author_idx').on(t.author_id, t.updated_at),
    index('game_contents_shared_idx').on(t.status).where(sql`${t.shared}`),
  ],
);

/** Each user's favourites; `platform_id` is the user's (a shared content may be another platform's). */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.content_id, t.user_id] }), index('game_favorites_user_idx').on(t.user_id)],
);

/** One rating per user, 1 to 5; 0 clears it (document 3 'Rating payload'). */
export const gameRatings = pgTable(
  'game_ratings',
  {
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    rating: smallint('rating').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.content_id, t.user_id] })],
);

/**
 * A play token (POST /games/play): short-lived, for one content and one user, stored as its
 * SHA-256. The game frame reads the content and its score is recorded with it, never with
 * the session token.
 */
export const gamePlayTokens = pgTable(
  'game_play_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    /** A non-student's play: scored for them to see, recorded nowhere. */
    sandbox: boolean('sandbox').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_play_tokens_user_idx').on(t.user_id, t.expires_at)],
);

/**
 * A student's scored play (POST /game_results/calculate_score), one per play token. K (homework)
 * and LT (trail) carry the activity or trail id in `scoring_id`, V the day's content, L none.
 * `answer` is what calculate_score answered, given again to a replay of the same token; `rounds`
 * each answered round's share right, which the homework's results per round count.
 */
export const gameResults = pgTable(
  'game_results',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    play_token_hash: text('play_token_hash').notNull(),
    scoring_rule: text('scoring_rule').$type<ScoringRule>().notNull(),
    scoring_id: text('scoring_id'),
    score: doublePrecision('score').notNull(),
    pokz: integer('pokz').notNull(),
    right_rounds: smallint('right_rounds').notNull(),
    total_rounds: smallint('total_rounds').notNull(),
    elapsed_seconds: integer('elapsed_seconds').notNull().default(0),
    rounds: jsonb('rounds').$type<ScoredRound[]>().notNull().default([]),
    answer: jsonb('answer').$type<GameScoreResult>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_results_play_token_key').on(t.play_token_hash),
    index('game_results_user_idx').on(t.platform_id, t.user_id),
    index('game_results_scoring_idx').on(t.platform_id, t.scoring_rule, t.scoring_id),
    index('game_results_content_idx').on(t.content_id),
  ],
);

/** A platform's levels, each with what must be done to reach it (none for the first). */
export const gameLevels = pgTable(
  'game_levels',
  {
    platform_id: platformRef(),
    level: smallint('level').notNull(),
    color: text('color'),
    image_url: text('image_url'),
    requisitions: jsonb('requisitions').$type<LevelRequisition[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.platform_id, t.level] })],
);

/** The BNCC catalogue (code -> description), national and shared by every platform, filled by the seed. */
export const bnccCodes = pgTable('bncc_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  ...timestamps,
});
