import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** A teacher's correction mark on a student's essay (document 2 section 3). */
export const essayBookmarks = pgTable(
  'essay_bookmarks',
  {
    id: id(),
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    student_id: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The educator who last wrote it. */
    teacher_id: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The position JSON (range, category, sub-competence, type), deflated and base64-encoded: "stored compressed". */
    position: text('position').notNull(),
    /**
     * The essay as stored when the mark was made: its range is an offset into this text's plain
     * text, which the student's drafts replace in the answer during a redo. Null on marks made
     * before it was kept.
     */
    essay_text: text('essay_text'),
    ...timestamps,
  },
  (t) => [index('essay_bookmarks_essay_idx').on(t.platform_id, t.activity_id, t.student_id)],
);
