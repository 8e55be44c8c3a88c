import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { activities } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * A forum comment. Ids are sequential because the list pages by the last id shown.
 * Threads are two levels deep: `parent_id` is null for a top-level comment, else the
 * top-level comment of the thread (main_comment in the contract).
 */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform_id: platformRef(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The trail item whose forum holds the comment; '' for the activity's own forum. */
    trail_id: text('trail_id').notNull().default(''),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent_id: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => forumComments.id, {
      onDelete: 'cascade',
    }),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    reached_purpose: boolean('reached_purpose').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('forum_comments_forum_idx').on(t.activity_id, t.trail_id, t.parent_id, t.id),
    index('forum_comments_parent_idx').on(t.parent_id),
    index('forum_comments_author_idx').on(t.activity_id, t.author_id),
  ],
);

/** One applause per user per comment. */
export const forumApplause = pgTable(
  'forum_applause',
  {
    comment_id: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.comment_id, t.user_id] })],
);

/** A user's personal bookmark of a comment. */
export const forumFavorites = pgTable(
  'forum_favorites',
  {
    comment_id: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.comment_id, t.user_id] }), index('forum_favorites_user_idx').on(t.user_id)],
);
