import { ROLES } from '@ava/contracts';
import { boolean, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

export const roleEnum = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    platform_id: platformRef(),
    external_id: text('external_id'),
    /** Stored lower-cased; sign-in compares lower-cased input. */
    username: text('username').notNull(),
    email: text('email'),
    /** Set when the owner follows the confirmation link mailed at sign-up. */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    password_hash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    level: integer('level').notNull().default(0),
    preferred_language: text('preferred_language').notNull().default('pt-BR'),
    virtual_tour: boolean('virtual_tour').notNull().default(true),
    accessibility: boolean('accessibility').notNull().default(false),
    interactive_map_energy: integer('interactive_map_energy').notNull().default(0),
    avatar_url: text('avatar_url'),
    blocked_at: timestamp('blocked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_platform_username_key').on(t.platform_id, t.username),
    uniqueIndex('users_platform_email_key').on(t.platform_id, t.email),
  ],
);
