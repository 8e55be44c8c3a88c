import type { ClassroomSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** GET /classrooms (identity): the classrooms the educator may open a room for. */
export const useEducatorClassrooms = () =>
  useQuery({
    queryKey: roomKeys.classrooms(),
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
  });
