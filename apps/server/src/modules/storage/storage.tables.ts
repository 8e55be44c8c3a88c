import { FILE_CATEGORIES } from '@ava/contracts';
import { bigint, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const fileCategoryEnum = pgEnum('file_category', FILE_CATEGORIES);

/** Metadata of every stored file; the bytes live in the file store under `key`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    platform_id: platformRef(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<platform_id>/<namespace>/<rest>`. */
    key: text('key').notNull(),
    namespace: text('namespace').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    category: fileCategoryEnum('category').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stored_files_key_key').on(t.key),
    index('stored_files_platform_key_idx').on(t.platform_id, t.key.op('text_pattern_ops')),
    index('stored_files_owner_idx').on(t.owner_id),
  ],
);
