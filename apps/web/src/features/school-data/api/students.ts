import type { SchoolStudent } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolDataKeys } from './school-data-keys.ts';

/** GET /mars/students/all_students (students service): a school's students. */
export const useSchoolStudents = (schoolId: string) =>
  useQuery({
    queryKey: schoolDataKeys.students(schoolId),
    queryFn: ({ signal }) =>
      request<{ students: SchoolStudent[] }>('students', '/mars/students/all_students', {
        query: { school_id: schoolId },
        signal,
      }).then((body) => body.students),
    enabled: Boolean(schoolId),
  });
