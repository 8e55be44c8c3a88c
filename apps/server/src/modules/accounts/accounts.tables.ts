import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { schools } from '../tenancy/tenancy.tables.ts';

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ['password_reset', 'email_verification']);

/** Single-use mailed tokens: only the SHA-256 is stored, with its platform, user and expiry. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.token_hash), index('account_tokens_user_idx').on(t.user_id)],
);

/** Answers to the secret questions (ids of SECRET_QUESTIONS), argon2id-hashed after normalising. */
export const secretAnswers = pgTable(
  'secret_answers',
  {
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_id: smallint('question_id').notNull(),
    answer_hash: text('answer_hash').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.question_id] })],
);

/** Partner codes typed at sign-up: a valid one places the new account in its school. */
export const signUpCodes = pgTable(
  'sign_up_codes',
  {
    id: id(),
    platform_id: platformRef(),
    /** Stored upper-cased. */
    code: text('code').notNull(),
    school_id: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('sign_up_codes_platform_code_key').on(t.platform_id, t.code)],
);

/** What a user said is wrong in their profile during the confirmation step. */
export const profileErrorReports = pgTable(
  'profile_error_reports',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school_id: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [index('profile_error_reports_platform_idx').on(t.platform_id, t.created_at)],
);
