import { DISPLAY_TIME_ZONE, type LedgerEventType } from '@ava/contracts';
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import {
  type LedgerAccountKind,
  type LedgerCurrency,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
} from './ledger.tables.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type PostingRow = typeof ledgerPostings.$inferSelect;

/** The kinds of account a user owns; the others are the platform's. */
export type UserAccountKind = Extract<LedgerAccountKind, 'wallet' | 'savings'>;
export type SystemAccountKind = Extract<LedgerAccountKind, 'grants' | 'yields' | 'sales'>;

export interface NewPosting {
  id?: string;
  idempotencyKey: string;
  eventType: LedgerEventType;
  source?: string | null;
  fingerprint?: string | null;
  answer?: unknown;
  at: Date;
  entries: { accountId: string; amount: number; event: string }[];
}

/** A São Paulo calendar day ('2026-03-02') as the instant it begins. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${DISPLAY_TIME_ZONE}`;

export interface StatementFilters {
  eventType?: LedgerEventType | undefined;
  /** São Paulo days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface StatementRow {
  id: string;
  created_at: Date;
  event: string;
  event_type: LedgerEventType;
  amount: number;
}

/**
 * Accounts, postings and entries of the ledger. Every function takes the platform id; those that
 * run inside a service's (or another module's) transaction take `tx` last.
 */
export function createLedgerRepository(db: Executor) {
  const owned = (platformId: string, userId: string, kind: UserAccountKind, currency: LedgerCurrency) =>
    and(
      eq(ledgerAccounts.platform_id, platformId),
      eq(ledgerAccounts.user_id, userId),
      eq(ledgerAccounts.kind, kind),
      eq(ledgerAccounts.currency, currency),
    );

  return {
    async findUserAccount(
      platformId: string,
      userId: string,
      kind: UserAccountKind,
      currency: LedgerCurrency,
      tx: Executor = db,
    ): Promise<AccountRow | null> {
      const [row] = await tx
        .select()
        .from(ledgerAccounts)
        .where(owned(platformId, userId, kind, currency))
        .limit(1);
      return row ?? null;
    },

    /** The user's account of that kind, opened when missing, locked until the transaction ends. */
    async lockUserAccount(
      platformId: string,
      userId: string,
      kind: UserAccountKind,
      currency: LedgerCurrency,
      tx: Executor,
    ): Promise<AccountRow> {
      const lock = () =>
        tx
          .select()
          .from(ledgerAccounts)
          .where(owned(platformId, userId, kind, currency))
          .for('update');
      const [found] = await lock();
      if (found) return found;
      await tx
        .insert(ledgerAccounts)
        .values({ platform_id: platformId, user_id: userId, kind, currency })
        .onConflictDoNothing();
      const [row] = await lock();
      if (!row) throw new Error(`ledger account ${kind} of ${userId} missing after insert`);
      return row;
    },

    /** Opens the users' accounts of that kind that are missing, on their own (outside any transaction). */
    async openUserAccounts(
      platformId: string,
      userIds: string[],
      kind: UserAccountKind,
      currency: LedgerCurrency,
    ): Promise<void> {
      await db
        .insert(ledgerAccounts)
        .values(userIds.map((userId) => ({ platform_id: platformId, user_id: userId, kind, currency })))
        .onConflictDoNothing();
    },

    /**
     * Several users' open accounts of one kind, locked in their users' order: the order every
     * transaction that locks several wallets takes (a transfer, the grades of a classroom), so two
     * never wait on each other. Each must be open already (openUserAccounts): opening one here could
     * wait on another transaction's opening of it out of that order.
     */
    async lockUserAccounts(
      platformId: string,
      userIds: string[],
      kind: UserAccountKind,
      currency: LedgerCurrency,
      tx: Executor,
    ): Promise<AccountRow[]> {
      const locked = await tx
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.platform_id, platformId),
            inArray(ledgerAccounts.user_id, userIds),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        )
        .orderBy(ledgerAccounts.user_id)
        .for('update');
      if (locked.length !== new Set(userIds).size) throw new Error(`ledger accounts ${kind} of ${userIds} not open`);
      return locked;
    },

    /** The platform's source account of that kind and currency, opened when missing; never locked. */
    async systemAccount(
      platformId: string,
      kind: SystemAccountKind,
      currency: LedgerCurrency,
      tx: Executor = db,
    ): Promise<AccountRow> {
      const where = and(
        eq(ledgerAccounts.platform_id, platformId),
        isNull(ledgerAccounts.user_id),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
      );
      const [found] = await tx.select().from(ledgerAccounts).where(where).limit(1);
      if (found) return found;
      await tx.insert(ledgerAccounts).values({ platform_id: platformId, kind, currency }).onConflictDoNothing();
      const [row] = await tx.select().from(ledgerAccounts).where(where).limit(1);
      if (!row) throw new Error(`ledger account ${kind} of ${platformId} missing after insert`);
      return row;
    },

    async findPosting(platformId: string, idempotencyKey: string, tx: Executor = db): Promise<PostingRow | null> {
      const [row] = await tx
        .select()
        .from(ledgerPostings)
        .where(and(eq(ledgerPostings.platform_id, platformId), eq(ledgerPostings.idempotency_key, idempotencyKey)))
        .limit(1);
      return row ?? null;
    },

    /** Writes a posting and its entries; the accounts' balances follow by trigger, and the sum is checked at commit. */
    async post(platformId: string, posting: NewPosting, tx: Executor): Promise<PostingRow> {
      const [row] = await tx
        .insert(ledgerPostings)
        .values({
          ...(posting.id ? { id: posting.id } : {}),
          platform_id: platformId,
          idempotency_key: posting.idempotencyKey,
          event_type: posting.eventType,
          source: posting.source ?? null,
          fingerprint: posting.fingerprint ?? null,
          answer: posting.answer ?? null,
          created_at: posting.at,
        })
        .returning();
      if (!row) throw new Error('ledger posting not written');
      await tx.insert(ledgerEntries).values(
        posting.entries.map((entry) => ({
          platform_id: platformId,
          posting_id: row.id,
          account_id: entry.accountId,
          amount: entry.amount,
          event: entry.event,
          created_at: posting.at,
        })),
      );
      return row;
    },

    /** What the postings of one source put on an account so far, and how many postings that source has. */
    async sourceTotal(
      platformId: string,
      accountId: string,
      source: string,
      tx: Executor,
    ): Promise<{ total: number; postings: number }> {
      const [row] = await tx
        .select({
          total: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account_id} = ${accountId}), 0)::int`,
          postings: sql<number>`count(distinct ${ledgerPostings.id})::int`,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.posting_id, ledgerPostings.id))
        .where(and(eq(ledgerPostings.platform_id, platformId), eq(ledgerPostings.source, source)));
      return { total: row?.total ?? 0, postings: row?.postings ?? 0 };
    },

    /** One page of an account's lines, newest first, and how many lines the filters find. */
    async statement(
      platformId: string,
      accountId: string,
      filters: StatementFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StatementRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        eq(ledgerEntries.platform_id, platformId),
        eq(ledgerEntries.account_id, accountId),
        filters.eventType ? eq(ledgerPostings.event_type, filters.eventType) : undefined,
        filters.from ? gte(ledgerEntries.created_at, dayStart(filters.from)) : undefined,
        filters.to ? lt(ledgerEntries.created_at, sql`${dayStart(filters.to)} + interval '1 day'`) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: ledgerEntries.id,
            created_at: ledgerEntries.created_at,
            event: ledgerEntries.event,
            event_type: ledgerPostings.event_type,
            amount: ledgerEntries.amount,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
          .where(where)
          .orderBy(desc(ledgerEntries.created_at), desc(ledgerEntries.seq))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(ledgerEntries)
          .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The sum of an account's lines of some event types (what grants gave, less their regrades). */
    async sumOf(platformId: string, accountId: string, eventTypes: readonly LedgerEventType[]): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
        .where(
          and(
            eq(ledgerEntries.platform_id, platformId),
            eq(ledgerEntries.account_id, accountId),
            inArray(ledgerPostings.event_type, [...eventTypes]),
          ),
        );
      return row?.total ?? 0;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
