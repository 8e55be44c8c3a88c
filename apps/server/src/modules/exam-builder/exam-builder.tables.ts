import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { questions } from '../question-bank/question-bank.tables.ts';

/**
 * An exam built in the wizard (document 3 section 7 'Exam wizard and exam service').
 * `status` uses the exam numbers of document 3 section 4: active 1, scheduled 2, draft 3,
 * finished 4, archived 5, in_analysis 6, paused 7.
 */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id other services and activities know the exam by. */
    external_id: text('external_id').notNull(),
    description: text('description').notNull(),
    /** Sanitised HTML shown before the first question. */
    guidance: text('guidance').notNull().default(''),
    image_key: text('image_key'),
    layout_id: text('layout_id'),
    bncc: jsonb('bncc').$type<Record<string, string>>().notNull().default({}),
    keywords: text('keywords').array().notNull().default([]),
    grade_ids: smallint('grade_ids').array().notNull().default([]),
    tags: jsonb('tags').$type<{ id: string; code: string }[]>().notNull().default([]),
    pcd_sign: boolean('pcd_sign').notNull().default(false),
    pcd_voice: boolean('pcd_voice').notNull().default(false),
    /** A printed exam is downloaded as a PDF rather than taken on screen. */
    printed: boolean('printed').notNull().default(false),
    status: smallint('status').notNull().default(3),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('exams_platform_external_key').on(t.platform_id, t.external_id),
    index('exams_platform_status_idx').on(t.platform_id, t.status),
  ],
);

/** The questions of an exam in order; `printed` marks those of the printed version. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    exam_id: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    printed: boolean('printed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.exam_id, t.question_id] }),
    index('exam_questions_order_idx').on(t.exam_id, t.position),
  ],
);

export const examFavorites = pgTable(
  'exam_favorites',
  {
    exam_id: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.exam_id, t.user_id] })],
);

/** One rating per user; 0 clears it (document 3 section 3 'Rating payload'). */
export const examRatings = pgTable(
  'exam_ratings',
  {
    exam_id: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.exam_id, t.user_id] })],
);
