import { bigint, date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * The sums of one activity's student rows (activity_students), so that a report over a school
 * reads one row per activity instead of one per student. Kept by a trigger on activity_students'
 * writes (migration 0042, README 'Rollups'): no code writes it, every write path keeps it exact.
 */
export const reportActivityTotals = pgTable('report_activity_totals', {
  activity_id: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  /** Student rows, those sent (status 3), and the graded ones' score sum and count. */
  assigned: integer('assigned').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  score_sum: numeric('score_sum').notNull().default('0'),
  score_count: integer('score_count').notNull().default(0),
  /** Pokz of the rows, each < 0 counted as 0. */
  pokz: bigint('pokz', { mode: 'number' }).notNull().default(0),
});

/**
 * A user's time on the platform per month (first day of the month, America/Sao_Paulo days), the
 * sum of their time_logs of that month; kept by a trigger on time_logs (migration 0042).
 */
export const reportTimeMonths = pgTable(
  'report_time_months',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    platform_id: platformRef(),
    active_seconds: bigint('active_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.month] })],
);
