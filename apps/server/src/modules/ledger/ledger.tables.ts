import type { LedgerEventType } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';

/** Students hold pokz, educators Profz. */
export const LEDGER_CURRENCIES = ['pokz', 'profz'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];
export const ledgerCurrencyEnum = pgEnum('ledger_currency', LEDGER_CURRENCIES);

/**
 * A user's wallet and savings (investments); the platform's sources of grants and of investment
 * yields, and its sales account, where what students spend in the store goes.
 */
export const LEDGER_ACCOUNT_KINDS = ['wallet', 'savings', 'grants', 'yields', 'sales'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);

const amountColumn = (name: string) => bigint(name, { mode: 'number' });

/**
 * An account of the double-entry ledger. `balance` is kept in step with the account's entries by
 * a trigger (see the end of the migration) for users' accounts, which may never go negative; a
 * system account (grants, yields, sales) is a source whose balance is the sum of its entries, never
 * stored, so concurrent grants do not queue on one row. A deleted user's accounts stay, unowned,
 * with their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: ledgerAccountKindEnum('kind').notNull(),
    currency: ledgerCurrencyEnum('currency').notNull(),
    balance: amountColumn('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_key').on(t.user_id, t.kind, t.currency),
    // Written with the users' kinds, so a system kind added later is covered without naming it
    // (a new enum value cannot be used in the transaction that adds it).
    uniqueIndex('ledger_accounts_system_key')
      .on(t.platform_id, t.kind, t.currency)
      .where(sql`${t.kind} not in ('wallet', 'savings')`),
    check('ledger_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check('ledger_accounts_system_unowned', sql`${t.kind} in ('wallet', 'savings') or ${t.user_id} is null`),
  ],
);

/**
 * One movement: its entries sum to zero (checked when the transaction commits). Immutable, like
 * its entries. `idempotency_key` is unique per platform, so a retried movement has one effect;
 * `source` names what a grant pays for (`activity:<activity>:<student>`), so a regrade posts the
 * difference; `answer` is what the path answered, given again to a retry with the same key, and
 * `fingerprint` the request it answered, so a key reused for another request is refused.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    platform_id: platformRef(),
    idempotency_key: text('idempotency_key').notNull(),
    event_type: text('event_type').$type<LedgerEventType>().notNull(),
    source: text('source'),
    fingerprint: text('fingerprint'),
    answer: jsonb('answer').$type<unknown>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_postings_key').on(t.platform_id, t.idempotency_key),
    index('ledger_postings_source_idx').on(t.platform_id, t.source).where(sql`${t.source} is not null`),
  ],
);

/** A line of a posting on one account: positive in, negative out. `event` is what that account's statement says. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    platform_id: platformRef(),
    posting_id: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: amountColumn('amount').notNull(),
    event: text('event').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order entries were written in: a statement's lines of the same instant keep it. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account_id, t.created_at, t.seq),
    index('ledger_entries_posting_idx').on(t.posting_id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** An investment: its principal moved from the wallet to savings at a rate fixed then; redeemed whole. */
export const ledgerInvestments = pgTable(
  'ledger_investments',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: ledgerCurrencyEnum('currency').notNull(),
    principal: amountColumn('principal').notNull(),
    daily_rate: numeric('daily_rate', { precision: 6, scale: 5, mode: 'number' }).notNull(),
    invested_at: timestamp('invested_at', { withTimezone: true }).notNull(),
    invest_posting_id: uuid('invest_posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }),
    /** Whole days counted and the yield paid, once redeemed. */
    days: integer('days'),
    interest: amountColumn('interest'),
    redeem_posting_id: uuid('redeem_posting_id').references(() => ledgerPostings.id),
    ...timestamps,
  },
  (t) => [
    index('ledger_investments_user_idx').on(t.user_id, t.invested_at),
    check('ledger_investments_principal_positive', sql`${t.principal} > 0`),
  ],
);

/** A transfer between two students, with the classroom they share, for its educators to see. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    posting_id: uuid('posting_id')
      .primaryKey()
      .references(() => ledgerPostings.id, { onDelete: 'cascade' }),
    platform_id: platformRef(),
    classroom_id: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiver_id: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: amountColumn('amount').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_transfers_classroom_idx').on(t.classroom_id, t.created_at),
    index('ledger_transfers_sender_idx').on(t.sender_id, t.created_at),
  ],
);

/** A user's transfer password (argon2id), apart from the account's password. */
export const ledgerTransferPasswords = pgTable('ledger_transfer_passwords', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform_id: platformRef(),
  password_hash: text('password_hash').notNull(),
  ...timestamps,
});
