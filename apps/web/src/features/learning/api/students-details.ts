import type { StudentsDetails } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { learningKeys } from './learning-keys.ts';

/** GET /teacher/students_details (teacher-dashboard): a classroom's students' rows and summary. */
export const useStudentsDetails = (classroomId: string | null) =>
  useQuery({
    queryKey: learningKeys.students(classroomId ?? ''),
    queryFn: ({ signal }) =>
      request<StudentsDetails>('teacher-dashboard', '/teacher/students_details', {
        query: { classroom_id: classroomId },
        signal,
      }),
    enabled: classroomId !== null,
  });
