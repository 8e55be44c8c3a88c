import type { studentEvaluateSchema } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http/request.ts';
import { refreshEvaluated } from './school-work-keys.ts';

export type Evaluation = z.input<typeof studentEvaluateSchema>;

/** POST /activities/students/evaluate: score and comment of one student's work. */
export function useEvaluate(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<Evaluation, 'activity'>) =>
      request('main', '/activities/students/evaluate', {
        method: 'POST',
        body: { ...body, activity },
        notifyError: true,
      }),
    onSuccess: () => refreshEvaluated(client, activity),
  });
}
