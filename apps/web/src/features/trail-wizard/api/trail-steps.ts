import type { ExamClassifierInput, ExamStatus, TrailDetail, TrailItemInput } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { trailKeys } from './trail-keys.ts';

export interface IntroValues {
  title: string;
  guidance: string;
  layout: string;
  image: File | null;
  remove_image?: boolean;
}

const call = (
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string> },
) => request<TrailDetail>('trails', path, { method, ...options });

function form(fields: Record<string, string | File | null | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) data.append(name, value);
  return data;
}

/** Each wizard step (document 3 section 7 'Trail wizard') as one call; every call answers the trail in full. */
export const trailSteps = {
  /** POST /learning_trail_wizard/intro (new, or a new image) or PATCH /learning_trail_wizard/intro. */
  intro: (externalId: string | undefined, values: IntroValues) =>
    externalId && !values.image
      ? call('PATCH', '/learning_trail_wizard/intro', {
          body: {
            external_id: externalId,
            title: values.title,
            guidance: values.guidance,
            layout: values.layout,
            remove_image: values.remove_image ?? false,
          },
        })
      : call('POST', '/learning_trail_wizard/intro', {
          body: form({
            title: values.title,
            guidance: values.guidance,
            layout: values.layout,
            image: values.image,
            external_id: externalId,
          }),
        }),
  classifiers: (externalId: string, classifier: ExamClassifierInput) =>
    call('PATCH', '/learning_trail_wizard/classifiers', { query: { external_id: externalId }, body: classifier }),
  saveItem: (externalId: string, trail: TrailItemInput) =>
    call('PATCH', '/learning_trail_wizard/trails', { body: { external_id: externalId, trail } }),
  copyItem: (externalId: string, itemId: string) =>
    call('PATCH', '/learning_trail_wizard/trails', {
      body: { external_id: externalId, trail: { trail_id: itemId }, copy: true },
    }),
  removeItem: (externalId: string, itemId: string) =>
    call('DELETE', '/learning_trail_wizard/trail', { query: { external_id: externalId, trail_id: itemId } }),
  status: (externalId: string, status: ExamStatus) =>
    call('PATCH', '/learning_trail_wizard/status', { query: { external_id: externalId, status: String(status) } }),
};

/** Runs a step; the answer becomes the cached trail and the lists are refetched. */
export function useTrailStep<A extends unknown[]>(step: (...args: A) => Promise<TrailDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => step(...args),
    onSuccess: (trail) => {
      client.setQueryData(trailKeys.detail(trail.external_id), trail);
      void client.invalidateQueries({ queryKey: [...trailKeys.all, 'search'] });
    },
  });
}
