import type { LearningTrailsList, updateTrailsSchema } from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

const trailsKey = (activity: string, search: string) => [...activityKeys.detail(activity), 'trails', search] as const;

/**
 * GET /homeworks/learning_trails_list: the trail the activity applies and the platform's published
 * trails matching `search` (asked only when `enabled`).
 */
export function useTrailChoices(activity: string, search: string, enabled = true) {
  return useQuery({
    queryKey: trailsKey(activity, search),
    queryFn: ({ signal }) =>
      request<LearningTrailsList>('main', '/homeworks/learning_trails_list', {
        query: { activity, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** PATCH /homeworks/update_trails: the activity applies this trail (one per activity). */
export function useUpdateTrails(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateTrailsSchema>) =>
      request<LearningTrailsList>('main', '/homeworks/update_trails', { method: 'PATCH', body, notifyError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...activityKeys.detail(activity), 'trails'] }),
  });
}
