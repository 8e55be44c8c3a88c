import type { ConsentDecider, ConsentPurpose, PrivacyRequestKind, PrivacyRequestStatus } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Every consent decision (issue 27 part 2), append-only: a withdrawal is a new row with
 * `granted = false`; the current consent is a person's latest row for the purpose. Deleted with
 * the person (cascade); the decider is kept by id and role only (no cascade from them).
 */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: id(),
    platform_id: platformRef(),
    subject_id: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_as: text('decided_as').$type<ConsentDecider>().notNull(),
    text_version: text('text_version').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order decisions were recorded in (two may share an instant): the latest is the current one. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('consent_decisions_subject_idx').on(t.subject_id, t.purpose, t.seq)],
);

/**
 * The current consents, one row per person and purpose granted now: written with each decision
 * in its transaction (a withdrawal deletes the row). Features read it by its primary key, and a
 * ranking keeps only its students with a row (a semi-join over a small table).
 */
export const consentsGranted = pgTable(
  'consents_granted',
  {
    subject_id: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    platform_id: platformRef(),
    decision_id: uuid('decision_id')
      .notNull()
      .references(() => consentDecisions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subject_id, t.purpose] })],
);

/** True when the person (a uuid column or value) has the purpose granted now: for other modules' queries. */
export const consentGranted = (subject: SQL | AnyPgColumn, purpose: ConsentPurpose): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${consentsGranted} where ${consentsGranted.subject_id} = ${subject} and ${consentsGranted.purpose} = ${purpose})`;
