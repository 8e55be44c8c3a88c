import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** One row per user who changed a setting; absent rows mean the defaults. */
export const profileSettings = pgTable('profile_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  hide_navbar: boolean('hide_navbar').notNull(),
  animated_map: boolean('animated_map').notNull(),
  customizable_dashboard: boolean('customizable_dashboard').notNull(),
  ...timestamps,
});
