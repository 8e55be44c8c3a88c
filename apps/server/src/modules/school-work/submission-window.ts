import { DELIVERY_STATUS, EXTERNAL_ACTIVITY_STATUS, isExpired, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import type { ActivityRow, ActivityStudentRow } from '../activities/activities.access.ts';

/**
 * Why the student may not send (or save) a response now, or null when they may. A concluded
 * or archived activity takes nothing more, not even a redo. A sent response is final; a redo
 * asked by the teacher reopens it, even past the end date, since the teacher asked for it
 * explicitly. Otherwise the server clock decides the window.
 */
export function submissionRefusal(activity: ActivityRow, assignment: ActivityStudentRow, now: Date): string | null {
  if (activity.concluded_at !== null || activity.archived_at !== null) return SCHOOL_WORK_MESSAGES.closed;
  if (assignment.status === DELIVERY_STATUS.sent) return SCHOOL_WORK_MESSAGES.alreadySent;
  if (assignment.status === EXTERNAL_ACTIVITY_STATUS.redo) return null;
  if (activity.start_time && activity.start_time.getTime() > now.getTime()) return SCHOOL_WORK_MESSAGES.notStarted;
  if (isExpired(activity.end_time, now)) return SCHOOL_WORK_MESSAGES.expired;
  return null;
}
