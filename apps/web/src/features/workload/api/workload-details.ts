import type { WorkloadDetails } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /workload/workload_details */
export const useWorkloadDetails = (classroomId: string, studentId: string, month: string) =>
  useQuery({
    queryKey: [...workloadKeys.all, 'workload-details', classroomId, studentId, month],
    queryFn: ({ signal }) =>
      request<WorkloadDetails>('teacher-dashboard', '/workload/workload_details', {
        query: { classroom_id: classroomId, student_id: studentId, month },
        signal,
      }),
  });
