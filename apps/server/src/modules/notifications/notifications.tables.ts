import { NOTIFICATION_KINDS } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** One notice: written by an educator (sender_id) or announced by the platform (schedules, messages, help center). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    platform_id: platformRef(),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** Storage key of the optional image. */
    image_key: text('image_key'),
    /** listType of POST /notifications (1, 2, 3); null for the platform's own. */
    list_type: smallint('list_type'),
    /** The classrooms (listType 1, 2) or schools (3) it was sent to. */
    audience_ids: uuid('audience_ids').array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps,
  },
  (t) => [index('notifications_sender_idx').on(t.sender_id, t.created_at)],
);

/** The in-app notification of one recipient: read, archived, deleted (hidden) by them. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notification_id: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    read_at: timestamp('read_at', { withTimezone: true }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notification_id, t.user_id] }),
    index('notification_recipients_user_idx').on(t.user_id, t.created_at),
    index('notification_recipients_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null and ${t.deleted_at} is null and ${t.archived_at} is null`),
  ],
);

/** A user's channels per kind and quiet hours (NotificationSettings); no row means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  channels: jsonb('channels').notNull(),
  quiet_start: text('quiet_start'),
  quiet_end: text('quiet_end'),
  ...timestamps,
});

/** A browser's push subscription (one per browser; a user may have several). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [index('web_push_subscriptions_user_idx').on(t.user_id)],
);

/** Single-use tickets that open the live badge stream (EventSource sends no Authorization header). */
export const notificationStreamTickets = pgTable('notification_stream_tickets', {
  ticket_hash: text('ticket_hash').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
