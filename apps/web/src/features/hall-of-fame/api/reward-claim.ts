import type { RewardClaimBody, RewardClaimResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { notify } from '../../../lib/toast.ts';
import { hallOfFameKeys } from './hall-of-fame-keys.ts';

/** POST /rewards/claim: the season's reward, once; the seasons are read again either way (a 409 means it was claimed). */
export function useRewardClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardClaimBody) =>
      request<RewardClaimResponse>('main', '/rewards/claim', { method: 'POST', body, notifyError: true }),
    onSuccess: (answer) => notify({ status: 'success', message: answer.message }),
    onSettled: () => client.invalidateQueries({ queryKey: hallOfFameKeys.seasons() }),
  });
}
