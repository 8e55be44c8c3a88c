import { ISSUE_REPORT_TYPES } from '@ava/contracts';
import { boolean, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { roleEnum, users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const issueReportTypeEnum = pgEnum('issue_report_type', ISSUE_REPORT_TYPES);

/** Reference list of what can be wrong with a game, a medium or a question; rows come from a migration. */
export const issueTypes = pgTable('issue_types', {
  id: integer('id').primaryKey(),
  type: issueReportTypeEnum('type').notNull(),
  subject: text('subject').notNull(),
  description: text('description'),
  enable_obs_text: boolean('enable_obs_text').notNull().default(false),
  medium_id: text('medium_id'),
  position: smallint('position').notNull().default(0),
  ...timestamps,
});

/** One row per user, content and issue type: reporting again replaces the comment. */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: issueReportTypeEnum('type').notNull(),
    type_id: text('type_id').notNull(),
    issue_type_id: integer('issue_type_id')
      .notNull()
      .references(() => issueTypes.id),
    observation: text('observation'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('issue_reports_user_content_key').on(t.platform_id, t.user_id, t.type, t.type_id, t.issue_type_id),
    index('issue_reports_content_idx').on(t.platform_id, t.type, t.type_id),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    feedback_type: smallint('feedback_type').notNull(),
    comment: text('comment').notNull(),
    page: text('page'),
    ...timestamps,
  },
  (t) => [index('feedbacks_platform_idx').on(t.platform_id, t.created_at)],
);
