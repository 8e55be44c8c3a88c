import { CERTIFICATE_SOURCES } from '@ava/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const certificateSourceEnum = pgEnum('certificate_source', CERTIFICATE_SOURCES);

/**
 * A certificate of a finished trail or course, one per holder and source. `source_id` names the
 * trail or the classroom without a foreign key: a certificate outlives what it certifies. The
 * name, title and workload are those of the day it was issued, as printed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: certificateSourceEnum('source').notNull(),
    source_id: uuid('source_id').notNull(),
    title: text('title').notNull(),
    holder_name: text('holder_name').notNull(),
    workload_minutes: integer('workload_minutes'),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The public validation code, normalised (certificates.ts of contracts). */
    code: text('code').notNull(),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    last_downloaded_at: timestamp('last_downloaded_at', { withTimezone: true }),
    validations: integer('validations').notNull().default(0),
    last_validated_at: timestamp('last_validated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('certificates_holder_source_key').on(t.user_id, t.source, t.source_id),
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_platform_user_idx').on(t.platform_id, t.user_id, t.issued_at),
  ],
);
