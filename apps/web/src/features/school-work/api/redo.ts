import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { sendTeacherComment, type TeacherComment } from './comment.ts';
import { refreshEvaluated } from './school-work-keys.ts';

/**
 * POST /activities/students/redo for one student (status 5: the answer reopens and its grade
 * stops standing), after saving the comment that tells them what to redo.
 */
export function useRedo(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ student, comment }: TeacherComment) => {
      await sendTeacherComment(activity, { student, comment });
      return request('main', '/activities/students/redo', {
        method: 'POST',
        body: { activity, students: [student] },
        notifyError: true,
      });
    },
    // Settled: the comment may be saved though the redo failed. Not awaited, so the caller's onSuccess
    // runs while its form is still mounted (fresh data replaces the form).
    onSettled: () => refreshEvaluated(client, activity),
  });
}
