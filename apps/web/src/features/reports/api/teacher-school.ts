import type { TeacherSchoolResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { reportKeys } from './report-keys.ts';

/** GET /teacher/school (teacher-dashboard): the educator's schools and the classrooms they see in each. */
export const useTeacherSchools = () =>
  useQuery({
    queryKey: reportKeys.schools(),
    queryFn: ({ signal }) => request<TeacherSchoolResponse>('teacher-dashboard', '/teacher/school', { signal }),
  });
