import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** Rows one erasure removed and anonymised in a table. */
export type ErasedTable = { removed: number; anonymised: number };

/**
 * What an erasure of a person's data did (issue 27 part 4), kept without personal data: no user
 * id, no name; when, why, who asked (their role) and how many rows and files went, per table.
 */
export const erasureRecords = pgTable(
  'erasure_records',
  {
    id: id(),
    platform_id: platformRef(),
    reason: text('reason').$type<'request' | 'retention'>().notNull(),
    requested_by_role: text('requested_by_role').notNull(),
    tables: jsonb('tables').$type<Record<string, ErasedTable>>().notNull(),
    files_removed: integer('files_removed').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erasure_records_platform_idx').on(t.platform_id, t.created_at)],
);

/** A platform's retention period of a category of personal data (issue 27 part 6); no row: the default. */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    platform_id: platformRef(),
    category: text('category').notNull(),
    months: integer('months').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform_id, t.category] })],
);

/** What one daily retention run did on a platform: rows removed per category, accounts erased. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: id(),
    platform_id: platformRef(),
    removed: jsonb('removed').$type<Record<string, number>>().notNull(),
    accounts_erased: integer('accounts_erased').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retention_runs_platform_idx').on(t.platform_id, t.created_at)],
);
