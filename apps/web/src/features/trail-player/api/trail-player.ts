import type { TrailFinishResponse, TrailPlayerShow, TrailProgressSave, TrailQuizAnswerInput } from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

export const trailPlayerKeys = {
  show: (activity: string) => ['trail-player', activity, 'show'] as const,
};

/** GET /activity/students/show of the trails service: the trail, its steps and the student's progress, in one answer. */
export const trailShowOptions = (activity: string) =>
  queryOptions({
    queryKey: trailPlayerKeys.show(activity),
    queryFn: ({ signal }) =>
      request<TrailPlayerShow>('trails', '/activity/students/show', { query: { activity_id: activity }, signal }),
  });

export const useTrailShow = (activity: string) => useQuery(trailShowOptions(activity));

/** Every write answers something the player shows: the trail is read again after it. */
function useTrailWrite<Input, Output>(activity: string, write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: trailPlayerKeys.show(activity) }),
  });
}

/** POST /activity/students/start: the start flag. */
export const useStartTrail = (activity: string) =>
  useTrailWrite(activity, () =>
    request('trails', '/activity/students/start', {
      method: 'POST',
      body: { activity_id: activity, start: true },
      notifyError: true,
    }),
  );

/** POST /activity/create/trail/result: one step's record (done, or just where the student is). */
export const useSaveStep = (activity: string) =>
  useTrailWrite(activity, (save: Omit<TrailProgressSave, 'activity_id'>) =>
    request('trails', '/activity/create/trail/result', {
      method: 'POST',
      body: { ...save, activity_id: activity },
      notifyError: true,
    }),
  );

/** POST /activity/create/quiz/answer */
export const useAnswerQuiz = (activity: string) =>
  useTrailWrite(activity, (answer: Omit<TrailQuizAnswerInput, 'activity_id'>) =>
    request<{ answer: { correct: boolean }; step_done: boolean }>('trails', '/activity/create/quiz/answer', {
      method: 'POST',
      body: { ...answer, activity_id: activity },
      notifyError: true,
    }),
  );

/** POST /activity/students/finish: the activity's delivery changes too. */
export function useFinishTrail(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<TrailFinishResponse>('trails', '/activity/students/finish', {
        method: 'POST',
        body: { activity_id: activity },
        notifyError: true,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: activityKeys.detail(activity) });
      return client.invalidateQueries({ queryKey: trailPlayerKeys.show(activity) });
    },
  });
}
