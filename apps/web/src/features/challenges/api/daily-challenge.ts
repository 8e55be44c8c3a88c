import type { DailyChallengeResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { challengeKeys } from './challenge-keys.ts';

/** GET /contents/random: the day's challenge for the student, or null when there is none. */
export const useDailyChallenge = () =>
  useQuery({
    queryKey: challengeKeys.daily(),
    queryFn: ({ signal }) => request<DailyChallengeResponse>('games', '/contents/random', { signal }),
    select: (answer) => answer.content,
  });
