import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

export interface Person {
  id: string;
  name: string;
}

/** GET /classroom/teachers_list: the teachers the filter offers. */
export const useTeachers = () =>
  useQuery({
    queryKey: activityKeys.teachers(),
    queryFn: ({ signal }) =>
      request<{ teachers: Person[] }>('main', '/classroom/teachers_list', { signal }).then((body) => body.teachers),
    staleTime: 10 * 60_000,
  });
