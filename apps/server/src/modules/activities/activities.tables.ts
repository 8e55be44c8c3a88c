import type { ActivityConfig } from '@ava/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
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

/**
 * An activity of any kind (document 2 section 3). `kind` is the product's name for it;
 * the single-letter `activity_type` code of the spec is derived from it in contracts.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    teacher_id: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    start_time: timestamp('start_time', { withTimezone: true }),
    end_time: timestamp('end_time', { withTimezone: true }),
    workload: integer('workload'),
    bncc: jsonb('bncc').$type<string[]>().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    layout: text('layout'),
    /** Sanitised HTML. */
    details: text('details').notNull().default(''),
    config: jsonb('config').$type<ActivityConfig>().notNull().default({}),
    image_url: text('image_url'),
    observation: text('observation'),
    general_notes: text('general_notes'),
    /** The last creation step saved (1 to 4); a draft until published. */
    creation_step: smallint('creation_step').notNull().default(1),
    published: boolean('published').notNull().default(false),
    /** Main service act_status: 1 active, 2/3 finished, 4 not active. */
    act_status: smallint('act_status').notNull().default(1),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    concluded_at: timestamp('concluded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('activities_platform_classroom_idx').on(t.platform_id, t.classroom_id),
    index('activities_teacher_idx').on(t.teacher_id),
    // The educator's list and export walk a classroom's activities newest first.
    index('activities_classroom_created_idx').on(t.classroom_id, t.created_at, t.id),
  ],
);

/** A student assigned to an activity, with their submission and its evaluation. */
export const activityStudents = pgTable(
  'activity_students',
  {
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Delivery status: 3 sent, 5 redo asked, else pending (document 2 section 4). */
    status: smallint('status').notNull().default(1),
    /** Sanitised HTML (essay text carries its font-size tag). */
    response_text: text('response_text'),
    draft: boolean('draft').notNull().default(true),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    pokz: integer('pokz').notNull().default(0),
    teacher_comment: text('teacher_comment'),
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }),
    reached_goal: boolean('reached_goal').notNull().default(false),
    last_access_at: timestamp('last_access_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.student_id] }),
    // Both cover the school reports' reading of a student's and an activity's rows (modules/reports).
    index('activity_students_student_idx').on(t.platform_id, t.student_id, t.activity_id, t.status, t.score, t.pokz),
    index('activity_students_activity_report_idx').on(
      t.activity_id,
      t.platform_id,
      t.student_id,
      t.status,
      t.score,
      t.pokz,
    ),
  ],
);

export const activityFavorites = pgTable(
  'activity_favorites',
  {
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.user_id] })],
);

/** A file a student attached to a submission; the bytes live in the storage service. */
export const activityFiles = pgTable(
  'activity_files',
  {
    id: id(),
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps,
  },
  (t) => [index('activity_files_activity_student_idx').on(t.activity_id, t.student_id)],
);
