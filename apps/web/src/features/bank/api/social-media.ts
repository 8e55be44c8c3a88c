import type { UpdatePokzResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { readRecord, writeRecord } from '../../../lib/storage.ts';
import { bankKeys } from './bank-keys.ts';

/** When this user may ask for the social networks' pokz again, as this device recorded it. */
export const nextRewardAt = (userId: string): string | null => readRecord<string>('socialMediaReward', [userId]);

/** Asked only if no reward was recorded here, or if the recorded window has passed (document 3 section 4). */
export function rewardDue(userId: string, now = Date.now()): boolean {
  const next = nextRewardAt(userId);
  return next === null || Number.isNaN(Date.parse(next)) || Date.parse(next) <= now;
}

/**
 * PATCH /students/update_pokz: the week's reward for visiting one of the platform's social
 * networks; the next window is recorded on the device, and the bank read again (the balance's rise is toasted).
 */
export function useSocialMediaReward(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (socialMedia: string) =>
      request<UpdatePokzResponse>('identity', '/students/update_pokz', {
        method: 'PATCH',
        body: { social_media: socialMedia },
        notifyError: true,
      }),
    onSuccess: (answer) => {
      writeRecord('socialMediaReward', [userId], answer.next_reward_at);
      return client.invalidateQueries({ queryKey: bankKeys.all });
    },
  });
}
