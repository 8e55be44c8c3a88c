import type { studentCommentSchema } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http/request.ts';
import { refreshEvaluated } from './school-work-keys.ts';

export type TeacherComment = Omit<z.input<typeof studentCommentSchema>, 'activity'>;

/** POST /activities/students/comment: the teacher's comment on one student's work, with or without a grade. */
export const sendTeacherComment = (activity: string, body: TeacherComment) =>
  request('main', '/activities/students/comment', { method: 'POST', body: { ...body, activity }, notifyError: true });

export function useTeacherComment(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherComment) => sendTeacherComment(activity, body),
    onSuccess: () => refreshEvaluated(client, activity),
  });
}
