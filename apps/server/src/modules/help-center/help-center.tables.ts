import { HELP_TICKET_STATUSES } from '@ava/contracts';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const helpTicketStatusEnum = pgEnum('help_ticket_status', HELP_TICKET_STATUSES);

/** What a ticket is about; each platform starts with DEFAULT_HELP_SUBJECTS, in that order. */
export const helpSubjects = pgTable(
  'help_subjects',
  {
    id: serial('id').primaryKey(),
    platform_id: platformRef(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('help_subjects_platform_name_key').on(t.platform_id, t.name)],
);

/** A request for help; `number` counts per platform (taken under a lock on the platform). */
export const helpTickets = pgTable(
  'help_tickets',
  {
    id: id(),
    platform_id: platformRef(),
    number: integer('number').notNull(),
    requester_id: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject_id: integer('subject_id')
      .notNull()
      .references(() => helpSubjects.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: helpTicketStatusEnum('status').notNull().default('open'),
    comments_count: integer('comments_count').notNull().default(0),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('help_tickets_platform_number_key').on(t.platform_id, t.number),
    index('help_tickets_requester_idx').on(t.platform_id, t.requester_id, t.updated_at),
    index('help_tickets_queue_idx').on(t.platform_id, t.status, t.updated_at),
  ],
);

/** The conversation of a ticket; a status change alone is an entry with an empty body. */
export const helpComments = pgTable(
  'help_comments',
  {
    /** Sequential: the conversation's order, even for entries of the same instant. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform_id: platformRef(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => helpTickets.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    from_back_office: boolean('from_back_office').notNull(),
    status_change: helpTicketStatusEnum('status_change'),
    ...timestamps,
  },
  (t) => [index('help_comments_ticket_idx').on(t.ticket_id, t.id)],
);
