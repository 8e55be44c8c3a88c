import type { ActivityCounts, ActivityStats, StudentActivityItem } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { activityKeys, filterQuery, type ListFilters } from './activity-keys.ts';

type StudentList = { activities: StudentActivityItem[] };

/** GET /activity/student_open and /activity/student_closed */
export function studentListOptions(state: 'open' | 'closed', filters: ListFilters) {
  return queryOptions({
    queryKey: activityKeys.studentList(state, filters),
    queryFn: ({ signal }) =>
      request<StudentList>('main', state === 'open' ? '/activity/student_open' : '/activity/student_closed', {
        query: filterQuery(filters),
        signal,
      }).then((body) => body.activities),
  });
}

export const useStudentList = (state: 'open' | 'closed', filters: ListFilters) =>
  useQuery(studentListOptions(state, filters));

const NO_COUNTS: ActivityCounts = { activities_qtd: 0, urgent_activities: 0 };

/** GET /activity/student_count; a failure counts as no activities (document 2 section 8). */
export const useStudentCount = () =>
  useQuery({
    queryKey: activityKeys.studentCount(),
    queryFn: ({ signal }) =>
      request<ActivityCounts>('main', '/activity/student_count', { signal }).catch(() => NO_COUNTS),
  });

/** GET /activity/student_closed_summary */
export const useClosedSummary = () =>
  useQuery({
    queryKey: activityKeys.closedSummary(),
    queryFn: ({ signal }) => request<ActivityStats>('main', '/activity/student_closed_summary', { signal }),
  });
