import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

export interface TeacherClassroom {
  id: string;
  name: string;
  total_students: number;
}

/** GET /teacher/classrooms (teacher-dashboard service): the classrooms an activity may be for. */
export const useTeacherClassrooms = () =>
  useQuery({
    queryKey: activityKeys.classrooms(),
    queryFn: ({ signal }) =>
      request<{ classrooms: TeacherClassroom[] }>('teacher-dashboard', '/teacher/classrooms', { signal }).then(
        (body) => body.classrooms,
      ),
    staleTime: 10 * 60_000,
  });
