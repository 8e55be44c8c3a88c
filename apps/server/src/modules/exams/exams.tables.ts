import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { exams } from '../exam-builder/exam-builder.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { questions } from '../question-bank/question-bank.tables.ts';

/**
 * The exam a digital-exam activity applies (document 2 section 3 'Exam inside an activity').
 * While `paused_at` is set the teacher has paused it: nobody's clock runs and no answer is taken.
 */
export const activityExams = pgTable(
  'activity_exams',
  {
    activity_id: uuid('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    exam_id: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
    /** Minutes each student has once started. */
    duration: integer('duration').notNull(),
    paused_at: timestamp('paused_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('activity_exams_exam_idx').on(t.exam_id)],
);

/** A question nullified for one application, with the reason shown in results. */
export const examNullifications = pgTable(
  'exam_nullifications',
  {
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.question_id] })],
);

/**
 * A published exam offered as a practice (mock) exam of a discipline: students sit it on their
 * own, outside any activity, with their own attempts (exams service /mock_exam paths).
 */
export const mockExams = pgTable(
  'mock_exams',
  {
    exam_id: uuid('exam_id')
      .primaryKey()
      .references(() => exams.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    /** The discipline (subject) the mock exam is listed under. */
    discipline: text('discipline').notNull(),
    /** Minutes each student has once started. */
    duration: integer('duration').notNull(),
    /** Set when an educator withdraws the offer: no longer listed nor startable; attempts stay. */
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('mock_exams_platform_discipline_idx').on(t.platform_id, t.discipline)],
);

/**
 * A student's sitting of an exam: of an activity's exam, or of a mock exam (exactly one of the
 * two). `deadline_at` is fixed by the server clock at start and pushed forward by the length of
 * every pause; a remake replaces the attempt.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: id(),
    platform_id: platformRef(),
    activity_id: uuid('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    mock_exam_id: uuid('mock_exam_id').references(() => mockExams.exam_id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Question ids in the order this student sees them (randomised when configured). */
    question_order: jsonb('question_order').$type<string[]>().notNull(),
    /** Per question, alternative ids in the order shown. */
    alternative_order: jsonb('alternative_order').$type<Record<string, string[]>>().notNull(),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    /** EXAM_FINISH_REASONS of contracts: student, time_over, teacher or anti_cheat. */
    finish_reason: text('finish_reason'),
    ...timestamps,
  },
  // One live attempt per student and application: concurrent starts meet on these keys.
  (t) => [
    uniqueIndex('exam_attempts_activity_student_key').on(t.activity_id, t.student_id),
    uniqueIndex('exam_attempts_mock_student_key').on(t.mock_exam_id, t.student_id),
    check('exam_attempts_one_target', sql`num_nonnulls(${t.activity_id}, ${t.mock_exam_id}) = 1`),
  ],
);

/** One answer per question of an attempt: saving again replaces the choice, never adds a row. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attempt_id: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    question_id: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    alternative_id: uuid('alternative_id').notNull(),
    /** The client's sequence of this choice, so a late resend never overwrites a newer one. */
    client_seq: integer('client_seq').notNull().default(0),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attempt_id, t.question_id] })],
);

/**
 * The questions of an attempt in its order, one row each: `question_id`; `counted`, unless the
 * question is nullified for the attempt's activity; `answered`; `correct`, when the alternative
 * chosen is a correct one of that question. The score and the activities' students export read
 * it: it is the one rule of what each answer counts, kept beside the tables it reads.
 */
export function attemptQuestions(attempt: { id: SQLWrapper; activityId: SQLWrapper; questionOrder: SQLWrapper }): SQL {
  return sql`select q.id::uuid as question_id,
      not exists (
        select 1 from exam_nullifications n where n.activity_id = ${attempt.activityId} and n.question_id = q.id::uuid
      ) as counted,
      ans.alternative_id is not null as answered,
      coalesce(alt.correct_alternative, false) as correct
    from jsonb_array_elements_text(${attempt.questionOrder}) as q(id)
    left join exam_answers ans on ans.attempt_id = ${attempt.id} and ans.question_id = q.id::uuid
    left join question_alternatives alt on alt.id = ans.alternative_id and alt.question_id = q.id::uuid`;
}
