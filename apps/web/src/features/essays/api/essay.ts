import type { WorkDetail } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from '../../school-work/api/school-work-keys.ts';
import { essayKeys } from './essay-keys.ts';

/** GET /school_work/work_detail: the essay of the caller, or of the named student for an educator. */
export const useEssay = (activity: string, student?: string) =>
  useQuery({
    queryKey: essayKeys.detail(activity, student),
    queryFn: ({ signal }) =>
      request<WorkDetail>('main', '/school_work/work_detail', { query: { activity, student }, signal }),
  });

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
    // Not awaited, so the caller's onSuccess runs while its form is still mounted (fresh data replaces the form).
    // The result panel under the essay (school work) reads the same answer under its own key.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: essayKeys.all(activity) });
      void client.invalidateQueries({ queryKey: schoolWorkKeys.all(activity) });
    },
  });
}
