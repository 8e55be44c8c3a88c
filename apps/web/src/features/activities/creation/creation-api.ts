import type {
  ActivityDetail,
  creationFirstStepSchema,
  creationFourthStepSchema,
  creationSecondStepSchema,
  creationThirdStepSchema,
} from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http/request.ts';
import { activityKeys } from '../api/activity-keys.ts';

export interface StepBodies {
  first_step: z.input<typeof creationFirstStepSchema>;
  second_step: z.input<typeof creationSecondStepSchema>;
  third_step: z.input<typeof creationThirdStepSchema>;
  fourth_step: z.input<typeof creationFourthStepSchema>;
}
export type Step = keyof StepBodies;

/**
 * POST /activity/create/<step> of the tasks service, which creates forums, essays, works and
 * handmade activities (CREATION_SERVICE_KINDS); each step answers the activity as saved.
 */
export function useCreationStep<S extends Step>(step: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepBodies[S]) =>
      request<ActivityDetail>('tasks', `/activity/create/${step}`, { method: 'POST', body, notifyError: true }),
    onSuccess: (activity) => {
      client.setQueryData(activityKeys.detail(activity.id), activity);
      return client.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
    },
  });
}
