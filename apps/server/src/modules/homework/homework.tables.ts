import { doublePrecision, foreignKey, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { gameContents, gameResults } from '../challenges/challenges.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * The challenges of a tarefa (document 2 'Homework game'), in the teacher's order: `position`
 * from 1 is the game's `id` in the answers. A challenge may be another platform's shared one.
 */
export const activityGames = pgTable(
  'activity_games',
  {
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The activity's platform. */
    platform_id: platformRef(),
    content_id: uuid('content_id')
      .notNull()
      .references(() => gameContents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.content_id] }), index('activity_games_content_idx').on(t.content_id)],
);

/**
 * A play counted for a student's tarefa: one scored play (`game_results`, rule K, scoring id the
 * activity) per challenge, the first one sent. The key makes a play never count twice.
 */
export const homeworkGameResults = pgTable(
  'homework_game_results',
  {
    activity_id: uuid('activity_id').notNull(),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_id: uuid('content_id').notNull(),
    platform_id: platformRef(),
    game_result_id: uuid('game_result_id')
      .notNull()
      .unique('homework_game_results_game_result_key')
      .references(() => gameResults.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    pokz: integer('pokz').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.student_id, t.content_id] }),
    // Only a challenge of the tarefa counts; removing it (before anyone played) drops nothing else.
    foreignKey({
      name: 'homework_game_results_game_fk',
      columns: [t.activity_id, t.content_id],
      foreignColumns: [activityGames.activity_id, activityGames.content_id],
    }).onDelete('cascade'),
    index('homework_game_results_content_idx').on(t.activity_id, t.content_id),
  ],
);
