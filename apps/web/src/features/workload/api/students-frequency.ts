import type { StudentsFrequencyList } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /workload/students_frequency_list */
export const useStudentsFrequency = (classroomId: string, month: string) =>
  useQuery({
    queryKey: [...workloadKeys.all, 'frequency', classroomId, month],
    queryFn: ({ signal }) =>
      request<StudentsFrequencyList>('teacher-dashboard', '/workload/students_frequency_list', {
        query: { classroom_id: classroomId, month },
        signal,
      }),
    enabled: Boolean(classroomId),
  });
