import type { GradesAssigned } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { learningKeys } from './learning-keys.ts';

/** GET /teacher/grades_assigned (teacher-dashboard): the scores one classroom's activities gave. */
export const useGradesAssigned = (classroomId: string | null) =>
  useQuery({
    queryKey: learningKeys.gradesAssigned(classroomId ?? ''),
    queryFn: ({ signal }) =>
      request<GradesAssigned>('teacher-dashboard', '/teacher/grades_assigned', {
        query: { classroom_id: classroomId },
        signal,
      }),
    enabled: classroomId !== null,
  });
