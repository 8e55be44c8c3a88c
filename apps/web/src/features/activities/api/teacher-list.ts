import type { TEACHER_LIST_STATES, TeacherActivityList } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';
import { filterQuery, type ListFilters } from './list-filters.ts';

export type TeacherListState = (typeof TEACHER_LIST_STATES)[number];

export interface TeacherListParams extends ListFilters {
  state: TeacherListState;
  favorite: boolean;
  page: number;
}

/** The list's filters and view as query parameters, shared by the list and its export. */
export const teacherListQuery = (params: Omit<TeacherListParams, 'page'>) => ({
  ...filterQuery(params),
  state: params.state,
  favorite: params.favorite ? 'true' : undefined,
});

/** GET /activity/list_all */
export const useTeacherList = (params: TeacherListParams) =>
  useQuery({
    queryKey: activityKeys.teacherList(params),
    queryFn: ({ signal }) =>
      request<TeacherActivityList>('main', '/activity/list_all', {
        query: { ...teacherListQuery(params), page: params.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
