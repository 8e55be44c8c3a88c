import { and, eq, inArray } from 'drizzle-orm';
import { books } from '../../../apps/server/src/modules/ledger/ledger.fixture.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
} from '../../../apps/server/src/modules/ledger/ledger.tables.ts';
import { storePurchases } from '../../../apps/server/src/modules/store/store.tables.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { MOVEMENT_NAMES, type MovementOutcome } from './movement-sweep.ts';
import type { PreparedLedger } from './world.ts';

/** The movements of the sweep against the postings in PostgreSQL, and the platform's books. */
export interface BooksCheck {
  /** Movements answered 200. */
  acknowledged: number;
  /** Of those, found once under their key, with the id answered and the accounts and amount asked. */
  found: number;
  missing: number;
  /** Found with another id, other accounts or another amount. */
  different: number;
  /** Postings of the sweep's kinds under no key the sweep sent, or under the key of a refused movement. */
  unexpected: number;
  /** Movements that failed without an answer: posted or not, either is right, so they are not judged. */
  uncertain: number;
  /**
   * The books (ledger.fixture's `books`): every entry sums to 0, what users hold and spent in the
   * store is what was issued, no balance drifts or is negative.
   */
  allEntries: number;
  held: number;
  /** Paid to the platform's sales account by purchases. */
  spent: number;
  issued: number;
  drifted: number;
  negative: number;
}

/** After the sweep: each acknowledged movement posted once as answered, nothing else posted, the books balanced. */
export async function checkBooks(
  databaseUrl: string,
  world: PreparedLedger,
  outcomes: readonly MovementOutcome[],
): Promise<BooksCheck> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const { db } = database;
    const rows = await db
      .select({
        id: ledgerPostings.id,
        key: ledgerPostings.idempotency_key,
        owner: ledgerAccounts.user_id,
        amount: ledgerEntries.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.posting_id, ledgerPostings.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
      .where(and(eq(ledgerPostings.platform_id, world.platformId), inArray(ledgerPostings.event_type, MOVEMENT_NAMES)));
    const postings = new Map<string, { ids: Set<string>; lines: Map<string | null, number> }>();
    for (const row of rows) {
      const posting = postings.get(row.key) ?? { ids: new Set(), lines: new Map() };
      posting.ids.add(row.id);
      posting.lines.set(row.owner, (posting.lines.get(row.owner) ?? 0) + row.amount);
      postings.set(row.key, posting);
    }
    const sent = new Map(outcomes.map((outcome) => [outcome.postingKey, outcome]));
    // A purchase answers its own id; its row names the posting.
    const purchases = await db
      .select({ id: storePurchases.id, postingId: storePurchases.posting_id })
      .from(storePurchases)
      .where(eq(storePurchases.platform_id, world.platformId));
    const postingOfPurchase = new Map(purchases.map((purchase) => [purchase.id, purchase.postingId]));
    const postingIdOf = (outcome: MovementOutcome) =>
      outcome.kind === 'purchase' ? postingOfPurchase.get(outcome.acknowledgedId ?? '') : outcome.acknowledgedId;
    let found = 0;
    let different = 0;
    for (const outcome of outcomes.filter((candidate) => candidate.status === 200)) {
      const posting = postings.get(outcome.postingKey);
      if (!posting) continue;
      const same =
        posting.ids.size === 1 &&
        posting.ids.has(postingIdOf(outcome) ?? '') &&
        posting.lines.size === 2 &&
        posting.lines.get(outcome.from) === -outcome.amount &&
        posting.lines.get(outcome.to) === outcome.amount;
      if (same) found += 1;
      else different += 1;
    }
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200).length;
    const unexpected = [...postings.keys()].filter((key) => {
      const outcome = sent.get(key);
      return !outcome || (outcome.status !== 200 && outcome.status !== 0);
    }).length;
    const state = await books(db, world.platformId);
    return {
      acknowledged,
      found,
      missing: acknowledged - found - different,
      different,
      unexpected,
      uncertain: outcomes.filter((outcome) => outcome.status === 0).length,
      allEntries: state.all_entries,
      held: state.held,
      spent: state.spent,
      issued: state.issued,
      drifted: state.drifted,
      negative: state.negative,
    };
  } finally {
    await database.close();
  }
}
