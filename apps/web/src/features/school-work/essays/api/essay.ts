import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/http/request.ts';
import { schoolWorkKeys } from '../../api/school-work-keys.ts';
import { essayKeys } from './essay-keys.ts';

/** POST /school_work/student_response with the essay already wrapped in its font-size tag. */
export function useSendEssay(activity: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { detail_text: string; draft: boolean }) =>
      request('main', '/school_work/student_response', {
        method: 'POST',
        body: { ...body, activity },
        notifyError: true,
      }),
    // Not awaited, so the caller's onSuccess runs while its form is still mounted (a sent answer's fresh data closes the form).
    // The answer is school work's; the marks are the essay's.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: essayKeys.all(activity) });
      void client.invalidateQueries({ queryKey: schoolWorkKeys.all(activity) });
    },
  });
}
