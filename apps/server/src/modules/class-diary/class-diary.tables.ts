import { date, index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';

/** One lesson of a classroom's diary: a day, its subject, BNCC codes, content and number of classes. */
export const classDiaryLessons = pgTable(
  'class_diary_lessons',
  {
    id: id(),
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    bncc: jsonb('bncc').$type<string[]>().notNull().default([]),
    /** Sanitised rich text. */
    content: text('content').notNull().default(''),
    lessons: smallint('lessons').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('class_diary_lessons_classroom_date_idx').on(t.platform_id, t.classroom_id, t.date)],
);

/** A student who missed a lesson (manual attendance): everyone else of the classroom was present. */
export const classDiaryAbsences = pgTable(
  'class_diary_absences',
  {
    platform_id: platformRef(),
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => classDiaryLessons.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.lesson_id, t.student_id] }),
    index('class_diary_absences_student_idx').on(t.platform_id, t.student_id),
  ],
);
