import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { grades } from '../tenancy/tenancy.tables.ts';

/**
 * A question of the bank (document 3 section 3 'Question'). Text is sanitised HTML; image
 * and sound are storage keys. Removal is a status change so exams already taken keep it.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_txt: text('question_txt').notNull().default(''),
    question_img: text('question_img'),
    question_snd: text('question_snd'),
    /** BNCC codes mapped to their descriptions. */
    bncc: jsonb('bncc').$type<Record<string, string>>().notNull().default({}),
    keywords: text('keywords').array().notNull().default([]),
    grade_id: smallint('grade_id').references(() => grades.id),
    subject: text('subject'),
    /** Free classifier tags (document 3: classifications). */
    classifications: jsonb('classifications').$type<string[]>().notNull().default([]),
    likes: integer('likes').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('questions_platform_idx').on(t.platform_id, t.deleted, t.created_at),
    index('questions_author_idx').on(t.author_id),
  ],
);

/** An alternative of a question; exactly one per question is correct. */
export const questionAlternatives = pgTable(
  'question_alternatives',
  {
    id: id(),
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    alternative_txt: text('alternative_txt').notNull().default(''),
    alternative_img: text('alternative_img'),
    alternative_snd: text('alternative_snd'),
    correct_alternative: boolean('correct_alternative').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('question_alternatives_question_idx').on(t.question_id, t.position)],
);

export const questionLikes = pgTable(
  'question_likes',
  {
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.question_id, t.user_id] })],
);

/** A questionnaire (quiz): an educator's named list of bank questions. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    platform_id: platformRef(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('quizzes_author_idx').on(t.platform_id, t.author_id)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quiz_id: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quiz_id, t.question_id] })],
);
