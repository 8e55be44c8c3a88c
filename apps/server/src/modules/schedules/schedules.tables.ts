import { SCHEDULE_TYPES } from '@ava/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';

export const scheduleTypeEnum = pgEnum('schedule_type', SCHEDULE_TYPES);
export const authorizationDecisionEnum = pgEnum('schedule_decision', ['authorized', 'refused']);

/** One agenda item; `status` holds the numbers of document 3 section 4 (draft 3 on creation). */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: scheduleTypeEnum('type').notNull(),
    status: smallint('status').notNull(),
    title: text('title').notNull(),
    start_date: timestamp('start_date', { withTimezone: true }),
    end_date: timestamp('end_date', { withTimezone: true }),
    all_day: boolean('all_day').notNull().default(false),
    location: text('location').notNull().default(''),
    /** Sanitised rich text. */
    content: text('content').notNull().default(''),
    authorization_text: text('authorization_text').notNull().default(''),
    /** A survey's questions: [{ id, text, multiple, options: [{ id, text }] }]. */
    questions: jsonb('questions')
      .$type<{ id: string; text: string; multiple: boolean; options: { id: string; text: string }[] }[]>()
      .notNull()
      .default([]),
    published_at: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('schedules_platform_author_idx').on(t.platform_id, t.author_id)],
);

/** The audience of an item. */
export const scheduleClassrooms = pgTable(
  'schedule_classrooms',
  {
    schedule_id: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.schedule_id, t.classroom_id] }),
    index('schedule_classrooms_classroom_idx').on(t.classroom_id),
  ],
);

/** Messages the educator adds to an item (step 4 of the editor, and follow-ups once published). */
export const scheduleMessages = pgTable(
  'schedule_messages',
  {
    id: id(),
    schedule_id: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [index('schedule_messages_schedule_idx').on(t.schedule_id)],
);

/**
 * One row per guardian and child, made when the item is published for the guardians of the
 * audience's students; it keeps what that guardian did about that child.
 */
export const scheduleRecipients = pgTable(
  'schedule_recipients',
  {
    platform_id: platformRef(),
    schedule_id: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    guardian_id: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    decision: authorizationDecisionEnum('decision'),
    /** Chosen option ids of a survey. */
    answers: jsonb('answers').$type<string[]>().notNull().default([]),
    favorite: boolean('favorite').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** The pending signature code (SHA-256), its expiry and the tries left. */
    code_hash: text('code_hash'),
    code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
    code_tries: integer('code_tries').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.schedule_id, t.guardian_id, t.student_id] }),
    index('schedule_recipients_guardian_idx').on(t.platform_id, t.guardian_id),
  ],
);

/** The secret of a guardian's iCalendar feed; a new secret revokes the old address. */
export const scheduleFeeds = pgTable('schedule_feeds', {
  guardian_id: uuid('guardian_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  token: text('token').notNull().unique(),
  ...timestamps,
});
