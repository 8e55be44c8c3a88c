import {
  type ActivityDetail,
  type ActivityKind,
  type activityUpdateSchema,
  CREATION_SERVICE_KINDS,
  type CreationService,
  type creationFirstStepSchema,
  type creationFourthStepSchema,
  type creationSecondStepSchema,
  type creationThirdStepSchema,
} from '@ava/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

export interface StepBodies {
  first_step: z.input<typeof creationFirstStepSchema>;
  second_step: z.input<typeof creationSecondStepSchema>;
  third_step: z.input<typeof creationThirdStepSchema>;
  fourth_step: z.input<typeof creationFourthStepSchema>;
}
export type Step = keyof StepBodies;

/** The service that creates a kind: tasks for forums, essays, works and handmade; exams for digital exams. */
export function creationService(kind: ActivityKind): CreationService {
  const services = Object.keys(CREATION_SERVICE_KINDS) as CreationService[];
  return services.find((service) => (CREATION_SERVICE_KINDS[service] as readonly string[]).includes(kind)) ?? 'tasks';
}

/** The activity as the server saved it: its detail is known, every list is stale. */
function keepSaved(client: QueryClient, activity: ActivityDetail) {
  client.setQueryData(activityKeys.detail(activity.id), activity);
  return client.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
}

/**
 * POST /activity/create/<step> of the service that creates the kind (CREATION_SERVICE_KINDS);
 * each step answers the activity as saved.
 */
export function creationStep<S extends Step>(step: S, kind: ActivityKind, body: StepBodies[S]) {
  return request<ActivityDetail>(creationService(kind), `/activity/create/${step}`, {
    method: 'POST',
    body,
    notifyError: true,
  });
}

export function useCreationStep<S extends Step>(step: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ActivityKind; body: StepBodies[S] }) => creationStep(step, kind, body),
    onSuccess: (activity) => keepSaved(client, activity),
  });
}

export type ActivityUpdateBody = z.input<typeof activityUpdateSchema>;

/** POST /activity/update: a published activity's changes; the students who stay keep their work. */
export function useActivityUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityUpdateBody) =>
      request<ActivityDetail>('main', '/activity/update', { method: 'POST', body, notifyError: true }),
    onSuccess: (activity) => keepSaved(client, activity),
  });
}
