import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { essayBookmarks } from '../essays/essays.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import type { CriterionScore } from './engine/essay-corrector.ts';

const essayColumns = () => ({
  activity_id: uuid('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  student_id: uuid('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * A mark the assistant proposes on a student's essay; an educator of the activity accepts it
 * (it becomes an essay bookmark of type `assistant`), edits then accepts it, or rejects it.
 */
export const essaySuggestions = pgTable(
  'essay_suggestions',
  {
    id: id(),
    platform_id: platformRef(),
    ...essayColumns(),
    /** The assistant chat it came from; the chat's table belongs to the assistant module, so no foreign key. */
    chat_id: uuid('chat_id'),
    /** corrector, internal or external (SUGGESTION_SOURCES). */
    source: text('source').notNull(),
    /** proposed, accepted or rejected (SUGGESTION_STATUSES). */
    status: text('status').notNull().default('proposed'),
    /** The bookmark position it proposes, compressed as bookmarks store theirs. */
    position: text('position').notNull(),
    rule: text('rule'),
    /** The essay as stored when it was proposed: the range is an offset into its plain text. */
    essay_text: text('essay_text').notNull(),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    bookmark_id: uuid('bookmark_id').references(() => essayBookmarks.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('essay_suggestions_essay_idx').on(t.platform_id, t.activity_id, t.student_id, t.status),
    index('essay_suggestions_chat_idx').on(t.platform_id, t.chat_id),
  ],
);

/** The rubric scores of an essay's latest correction, which only educators read. */
export const essayAssessments = pgTable(
  'essay_assessments',
  {
    id: id(),
    platform_id: platformRef(),
    ...essayColumns(),
    rubric: text('rubric').notNull(),
    scores: jsonb('scores').$type<CriterionScore[]>().notNull(),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('essay_assessments_essay_idx').on(t.platform_id, t.activity_id, t.student_id, t.created_at)],
);
