import type { TEACHER_LIST_STATES, TeacherActivityList } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { activityKeys, filterQuery, type ListFilters } from './activity-keys.ts';

export type TeacherListState = (typeof TEACHER_LIST_STATES)[number];

export interface TeacherListParams extends ListFilters {
  state: TeacherListState;
  favorite: boolean;
  page: number;
}

/** GET /activity/list_all */
export const useTeacherList = (params: TeacherListParams) =>
  useQuery({
    queryKey: activityKeys.teacherList(params),
    queryFn: ({ signal }) =>
      request<TeacherActivityList>('main', '/activity/list_all', {
        query: {
          ...filterQuery(params),
          state: params.state,
          favorite: params.favorite ? 'true' : undefined,
          page: params.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
