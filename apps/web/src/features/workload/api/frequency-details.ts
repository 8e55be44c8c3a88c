import type { FrequencyDetails } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /workload/frequency_details */
export const useFrequencyDetails = (classroomId: string, studentId: string, month: string) =>
  useQuery({
    queryKey: [...workloadKeys.all, 'frequency-details', classroomId, studentId, month],
    queryFn: ({ signal }) =>
      request<FrequencyDetails>('teacher-dashboard', '/workload/frequency_details', {
        query: { classroom_id: classroomId, student_id: studentId, month },
        signal,
      }),
  });
