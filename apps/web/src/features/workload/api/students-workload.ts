import type { StudentsWorkloadList } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /workload/students_workload_list */
export const useStudentsWorkload = (classroomId: string, month: string) =>
  useQuery({
    queryKey: [...workloadKeys.all, 'workload', classroomId, month],
    queryFn: ({ signal }) =>
      request<StudentsWorkloadList>('teacher-dashboard', '/workload/students_workload_list', {
        query: { classroom_id: classroomId, month },
        signal,
      }),
    enabled: Boolean(classroomId),
  });
