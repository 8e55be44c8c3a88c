import type { WorkDetail } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from './school-work-keys.ts';

/** GET /school_work/work_detail: a student's own response, or the named student's for an educator. */
export const useWorkDetail = (activity: string, student?: string) =>
  useQuery({
    queryKey: schoolWorkKeys.detail(activity, student),
    queryFn: ({ signal }) =>
      request<WorkDetail>('main', '/school_work/work_detail', { query: { activity, student }, signal }),
  });
