import type { StudentResponse } from '@ava/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from './school-work-keys.ts';

/**
 * POST /school_work/student_response: a draft, or the final response (an essay's comes wrapped in
 * its font-size tag). `alsoChanged` names the caller's own queries the answer changes (an essay's marks).
 */
export function useStudentResponse(activity: string, alsoChanged: readonly QueryKey[] = []) {
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
      for (const queryKey of [schoolWorkKeys.all(activity), ...alsoChanged])
        void client.invalidateQueries({ queryKey });
    },
  });
}
