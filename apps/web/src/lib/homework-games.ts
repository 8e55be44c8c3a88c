import type { HomeworkGamesList } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from './activity-keys.ts';
import { request } from './http/request.ts';

/**
 * GET /homeworks/games_list: a tarefa's challenges in their order. Here, not in a feature: the
 * creation flow (activities) and the teacher's results (challenges) read it from two.
 */
export const homeworkGamesOptions = (activity: string) =>
  queryOptions({
    queryKey: activityKeys.homeworkGames(activity),
    queryFn: ({ signal }) =>
      request<HomeworkGamesList>('main', '/homeworks/games_list', { query: { activity }, signal }),
  });

export const useHomeworkGames = (activity: string, enabled = true) =>
  useQuery({ ...homeworkGamesOptions(activity), enabled });
