import type { MonthlyFrequency } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /workload/monthly_frequency */
export const useMonthlyFrequency = (classroomId: string, year: string) =>
  useQuery({
    queryKey: [...workloadKeys.all, 'monthly', classroomId, year],
    queryFn: ({ signal }) =>
      request<MonthlyFrequency>('teacher-dashboard', '/workload/monthly_frequency', {
        query: { classroom_id: classroomId, year },
        signal,
      }),
    enabled: Boolean(classroomId),
  });
