import type { LearningTrailsResultList, LearningTrailsSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

/** GET /homeworks/learning_trails_result_list: each assigned student's walk through the trail. */
export function useTrailStudentResults(activity: string) {
  return useQuery({
    queryKey: [...activityKeys.detail(activity), 'trail-results'],
    queryFn: ({ signal }) =>
      request<LearningTrailsResultList>('main', '/homeworks/learning_trails_result_list', {
        query: { activity },
        signal,
      }),
  });
}

/** GET /homeworks/learning_trails_summary: the class totals and each step's figures. */
export function useTrailSummary(activity: string) {
  return useQuery({
    queryKey: [...activityKeys.detail(activity), 'trail-summary'],
    queryFn: ({ signal }) =>
      request<LearningTrailsSummary>('main', '/homeworks/learning_trails_summary', { query: { activity }, signal }),
  });
}
