import type { TrailRatingResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { trailKeys } from './trail-keys.ts';

/** PATCH /learning_trails/favorite and PATCH /learning_trails/rating; the lists are refetched after either. */
export function useTrailMarks() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: trailKeys.all });
  const favorite = useMutation({
    mutationFn: ({ trailId, favorite }: { trailId: string; favorite: boolean }) =>
      request('trails', '/learning_trails/favorite', {
        method: 'PATCH',
        query: { learning_trail_id: trailId, favorite: String(favorite) },
        notifyError: true,
      }),
    onSuccess: refresh,
  });
  const rating = useMutation({
    mutationFn: ({ trailId, rating }: { trailId: string; rating: number }) =>
      request<TrailRatingResponse>('trails', '/learning_trails/rating', {
        method: 'PATCH',
        body: { learning_trail_id: trailId, rating },
      }),
    onSuccess: refresh,
  });
  return { favorite, rating };
}
