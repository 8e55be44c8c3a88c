import type { PlanProduct, SubscriptionStatusResponse } from '@ava/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { guardianKeys } from './guardian-keys.ts';

/** GET /guardians/subscription_status */
export const useSubscription = () =>
  useQuery({
    queryKey: guardianKeys.subscription(),
    queryFn: ({ signal }) =>
      request<SubscriptionStatusResponse>('identity', '/guardians/subscription_status', { signal }),
  });

/** GET /payments/generate_link, then off to the payment page. */
export const usePaymentLink = () =>
  useMutation({
    mutationFn: (plan: PlanProduct) =>
      request<{ url: string }>('identity', '/payments/generate_link', { query: { plan }, notifyError: true }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
