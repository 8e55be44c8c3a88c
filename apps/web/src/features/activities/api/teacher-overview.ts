import type { TeacherOverview } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { request } from '../../../lib/http/request.ts';

/** GET /teacher/overview (teacher-dashboard service): what waits for the educator on their home. */
export const useTeacherOverview = () =>
  useQuery({
    queryKey: activityKeys.teacherOverview(),
    queryFn: ({ signal }) => request<TeacherOverview>('teacher-dashboard', '/teacher/overview', { signal }),
  });
