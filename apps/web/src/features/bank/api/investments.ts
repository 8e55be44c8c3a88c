import type { InvestmentMovement, InvestmentsResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { bankKeys } from './bank-keys.ts';
import { useBankMovement } from './bank-movement.ts';

/** GET /transactions/pokz/investments (identity): each investment with its yield so far, the rate a new one gets. */
export const useInvestments = () =>
  useQuery({
    queryKey: bankKeys.investments(),
    queryFn: ({ signal }) => request<InvestmentsResponse>('identity', '/transactions/pokz/investments', { signal }),
  });

/** POST /transactions/pokz/invest, with the action's Idempotency-Key. */
export const useInvest = () =>
  useBankMovement(({ amount, key }: { amount: number; key: string }) =>
    request<InvestmentMovement>('identity', '/transactions/pokz/invest', {
      method: 'POST',
      body: { amount },
      headers: idempotencyHeaders(key),
    }),
  );

/** PATCH /transactions/pokz/redeem: the whole investment (asked again, the same answer). */
export const useRedeem = () =>
  useBankMovement((investmentId: string) =>
    request<InvestmentMovement>('identity', '/transactions/pokz/redeem', {
      method: 'PATCH',
      body: { investment_id: investmentId },
      notifyError: true,
    }),
  );
