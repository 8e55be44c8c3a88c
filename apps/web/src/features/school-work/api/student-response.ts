import type { StudentResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from './school-work-keys.ts';

/** POST /school_work/student_response: a draft, or the final response. */
export function useStudentResponse(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<StudentResponse, 'activity'>) =>
      request('main', '/school_work/student_response', {
        method: 'POST',
        body: { ...body, activity },
        notifyError: true,
      }),
    // Not awaited, so the caller's onSuccess runs while its form is still mounted (a sent answer's fresh data closes the form).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: schoolWorkKeys.all(activity) });
    },
  });
}
