import { type ActivityCounts, type ActivityStats, combineStats, EXTERNAL_SERVICES } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';
import { PlatformContext } from '../../../lib/platform.ts';
import {
  externalClosedEntries,
  externalCounts,
  externalOpenEntries,
  externalStats,
  NO_COUNTS,
  servicesForFilters,
  sumCounts,
} from './external-activities.ts';
import { filterQuery, type ListFilters } from './list-filters.ts';
import { mergeEntries, type StudentListEntry } from './student-list-entry.ts';

type StudentList = { activities: StudentListEntry[] };

/**
 * The platform's marsActivities flag: the external services' lists, counts and stats join the
 * main service's. A platform's flags are fixed for its session, so the query keys leave it out.
 */
export const useMarsActivities = () => use(PlatformContext)?.theme.features.marsActivities === true;

/** GET /activity/student_open and /activity/student_closed, with the external services' when `mars`. */
export function studentListOptions(state: 'open' | 'closed', filters: ListFilters, mars: boolean) {
  return queryOptions({
    queryKey: activityKeys.studentList(state, filters),
    queryFn: async ({ signal }) => {
      const now = new Date();
      const external = mars ? servicesForFilters(filters) : [];
      const parts = await Promise.all([
        request<StudentList>('main', state === 'open' ? '/activity/student_open' : '/activity/student_closed', {
          query: filterQuery(filters),
          signal,
        }).then((body) => body.activities),
        ...external.map((service) =>
          state === 'open' ? externalOpenEntries(service, now, signal) : externalClosedEntries(service, now, signal),
        ),
      ]);
      return mergeEntries(state, parts);
    },
  });
}

export const useStudentList = (state: 'open' | 'closed', filters: ListFilters) =>
  useQuery(studentListOptions(state, filters, useMarsActivities()));

/** GET /activity/student_count plus the external counts; any failure counts as no activities (document 2 section 8). */
export function studentCountOptions(mars: boolean) {
  return queryOptions({
    queryKey: activityKeys.studentCount(),
    queryFn: async ({ signal }) =>
      sumCounts(
        await Promise.all([
          request<ActivityCounts>('main', '/activity/student_count', { signal }).catch(() => NO_COUNTS),
          ...(mars ? EXTERNAL_SERVICES.map((service) => externalCounts(service, signal)) : []),
        ]),
      ),
  });
}

export const useStudentCount = () => useQuery(studentCountOptions(useMarsActivities()));

/** GET /activity/student_closed_summary combined with the external records (averages of the non-null parts, sums). */
export function closedSummaryOptions(mars: boolean) {
  return queryOptions({
    queryKey: activityKeys.closedSummary(),
    queryFn: async ({ signal }): Promise<ActivityStats> =>
      combineStats(
        await Promise.all([
          request<ActivityStats>('main', '/activity/student_closed_summary', { signal }),
          ...(mars ? EXTERNAL_SERVICES.map((service) => externalStats(service, signal)) : []),
        ]),
      ),
  });
}

export const useClosedSummary = () => useQuery(closedSummaryOptions(useMarsActivities()));
