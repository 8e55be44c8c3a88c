import type { ScoreBalanceResponse } from '@ava/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http/request.ts';

/**
 * The caller's balance (GET /students/score_balance) and every other bank query start with
 * 'bank'. The key is here, not in the bank feature, because other features' actions pay pokz (a
 * challenge scored, an exam finished) and read the balance again, which toasts what arrived.
 */
export const bankKeys = {
  all: ['bank'] as const,
  balance: () => ['bank', 'balance'] as const,
};

/** A balance older than this is read again when the user moves to another screen (a graded activity seen). */
export const BALANCE_FRESH_MS = 15_000;
/** While the page is in view, pokz paid meanwhile (a teacher's grade) show within a minute. */
const BALANCE_POLL_MS = 60_000;

/**
 * GET /students/score_balance (identity): the balance, what was earned, the currency's name, the
 * latest lines. The header, the bank and the store read and refresh this one query.
 */
export const scoreBalanceOptions = () =>
  queryOptions({
    queryKey: bankKeys.balance(),
    queryFn: ({ signal }) => request<ScoreBalanceResponse>('identity', '/students/score_balance', { signal }),
    staleTime: BALANCE_FRESH_MS,
    refetchInterval: BALANCE_POLL_MS,
  });

export const useScoreBalance = () => useQuery(scoreBalanceOptions());

/** After an action that may have paid pokz: the balance is read again, and a rise is toasted ('+N pokz'). */
export function refreshPokzBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: bankKeys.balance() });
}

let shownAlready = 0;

/**
 * Pokz a screen has just shown the student itself (the score dialog's '+N'): the balance's rise
 * they explain is not toasted again. Call it before `refreshPokzBalance`.
 */
export function pokzShown(amount: number): void {
  shownAlready += Math.max(amount, 0);
}

/** What screens showed since the balance was last compared; counted once. */
export function takeShownPokz(): number {
  const shown = shownAlready;
  shownAlready = 0;
  return shown;
}
