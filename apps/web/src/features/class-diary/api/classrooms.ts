import type { ClassroomSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

/** GET /classrooms (identity): those the educator teaches; a coordinator's also of their schools. */
export const useDiaryClassrooms = () =>
  useQuery({
    queryKey: diaryKeys.classrooms,
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
  });
