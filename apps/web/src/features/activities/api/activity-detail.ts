import type { ActivityDetail } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

/** GET /activity: one activity as the caller may see it. */
export const activityDetailOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => request<ActivityDetail>('main', '/activity', { query: { activity: id }, signal }),
    enabled: id !== '',
  });

export const useActivityDetail = (id: string) => useQuery(activityDetailOptions(id));
