import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/**
 * Every energy event a student raised on the interactive map; the running total is
 * users.interactive_map_energy, updated in the same statement as the event row.
 */
export const mapEnergyEvents = pgTable(
  'map_energy_events',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'targeted' or 'non-targeted'. */
    kind: text('kind').notNull(),
    /** What raised it: 'forum_comment', 'student_response', 'interactive_map', ... */
    source: text('source').notNull(),
    user_map: text('user_map'),
    /** Energy actually added (0 when the total was already full). */
    gained: smallint('gained').notNull(),
    ...timestamps,
  },
  (t) => [index('map_energy_events_user_idx').on(t.platform_id, t.user_id)],
);
