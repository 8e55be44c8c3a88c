import type { SeasonReward } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms, schools } from '../tenancy/tenancy.tables.ts';

/**
 * A student's scored challenges of one month (yyyymm, São Paulo's calendar): the sum of their
 * scores and their count, kept in the transaction that records each result (`game_results`), so
 * a ranking reads a row per student and month instead of every play. The place (school,
 * classroom, grade) is the student's when they last scored that month.
 */
export const hallOfFameTotals = pgTable(
  'hall_of_fame_totals',
  {
    platform_id: platformRef(),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year_month: integer('year_month').notNull(),
    school_id: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    classroom_id: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'set null' }),
    grade_id: smallint('grade_id'),
    score_sum: doublePrecision('score_sum').notNull(),
    games_played: integer('games_played').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.year_month] }),
    // Covering: a school's or a classroom's months are read from the index alone.
    index('hall_of_fame_totals_school_idx').on(
      t.platform_id,
      t.school_id,
      t.year_month,
      t.student_id,
      t.score_sum,
      t.games_played,
      t.grade_id,
      t.classroom_id,
    ),
    index('hall_of_fame_totals_classroom_idx').on(
      t.platform_id,
      t.classroom_id,
      t.year_month,
      t.student_id,
      t.score_sum,
      t.games_played,
    ),
  ],
);

/**
 * A season of the hall of fame: whole months (yyyymm) and the rewards of the positions reached
 * over them. Names are unique per platform (the seed finds its seasons by name).
 */
export const hallOfFameSeasons = pgTable(
  'hall_of_fame_seasons',
  {
    id: id(),
    platform_id: platformRef(),
    name: text('name').notNull(),
    start_month: integer('start_month').notNull(),
    end_month: integer('end_month').notNull(),
    rewards: jsonb('rewards').$type<SeasonReward[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('hall_of_fame_seasons_name_key').on(t.platform_id, t.name)],
);

/**
 * A student's claim of their reward of a season, once (the unique key decides between two
 * claims at once), with what it paid and the positions it was paid for.
 */
export const hallOfFameRewardClaims = pgTable(
  'hall_of_fame_reward_claims',
  {
    id: id(),
    platform_id: platformRef(),
    season_id: uuid('season_id')
      .notNull()
      .references(() => hallOfFameSeasons.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pokz: integer('pokz').notNull(),
    badges: text('badges').array().notNull().default([]),
    classroom_position: integer('classroom_position'),
    school_position: integer('school_position'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hall_of_fame_reward_claims_season_student_key').on(t.season_id, t.student_id),
    index('hall_of_fame_reward_claims_student_idx').on(t.platform_id, t.student_id),
  ],
);
