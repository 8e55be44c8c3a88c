import type { ConsentDecider, ConsentPurpose } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * Reads of a child's data by someone other than the child or their guardian (issue 27 part 5).
 * Append-only: migration 0045's trigger refuses every update and delete unless the transaction
 * says it erases a person's data (`ava.erasure`), which only the deletion of an account does.
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
