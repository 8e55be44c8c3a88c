import { DELIVERY_STATUS, type HomeworkStudentState, isExpiredFor } from '@ava/contracts';
import type { ActivityRow } from '../activities/activities.access.ts';

/** Handed in once the delivery is sent; in progress once a play counted; else not started. */
export function homeworkState(deliveryStatus: number, gamesPlayed: number): HomeworkStudentState {
  if (deliveryStatus === DELIVERY_STATUS.sent) return 'finished';
  return gamesPlayed > 0 ? 'in_progress' : 'not_started';
}

/**
 * No play counts any more for the student: handed in, archived or concluded by the teacher, or
 * past the end time (a redo the teacher asked reopens it whatever the end time, as everywhere).
 */
export function isHomeworkClosed(
  activity: Pick<ActivityRow, 'archived_at' | 'concluded_at' | 'end_time'>,
  deliveryStatus: number,
  now: Date,
): boolean {
  return (
    deliveryStatus === DELIVERY_STATUS.sent ||
    activity.archived_at !== null ||
    activity.concluded_at !== null ||
    isExpiredFor(activity.end_time, deliveryStatus, now)
  );
}

/** The tarefa's score: the mean of its challenges' scores, unplayed ones counting 0, with one decimal. */
export function homeworkScore(scores: readonly number[], totalGames: number): number {
  if (totalGames === 0) return 0;
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.round((sum / totalGames) * 10) / 10;
}

/** A mean with one decimal; null for none. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((total, value) => total + value, 0) / values.length) * 10) / 10;
}
