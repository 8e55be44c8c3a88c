import type {
  GuardianActivitiesResponse,
  GuardianGrade,
  GuardianGradesSummary,
  GuardianPerformanceResponse,
} from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { guardianKeys } from './guardian-keys.ts';

/** GET /guardians/fetch_students: every dependent of the guardian, for the child switcher. */
export const useGuardianStudents = () =>
  useQuery({
    queryKey: guardianKeys.students(),
    queryFn: ({ signal }) =>
      request<{ students: { id: string; name: string; username: string }[] }>('identity', '/guardians/fetch_students', {
        signal,
      }),
  });

/** GET /guardians/activities: one dependent's activities, every status and type, with the counts. */
export const useGuardianActivities = (student: string) =>
  useQuery({
    queryKey: guardianKeys.activities(student),
    queryFn: ({ signal }) =>
      request<GuardianActivitiesResponse>('main', '/guardians/activities', { query: { student }, signal }),
  });

/** GET /guardians/grades: one dependent's latest grades with the teachers' comments. */
export const useGuardianGrades = (student: string, limit: number) =>
  useQuery({
    queryKey: guardianKeys.grades(student),
    queryFn: ({ signal }) =>
      request<{ grades: GuardianGrade[] }>('main', '/guardians/grades', { query: { student, limit }, signal }),
  });

/** GET /guardians/grades/summary: one dependent's average and number of grades. */
export const useGuardianGradesSummary = (student: string) =>
  useQuery({
    queryKey: guardianKeys.gradesSummary(student),
    queryFn: ({ signal }) =>
      request<{ max_score: number; students: GuardianGradesSummary[] }>('main', '/guardians/grades/summary', {
        query: { student },
        signal,
      }),
  });

/** GET /guardians/activities/performance: one dependent's mean grade per month. */
export const useGuardianPerformance = (student: string, months: number) =>
  useQuery({
    queryKey: guardianKeys.performance(student, months),
    queryFn: ({ signal }) =>
      request<GuardianPerformanceResponse>('main', '/guardians/activities/performance', {
        query: { student, months },
        signal,
      }),
  });
