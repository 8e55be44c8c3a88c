import type { ClassStudentsResponse } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

/** GET /teacher/class_stu_list (identity): the students of one of the teacher's classrooms. */
export const classroomStudentsOptions = (classroom: string) =>
  queryOptions({
    queryKey: activityKeys.classroomStudents(classroom),
    queryFn: ({ signal }) =>
      request<ClassStudentsResponse>('identity', '/teacher/class_stu_list', {
        query: { classroom_id: classroom },
        signal,
      }).then((body) => body.students),
  });

export const useClassroomStudents = (classroom: string) => useQuery(classroomStudentsOptions(classroom));
