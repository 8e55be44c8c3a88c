import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { users } from './identity.tables.ts';

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The guardian who opened this session as their dependent (sign_as_student); null for the user's own. */
    opened_by: uuid('opened_by').references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
    // Few rows have it; the index spares a full scan when a guardian's account is deleted (cascade).
    index('sessions_opened_by_idx').on(t.opened_by).where(sql`${t.opened_by} is not null`),
  ],
);
