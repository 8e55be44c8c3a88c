import type { PrivacyRequestKind, PrivacyRequestStatus } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
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

/**
 * A request for a person's data (issue 27 parts 3 and 4): an export or an erasure, asked by a
 * guardian for a dependent or by an adult for themself. After an erasure the row keeps no
 * identifier of the person (`subject_id` and, when they asked themselves, `requested_by` are
 * null) and `summary` holds only the erasure record's id: it never holds personal data.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    platform_id: platformRef(),
    kind: text('kind').$type<PrivacyRequestKind>().notNull(),
    subject_id: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_by_role: text('requested_by_role').notNull(),
    status: text('status').$type<PrivacyRequestStatus>().notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** An export's zip in the file store, its size and how long its link lasts. */
    file_key: text('file_key'),
    file_size: bigint('file_size', { mode: 'number' }),
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
    downloaded_at: timestamp('downloaded_at', { withTimezone: true }),
    download_count: integer('download_count').notNull().default(0),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('privacy_requests_platform_idx').on(t.platform_id, t.created_at),
    index('privacy_requests_requested_by_idx').on(t.requested_by),
    // One open request per person and kind.
    uniqueIndex('privacy_requests_one_open')
      .on(t.subject_id, t.kind)
      .where(sql`${t.status} in ('awaiting_confirmation', 'queued', 'running')`),
  ],
);
