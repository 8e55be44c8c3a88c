import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { gameContents } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** An arcade game of a platform's park: a challenge content, played for its price in credits. */
export const parkGames = pgTable(
  'park_games',
  {
    id: id(),
    platform_id: platformRef(),
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('park_games_content_key').on(t.platform_id, t.content_id),
    check('park_games_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * What a student spent of their park credits: a day ticket or one play of an arcade game. Never
 * changed but for a ticket's check-in. The credits a student holds are those of the park packs
 * they bought in the store less these; `answer` is what the checkout answered, given again to a
 * retry of its key.
 */
export const parkSpends = pgTable(
  'park_spends',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ticket' | 'game'>().notNull(),
    credits: integer('credits').notNull(),
    game_id: uuid('game_id').references(() => parkGames.id),
    /** A ticket's São Paulo day (yyyy-MM-dd). */
    day: text('day'),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    idempotency_key: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('park_spends_key').on(t.user_id, t.idempotency_key),
    uniqueIndex('park_spends_one_ticket_a_day').on(t.user_id, t.day).where(sql`${t.kind} = 'ticket'`),
    index('park_spends_user_idx').on(t.platform_id, t.user_id, t.created_at),
    check('park_spends_credits_positive', sql`${t.credits} > 0`),
    check(
      'park_spends_kind',
      sql`(${t.kind} = 'ticket' and ${t.day} is not null) or (${t.kind} = 'game' and ${t.game_id} is not null)`,
    ),
  ],
);

/**
 * The play a game checkout paid for (one per checkout): the latest play token the frame holds, and
 * once finished the score computed from its answers.
 */
export const parkArcades = pgTable(
  'park_arcades',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkout_id: uuid('checkout_id')
      .notNull()
      .references(() => parkSpends.id, { onDelete: 'cascade' }),
    game_id: uuid('game_id')
      .notNull()
      .references(() => parkGames.id),
    score: doublePrecision('score'),
    right_rounds: smallint('right_rounds'),
    total_rounds: smallint('total_rounds'),
    elapsed_seconds: integer('elapsed_seconds'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('park_arcades_checkout_key').on(t.checkout_id),
    index('park_arcades_user_idx').on(t.user_id, t.game_id),
  ],
);
