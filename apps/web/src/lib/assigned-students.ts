import type { Assignment } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from './activity-keys.ts';
import { request } from './http/request.ts';

/**
 * GET /activity/students_assigned (educators): every assigned student's row with its delivery and
 * evaluation. Here, not in a feature: a forum's participation and its grade read it from two.
 */
export const assignedStudentsOptions = (activity: string) =>
  queryOptions({
    queryKey: activityKeys.assignedStudents(activity),
    queryFn: ({ signal }) =>
      request<{ students: Assignment[] }>('main', '/activity/students_assigned', { query: { activity }, signal }).then(
        (body) => body.students,
      ),
  });

export const useAssignedStudents = (activity: string) => useQuery(assignedStudentsOptions(activity));
