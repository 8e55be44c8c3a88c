import { ACCESS_CODE_KINDS, SIGN_IN_PROVIDERS } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';

export const signInProviderEnum = pgEnum('sign_in_provider', SIGN_IN_PROVIDERS);
export const accessCodeKindEnum = pgEnum('access_code_kind', ACCESS_CODE_KINDS);

/** A platform's settings of one sign-in provider (validated by the contracts' schema of its kind). */
export const signInProviders = pgTable(
  'sign_in_providers',
  {
    id: id(),
    platform_id: platformRef(),
    kind: signInProviderEnum('kind').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('sign_in_providers_platform_kind_key').on(t.platform_id, t.kind)],
);

/** Single-use, expiring access codes a teacher prints for a classroom; only the code's SHA-256 is kept. */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: id(),
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    /** Who the code signs in: a student, or the teacher in class-access mode. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: accessCodeKindEnum('kind').notNull(),
    code_hash: text('code_hash').notNull(),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('access_codes_code_hash_key').on(t.code_hash),
    index('access_codes_classroom_idx').on(t.platform_id, t.classroom_id),
  ],
);

/** OpenID Connect sign-ins under way: the state, PKCE verifier and nonce, used once. */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: id(),
    platform_id: platformRef(),
    state_hash: text('state_hash').notNull(),
    code_verifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sso_sign_ins_state_hash_key').on(t.state_hash)],
);

/** Ids (jti) of signed partner tokens already exchanged, kept until the token expires: each is used once. */
export const usedSignInTokens = pgTable(
  'used_sign_in_tokens',
  {
    platform_id: platformRef(),
    provider: signInProviderEnum('provider').notNull(),
    jti: text('jti').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.platform_id, t.provider, t.jti] }),
    index('used_sign_in_tokens_expires_idx').on(t.expires_at),
  ],
);
