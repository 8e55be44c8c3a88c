import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A conversation between two people of one platform: one per pair, the pair stored in order
 * (user_a < user_b) so that the unique index finds it whoever writes first. Its images live in the
 * storage folder `messages/<id>/`. last_message_at is null until the first message (an image
 * uploaded before the first message opens the conversation).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    platform_id: platformRef(),
    user_a: userRef('user_a'),
    user_b: userRef('user_b'),
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.platform_id, t.user_a, t.user_b),
    index('conversations_user_b_idx').on(t.user_b),
    check('conversations_pair_ordered', sql`${t.user_a} < ${t.user_b}`),
  ],
);

/** One message; read_at is when its recipient opened the conversation. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    platform_id: platformRef(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: userRef('sender_id'),
    recipient_id: userRef('recipient_id'),
    body: text('body').notNull().default(''),
    /** Storage key of an image, in the conversation's folder. */
    image_key: text('image_key'),
    /** The guardian's child the message is about. */
    about_id: uuid('about_id').references(() => users.id, { onDelete: 'set null' }),
    read_at: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.created_at),
    index('messages_unread_idx').on(t.recipient_id).where(sql`${t.read_at} is null`),
  ],
);

/** A message its recipient reported; the coordinators of the schools of both people see it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    platform_id: platformRef(),
    message_id: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporter_id: userRef('reporter_id'),
    reason: text('reason').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_key').on(t.message_id, t.reporter_id),
    index('message_reports_platform_idx').on(t.platform_id, t.created_at),
  ],
);
