import type { TrailFile, TrailQuestion } from '@ava/contracts';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * A learning trail built in the trail wizard (document 3 sections 3 and 7). `status` uses the
 * exam and trail numbers: active 1, scheduled 2, draft 3, finished 4, archived 5,
 * in_analysis 6, paused 7. `guidance` keeps stored-file links as key placeholders.
 */
export const learningTrails = pgTable(
  'learning_trails',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id activities and other services know the trail by. */
    external_id: text('external_id').notNull(),
    title: text('title').notNull(),
    guidance: text('guidance').notNull().default(''),
    image_key: text('image_key'),
    /** The map theme (TRAIL_MAP_THEMES); '' draws the platform's default. */
    layout: text('layout').notNull().default(''),
    bncc: jsonb('bncc').$type<Record<string, string>>().notNull().default({}),
    keywords: text('keywords').array().notNull().default([]),
    grade_ids: smallint('grade_ids').array().notNull().default([]),
    tags: jsonb('tags').$type<{ id: string; code: string }[]>().notNull().default([]),
    pcd_sign: boolean('pcd_sign').notNull().default(false),
    pcd_voice: boolean('pcd_voice').notNull().default(false),
    status: smallint('status').notNull().default(3),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('learning_trails_platform_external_key').on(t.platform_id, t.external_id),
    index('learning_trails_platform_status_idx').on(t.platform_id, t.status),
  ],
);

/**
 * One step of a trail, listed by `position` (the spec's numeric trail_order). `content` is the
 * text, the video's embed link, or the challenge's id, by `type`; rich text keeps key placeholders.
 */
export const trailItems = pgTable(
  'trail_items',
  {
    id: id(),
    trail_id: uuid('trail_id')
      .notNull()
      .references(() => learningTrails.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull().default(''),
    position: doublePrecision('position').notNull(),
    /** Files the step shows (PDF, image, text file). */
    files: jsonb('files').$type<TrailFile[]>().notNull().default([]),
    /** Files linked from the step's rich text. */
    editor_files: jsonb('editor_files').$type<TrailFile[]>().notNull().default([]),
    /** A quiz step's questions, each with its alternatives. */
    questions: jsonb('questions').$type<TrailQuestion[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('trail_items_trail_order_idx').on(t.trail_id, t.position)],
);

export const trailFavorites = pgTable(
  'trail_favorites',
  {
    trail_id: uuid('trail_id')
      .notNull()
      .references(() => learningTrails.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.trail_id, t.user_id] })],
);

/** One rating per user; 0 clears it. */
export const trailRatings = pgTable(
  'trail_ratings',
  {
    trail_id: uuid('trail_id')
      .notNull()
      .references(() => learningTrails.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.trail_id, t.user_id] })],
);

/** The trail a 'Trilha' activity applies (document 2 'Trail link'). */
export const activityTrails = pgTable(
  'activity_trails',
  {
    activity_id: uuid('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    trail_id: uuid('trail_id')
      .notNull()
      .references(() => learningTrails.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [index('activity_trails_trail_idx').on(t.trail_id)],
);

/** A student's walk through an assigned trail: set when they start, closed when they finish. */
export const trailJourneys = pgTable(
  'trail_journeys',
  {
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** The step the student last opened, where the player resumes. */
    last_item_id: uuid('last_item_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.student_id] }),
    index('trail_journeys_student_idx').on(t.platform_id, t.student_id),
  ],
);

/** A student's record of one step: the spec's done, score, annotation and bookmark. */
export const trailProgress = pgTable(
  'trail_progress',
  {
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => trailItems.id, { onDelete: 'cascade' }),
    done: boolean('done').notNull().default(false),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    annotation: text('annotation').notNull().default(''),
    bookmark: boolean('bookmark').notNull().default(false),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.student_id, t.item_id] })],
);

/** A student's answer to one question of a quiz step. */
export const trailQuizAnswers = pgTable(
  'trail_quiz_answers',
  {
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => trailItems.id, { onDelete: 'cascade' }),
    question_id: text('question_id').notNull(),
    alternative_id: text('alternative_id').notNull(),
    correct: boolean('correct').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.student_id, t.item_id, t.question_id] })],
);
