import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * Time a user spent on the platform per day (America/Sao_Paulo): active seconds from the
 * 10-second time log, and interaction seconds from compute_time. The last times let the
 * server credit no more than the wall clock allows, however many tabs report.
 */
export const timeLogs = pgTable(
  'time_logs',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    active_seconds: integer('active_seconds').notNull().default(0),
    interaction_seconds: integer('interaction_seconds').notNull().default(0),
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    last_interaction_at: timestamp('last_interaction_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
