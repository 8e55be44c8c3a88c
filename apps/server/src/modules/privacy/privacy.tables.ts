import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * Reads of a child's data by someone other than the child or their guardian (issue 27 part 5).
 * Append-only: migration 0045's trigger refuses every update and delete unless the transaction
 * says it erases a person's data (`ava.erasure`): an erasure, or the retention run's removal of old reads.
 * No foreign keys: the log outlives neither the child nor the reader by a cascade, only by erasure.
 */
export const dataAccessLog = pgTable(
  'data_access_log',
  {
    id: id(),
    platform_id: platformRef(),
    student_id: uuid('student_id').notNull(),
    reader_id: uuid('reader_id').notNull(),
    reader_role: text('reader_role').notNull(),
    what: text('what').notNull(),
    /** The activity (or other record) read, when the route names one. */
    resource_id: uuid('resource_id'),
    route: text('route').notNull(),
    ip: text('ip').notNull(),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_access_log_student_idx').on(t.platform_id, t.student_id, t.created_at)],
);
