import type { Assignment } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { activityKeys } from './activity-keys.ts';

/** GET /activity/students_assigned: each assigned student's row (delivery, score, comment). */
export const useStudentsAssigned = (activity: string) =>
  useQuery({
    queryKey: activityKeys.assigned(activity),
    queryFn: ({ signal }) =>
      request<{ students: Assignment[] }>('main', '/activity/students_assigned', { query: { activity }, signal }).then(
        (body) => body.students,
      ),
  });
