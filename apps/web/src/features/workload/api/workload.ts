import type {
  ClassroomSummary,
  FrequencyDetails,
  MonthlyFrequency,
  StudentsFrequencyList,
  StudentsWorkloadList,
  WorkloadDetails,
} from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const get =
  <T>(path: string, query: Record<string, string>) =>
  ({ signal }: { signal: AbortSignal }) =>
    request<T>('teacher-dashboard', `/workload/${path}`, { query, signal });

/** GET /classrooms (identity): the classrooms the educator reaches. */
export const useWorkloadClassrooms = () =>
  useQuery({
    queryKey: ['workload', 'classrooms'],
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
  });

/** GET /workload/monthly_frequency */
export const useMonthlyFrequency = (classroomId: string, year: string) =>
  useQuery({
    queryKey: ['workload', 'monthly', classroomId, year],
    queryFn: get<MonthlyFrequency>('monthly_frequency', { classroom_id: classroomId, year }),
    enabled: Boolean(classroomId),
  });

/** GET /workload/students_frequency_list */
export const useStudentsFrequency = (classroomId: string, month: string) =>
  useQuery({
    queryKey: ['workload', 'frequency', classroomId, month],
    queryFn: get<StudentsFrequencyList>('students_frequency_list', { classroom_id: classroomId, month }),
    enabled: Boolean(classroomId),
  });

/** GET /workload/frequency_details */
export const useFrequencyDetails = (classroomId: string, studentId: string, month: string) =>
  useQuery({
    queryKey: ['workload', 'frequency-details', classroomId, studentId, month],
    queryFn: get<FrequencyDetails>('frequency_details', { classroom_id: classroomId, student_id: studentId, month }),
  });

/** GET /workload/students_workload_list */
export const useStudentsWorkload = (classroomId: string, month: string) =>
  useQuery({
    queryKey: ['workload', 'workload', classroomId, month],
    queryFn: get<StudentsWorkloadList>('students_workload_list', { classroom_id: classroomId, month }),
    enabled: Boolean(classroomId),
  });

/** GET /workload/workload_details */
export const useWorkloadDetails = (classroomId: string, studentId: string, month: string) =>
  useQuery({
    queryKey: ['workload', 'workload-details', classroomId, studentId, month],
    queryFn: get<WorkloadDetails>('workload_details', { classroom_id: classroomId, student_id: studentId, month }),
  });
