import { LEDGER_MESSAGES, type LedgerEventType } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { fingerprintOf, replay } from './bank-rules.ts';
import type { LedgerRepository, PostingRow } from './ledger.repository.ts';
import type { LedgerCurrency } from './ledger.tables.ts';

/** Event types of the grants: what a user earned (score_balance's `score` sums them). */
export const GRANT_EVENT_TYPES = ['activity', 'exam', 'challenge', 'social_media'] as const satisfies LedgerEventType[];

/** A one-off grant: a second grant with the same key pays nothing. */
export interface Grant {
  platformId: string;
  userId: string;
  amount: number;
  event: string;
  eventType: LedgerEventType;
  idempotencyKey: string;
  currency?: LedgerCurrency;
}

/** What one thing (an activity's grade) pays in all: the ledger posts the difference from what it paid so far. */
export interface Settlement {
  platformId: string;
  userId: string;
  /** Names what is paid for, the same every time: `activity:<activity>:<student>`. */
  source: string;
  total: number;
  event: string;
  eventType: LedgerEventType;
  currency?: LedgerCurrency;
}

/** A spend from a user's wallet (a purchase), opened before deciding what it buys. */
export interface SpendRequest {
  platformId: string;
  userId: string;
  /** Unique per platform: a key already used answers its first answer again, and moves nothing. */
  idempotencyKey: string;
  /** What was asked; the key sent again with another request is refused (409). */
  request: unknown;
  currency?: LedgerCurrency;
}

export interface Payment<T> {
  amount: number;
  event: string;
  eventType: LedgerEventType;
  /** What the path answers, kept with the posting for a retry of the same key. */
  answer: T;
}

/** A spend whose key was used before (`replayed`, with the first answer), or an open one whose wallet is locked. */
export type OpenSpend =
  | { replayed: true; answer: unknown }
  | {
      replayed: false;
      /** The wallet's balance, which nothing else changes until the transaction ends. */
      balance: number;
      /** Moves `amount` from the wallet to the platform's sales account; 409 'Saldo insuficiente.' when it is not there. */
      pay<T>(payment: Payment<T>): Promise<PostingRow>;
    };

/** The statement line of a later posting of the same source. */
const regradeEvent = (event: string) => `Revisão: ${event}`;

/**
 * What other modules call to pay pokz, inside their own transaction (`tx`), so the grant and the
 * grade that earns it commit or fail together. Each locks the user's wallet first: grants and
 * spends of one user take their turn, and a key is looked up with nobody else writing it.
 */
export function createLedger(deps: { repo: LedgerRepository; clock: Clock }) {
  const { repo, clock } = deps;

  return {
    /** Pays `amount` from the platform's grants to the user's wallet, once per key. Null when nothing was posted. */
    async grant(tx: Executor, grant: Grant): Promise<PostingRow | null> {
      if (!Number.isInteger(grant.amount)) throw new Error(`a grant is whole pokz, not ${grant.amount}`);
      if (grant.amount <= 0) return null;
      const currency = grant.currency ?? 'pokz';
      const wallet = await repo.lockUserAccount(grant.platformId, grant.userId, 'wallet', currency, tx);
      if (await repo.findPosting(grant.platformId, grant.idempotencyKey, tx)) return null;
      const grants = await repo.systemAccount(grant.platformId, 'grants', currency, tx);
      return repo.post(
        grant.platformId,
        {
          idempotencyKey: grant.idempotencyKey,
          eventType: grant.eventType,
          at: clock.now(),
          entries: [
            { accountId: wallet.id, amount: grant.amount, event: grant.event },
            { accountId: grants.id, amount: -grant.amount, event: grant.event },
          ],
        },
        tx,
      );
    },

    /**
     * Brings what `source` paid the user to `total`, posting the difference (history is never
     * rewritten). A regrade down takes back at most what the wallet holds then, never making it
     * negative; what it could not take is taken when that source is settled again. Returns the
     * amount posted (0 when nothing changed).
     */
    async settle(tx: Executor, settlement: Settlement): Promise<number> {
      if (!Number.isInteger(settlement.total)) throw new Error(`a settlement is whole pokz, not ${settlement.total}`);
      const { platformId, source } = settlement;
      const currency = settlement.currency ?? 'pokz';
      const wallet = await repo.lockUserAccount(platformId, settlement.userId, 'wallet', currency, tx);
      const paid = await repo.sourceTotal(platformId, wallet.id, source, tx);
      const wanted = settlement.total - paid.total;
      const amount = wanted < 0 ? -Math.min(-wanted, wallet.balance) : wanted;
      if (amount === 0) return 0;
      const grants = await repo.systemAccount(platformId, 'grants', currency, tx);
      const event = paid.postings === 0 ? settlement.event : regradeEvent(settlement.event);
      await repo.post(
        platformId,
        {
          idempotencyKey: `${source}#${paid.postings + 1}`,
          eventType: settlement.eventType,
          source,
          at: clock.now(),
          entries: [
            { accountId: wallet.id, amount, event },
            { accountId: grants.id, amount: -amount, event },
          ],
        },
        tx,
      );
      return amount;
    },

    /**
     * Opens a spend inside the caller's transaction (`tx`), so the posting and what it buys (a
     * purchase and its stock) commit or fail together: locks the user's wallet, then looks the key
     * up. The caller decides what is bought while the wallet is locked, then pays once.
     */
    async openSpend(tx: Executor, spend: SpendRequest): Promise<OpenSpend> {
      const { platformId, idempotencyKey } = spend;
      const currency = spend.currency ?? 'pokz';
      const wallet = await repo.lockUserAccount(platformId, spend.userId, 'wallet', currency, tx);
      const fingerprint = fingerprintOf(spend.request);
      const previous = await repo.findPosting(platformId, idempotencyKey, tx);
      if (previous) return { replayed: true, answer: replay(previous, fingerprint) };
      let paid = false;
      return {
        replayed: false,
        balance: wallet.balance,
        async pay(payment) {
          if (paid) throw new Error(`spend ${idempotencyKey} is paid once`);
          if (!Number.isInteger(payment.amount) || payment.amount <= 0) {
            throw new Error(`a spend is whole pokz above 0, not ${payment.amount}`);
          }
          if (wallet.balance < payment.amount) throw conflict(LEDGER_MESSAGES.insufficientBalance);
          paid = true;
          const sales = await repo.systemAccount(platformId, 'sales', currency, tx);
          return repo.post(
            platformId,
            {
              idempotencyKey,
              eventType: payment.eventType,
              fingerprint,
              answer: payment.answer,
              at: clock.now(),
              entries: [
                { accountId: wallet.id, amount: -payment.amount, event: payment.event },
                { accountId: sales.id, amount: payment.amount, event: payment.event },
              ],
            },
            tx,
          );
        },
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
