import { ROOM_STATUSES } from '@ava/contracts';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';

export const roomStatusEnum = pgEnum('online_room_status', ROOM_STATUSES);

/** An online classroom: a meeting of one classroom, opened by an educator who sees it. */
export const onlineRooms = pgTable(
  'online_rooms',
  {
    id: id(),
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    teacher_id: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    status: roomStatusEnum('status').notNull().default('open'),
    /** The provider's server and a random room name, fixed when the room opens. */
    meeting_url: text('meeting_url').notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('online_rooms_platform_classroom_idx').on(t.platform_id, t.classroom_id, t.status)],
);

/**
 * A student's time in a room. `last_seen_at` is the time of the last join or report while the
 * student is in the room (null once they left or the room closed): the next report adds no more
 * seconds than passed since then.
 */
export const roomTimeLogs = pgTable(
  'room_time_logs',
  {
    platform_id: platformRef(),
    room_id: uuid('room_id')
      .notNull()
      .references(() => onlineRooms.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.room_id, t.user_id] })],
);
