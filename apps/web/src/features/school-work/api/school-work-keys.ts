import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys.ts';

export const schoolWorkKeys = {
  all: (activity: string) => ['school-work', activity] as const,
  detail: (activity: string, student?: string) => ['school-work', activity, 'detail', student ?? 'me'] as const,
  evaluation: (activity: string, student: string) => ['school-work', activity, 'evaluation', student] as const,
  results: (activity: string) => ['school-work', activity, 'results'] as const,
};

/**
 * After an evaluation, a comment or a redo: the answers, the activity (its counts of goals reached),
 * its students' rows (a forum's correction reads the student's there) and the educator's 'Para
 * corrigir'. Not awaited, so the caller's onSuccess runs once the save is done, not after the refetch.
 */
export function refreshEvaluated(client: QueryClient, activity: string): void {
  for (const queryKey of [
    schoolWorkKeys.all(activity),
    activityKeys.detail(activity),
    activityKeys.assignedStudents(activity),
    activityKeys.teacherOverview(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
