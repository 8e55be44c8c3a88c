import type { ScoreBalanceResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { bankKeys } from '../../../lib/pokz-balance.ts';

/** A balance older than this is read again when the user moves to another screen (a graded activity seen). */
export const BALANCE_FRESH_MS = 15_000;
/** While the page is in view, pokz paid meanwhile (a teacher's grade) show within a minute. */
const BALANCE_POLL_MS = 60_000;

/** GET /students/score_balance (identity): the balance, what was earned, the currency's name, the latest lines. */
export const scoreBalanceOptions = () =>
  queryOptions({
    queryKey: bankKeys.balance(),
    queryFn: ({ signal }) => request<ScoreBalanceResponse>('identity', '/students/score_balance', { signal }),
    staleTime: BALANCE_FRESH_MS,
    refetchInterval: BALANCE_POLL_MS,
  });

export const useScoreBalance = () => useQuery(scoreBalanceOptions());
