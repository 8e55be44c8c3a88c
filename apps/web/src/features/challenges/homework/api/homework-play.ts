import type { HomeworkGameResultBody, HomeworkProgress, HomeworkResultsBody, HomeworkShow } from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../../lib/activity-keys.ts';
import { request } from '../../../../lib/http/request.ts';
import { homeworkKeys } from './homework-keys.ts';

/** The tasks service's paths of the student who plays a tarefa (document 2 section 7). */

/** GET /activity/show: the tarefa and its challenges, each with the student's done and score. */
export const homeworkShowOptions = (activity: string) =>
  queryOptions({
    queryKey: homeworkKeys.show(activity),
    queryFn: ({ signal }) =>
      request<HomeworkShow>('tasks', '/activity/show', { query: { activity_id: activity }, signal }),
  });

export const useHomeworkShow = (activity: string) => useQuery(homeworkShowOptions(activity));

/** POST /activity/create/game/result: a play, scored already, counts for the tarefa (a resend is harmless). */
export const countPlay = (body: HomeworkGameResultBody) =>
  request<HomeworkProgress>('tasks', '/activity/create/game/result', { method: 'POST', body });

/** POST /activity/create/result: the plays this device kept while it could not count them, at once. */
export const countKeptPlays = (body: HomeworkResultsBody) =>
  request<HomeworkProgress>('tasks', '/activity/create/result', { method: 'POST', body });

/** POST /activity/students/finish: hands the tarefa in with the challenges played so far. */
export function useFinishHomework(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('tasks', '/activity/students/finish', {
        method: 'POST',
        body: { activity_id: activity },
        notifyError: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
