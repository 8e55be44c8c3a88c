import type { ScoreBalanceResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http/request.ts';

/** Every screen that shows or changes the caller's pokz reads and refreshes this one query. */
export const POKZ_BALANCE_KEY = ['pokz', 'balance'] as const;

/** GET /students/score_balance (identity): the wallet's balance, what was earned and the platform's name for the currency. */
export const pokzBalanceOptions = () =>
  queryOptions({
    queryKey: POKZ_BALANCE_KEY,
    queryFn: ({ signal }) => request<ScoreBalanceResponse>('identity', '/students/score_balance', { signal }),
  });

export const usePokzBalance = () => useQuery(pokzBalanceOptions());
