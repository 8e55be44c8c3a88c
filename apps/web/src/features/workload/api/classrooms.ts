import type { ClassroomSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { workloadKeys } from './workload-keys.ts';

/** GET /classrooms (identity): the classrooms the educator reaches. */
export const useWorkloadClassrooms = () =>
  useQuery({
    queryKey: workloadKeys.classrooms,
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
  });
