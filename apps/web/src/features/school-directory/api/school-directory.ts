import type {
  ClassroomSummary,
  ClassStudentsResponse,
  ResetStudentPasswordResponse,
  UpdateStudentRequest,
} from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

export const directoryKeys = {
  all: ['school-directory'] as const,
  classrooms: () => ['school-directory', 'classrooms'] as const,
  students: (classroomId: string) => ['school-directory', 'students', classroomId] as const,
};

/** GET /classrooms (identity) */
export const useClassrooms = () =>
  useQuery({
    queryKey: directoryKeys.classrooms(),
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
    select: (answer) => answer.classrooms,
  });

/** GET /teacher/class_stu_list (identity) */
export const useClassStudents = (classroomId: string | null) =>
  useQuery({
    queryKey: directoryKeys.students(classroomId ?? ''),
    queryFn: ({ signal }) =>
      request<ClassStudentsResponse>('identity', '/teacher/class_stu_list', {
        query: { classroom_id: classroomId },
        signal,
      }),
    enabled: classroomId !== null,
  });

/** POST /teacher/reset_stu_psw and PATCH /students/update_student (identity). */
export function useStudentMutations() {
  const client = useQueryClient();
  const options = { notifyError: true } as const;
  return {
    resetPassword: useMutation({
      mutationFn: (body: { student_id: string; password?: string }) =>
        request<ResetStudentPasswordResponse>('identity', '/teacher/reset_stu_psw', {
          ...options,
          method: 'POST',
          body,
        }),
    }),
    update: useMutation({
      mutationFn: (body: UpdateStudentRequest) =>
        request<{ message: string }>('identity', '/students/update_student', { ...options, method: 'PATCH', body }),
      onSuccess: () => client.invalidateQueries({ queryKey: directoryKeys.all }),
    }),
  };
}
