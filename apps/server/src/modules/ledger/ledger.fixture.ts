import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { createLedgerOn } from './ledger.module.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables.ts';

/** Tests: pays a user pokz from the platform's grants, as a graded activity would (a new key unless told). */
export async function grantPokz(
  db: Database,
  clock: Clock,
  platformId: string,
  userId: string,
  amount: number,
  idempotencyKey = `test:${crypto.randomUUID()}`,
) {
  const ledger = createLedgerOn(db, clock);
  await transactOn(db)((tx) =>
    ledger.grant(tx, {
      platformId,
      userId,
      amount,
      event: 'Atividade de teste',
      eventType: 'activity',
      idempotencyKey,
    }),
  );
}

/** The user's wallet (pokz unless told) lines, oldest first. */
export async function walletLines(db: Database, userId: string, currency: 'pokz' | 'profz' = 'pokz') {
  return db
    .select({ amount: ledgerEntries.amount, event: ledgerEntries.event, eventType: ledgerPostings.event_type })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .where(
      and(eq(ledgerAccounts.user_id, userId), eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.currency, currency)),
    )
    .orderBy(asc(ledgerEntries.created_at), asc(ledgerEntries.seq));
}

export async function walletBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.user_id, userId), eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.currency, 'pokz')),
    );
  return row?.balance ?? 0;
}

/**
 * The ledger's books of a platform: the sum of every entry (zero when each posting balances), what
 * users' accounts hold, what the grants and yields gave out, what users spent (the sales account),
 * and the users' accounts whose stored balance is not the sum of their entries. Users hold what was
 * issued less what was spent. (`kind::text`: the ledger migration's own test reads the books before
 * the store's migration added 'sales'.)
 */
export async function books(db: Database, platformId: string) {
  const [totals] = rowsOf<{ all_entries: number; held: number; issued: number; spent: number }>(
    await db.execute(sql`
      select coalesce(sum(e.amount), 0)::int as all_entries,
             coalesce(sum(e.amount) filter (where a.kind in ('wallet', 'savings')), 0)::int as held,
             coalesce(-sum(e.amount) filter (where a.kind in ('grants', 'yields')), 0)::int as issued,
             coalesce(sum(e.amount) filter (where a.kind::text = 'sales'), 0)::int as spent
      from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
      where e.platform_id = ${platformId}`),
  );
  const drifted = rowsOf<{ id: string }>(
    await db.execute(sql`
      select a.id from ${ledgerAccounts} a
      left join ${ledgerEntries} e on e.account_id = a.id
      where a.platform_id = ${platformId} and a.kind in ('wallet', 'savings')
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`),
  );
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.platform_id, platformId), sql`${ledgerAccounts.balance} < 0`));
  return {
    ...(totals ?? { all_entries: 0, held: 0, issued: 0, spent: 0 }),
    drifted: drifted.length,
    negative: negative?.n ?? 0,
  };
}
