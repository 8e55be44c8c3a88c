import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** Keys are global: the public redirect knows no platform. */
export const shortLinks = pgTable(
  'short_links',
  {
    key: text('key').primaryKey(),
    platform_id: platformRef(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    target: text('target').notNull(),
    /** A key the creator chose (manual_creation) rather than a random one. */
    manual: boolean('manual').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('short_links_platform_idx').on(t.platform_id)],
);
