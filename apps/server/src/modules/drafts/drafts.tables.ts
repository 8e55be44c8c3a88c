import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** A form in progress, one per user and kind (document 3 section 7, draft tracking). */
export const drafts = pgTable(
  'drafts',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);
