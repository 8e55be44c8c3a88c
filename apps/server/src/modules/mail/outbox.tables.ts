import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { platforms } from '../platforms/platforms.tables.ts';

/** Mail kept instead of sent when no SMTP server is configured: the development mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    platform_id: uuid('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...timestamps,
  },
  (t) => [index('outbox_to_idx').on(t.to, t.created_at)],
);
