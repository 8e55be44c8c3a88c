import type { ExternalExamShow, StudentExam } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { examKeys } from './exam-keys.ts';

/** GET /homework/student_exams: the student's exam of the activity and whether it was started or finished. */
export const studentExamOptions = (activity: string) =>
  queryOptions({
    queryKey: examKeys.studentExam(activity),
    queryFn: ({ signal }) => request<StudentExam>('main', '/homework/student_exams', { query: { activity }, signal }),
  });

export const useStudentExam = (activity: string) => useQuery(studentExamOptions(activity));

/** GET /activity/students/show of the exams service: the exam's guidance and the activity's settings. */
export const examShowOptions = (activity: string) =>
  queryOptions({
    queryKey: examKeys.show(activity),
    queryFn: ({ signal }) =>
      request<ExternalExamShow>('exams', '/activity/students/show', { query: { activity_id: activity }, signal }),
  });

export const useExamShow = (activity: string) => useQuery(examShowOptions(activity));
