import { CONTRACTS, ROLE_GROUPS } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';

export const contractEnum = pgEnum('platform_contract', CONTRACTS);
export const platformKindEnum = pgEnum('platform_kind', ['school', 'corporate']);
export const roleGroupEnum = pgEnum('role_group', ROLE_GROUPS);

/** A tenant: one school network with its theme and feature flags. */
export const platforms = pgTable(
  'platforms',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: platformKindEnum('kind').notNull().default('school'),
    contract: contractEnum('contract').notNull().default('commercial'),
    admin_slug: text('admin_slug'),
    /** Raw theme parts (configs, colors, contacts, base_urls, files, typographies, links, texts). */
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Feature flag overrides; absent flags take the defaults. */
    features: jsonb('features').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('platforms_slug_key').on(t.slug)],
);

/** The tenant column every tenant-owned table carries; rows go with their platform. */
export const platformRef = () =>
  uuid('platform_id')
    .notNull()
    .references(() => platforms.id, { onDelete: 'cascade' });

/** Menu entries per audience; an entry with a parent is a submenu item. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    platform_id: platformRef(),
    audience: roleGroupEnum('audience').notNull(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('menus_platform_audience_idx').on(t.platform_id, t.audience),
    uniqueIndex('menus_platform_audience_slug_key').on(t.platform_id, t.audience, t.slug),
  ],
);
