import type { TeacherGrades } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { learningKeys } from './learning-keys.ts';

/** GET /teacher/grades (teacher-dashboard): the grades the educator teaches, with their classrooms. */
export const useTeacherGrades = () =>
  useQuery({
    queryKey: learningKeys.grades(),
    queryFn: ({ signal }) => request<TeacherGrades>('teacher-dashboard', '/teacher/grades', { signal }),
    select: (answer) => answer.grades,
  });
