import type { SchoolClassroom } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolDataKeys } from './school-data-keys.ts';

/** GET /jupiter/classrooms/all (students service): a school's classrooms with grade and students. */
export const useSchoolClassrooms = (schoolId: string) =>
  useQuery({
    queryKey: schoolDataKeys.classrooms(schoolId),
    queryFn: ({ signal }) =>
      request<{ classrooms: SchoolClassroom[] }>('students', '/jupiter/classrooms/all', {
        query: { school_id: schoolId },
        signal,
      }).then((body) => body.classrooms),
    enabled: Boolean(schoolId),
  });
