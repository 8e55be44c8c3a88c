import {
  DELIVERY_STATUS,
  EXTERNAL_ACTIVITY_STATUS,
  GUARDIAN_ACTIVITY_STATUS,
  type GuardianActivityStatus,
  type GuardianActivityStatusName,
  isExpired,
  isUrgentFor,
} from '@ava/contracts';

export const STATUS_NAMES = Object.keys(GUARDIAN_ACTIVITY_STATUS) as GuardianActivityStatusName[];

export interface StatusInput {
  status: number;
  end_time: Date | null;
  concluded_at: Date | null;
  /** A digital exam the teacher paused. */
  paused: boolean;
}

/**
 * The guardian status of one dependent's activity (document 3 section 4): redo when the teacher
 * asked for it (5), done once sent (3), paused while its exam is paused (7), urgent when due in
 * under 48 h (2), otherwise pending (1). A pending activity past its end (or concluded) without
 * an answer stays pending and is marked late: the family should know it was missed.
 */
export function guardianStatusOf(
  row: StatusInput,
  now: Date,
): { status: GuardianActivityStatus; name: GuardianActivityStatusName; late: boolean } {
  const of = (name: GuardianActivityStatusName, late = false) => ({
    status: GUARDIAN_ACTIVITY_STATUS[name],
    name,
    late,
  });
  if (row.status === EXTERNAL_ACTIVITY_STATUS.redo) return of('redo');
  if (row.status === DELIVERY_STATUS.sent) return of('done');
  if (row.concluded_at !== null || isExpired(row.end_time, now)) return of('pending', true);
  if (row.paused) return of('paused');
  if (isUrgentFor(row.end_time, row.status, now)) return of('urgent');
  return of('pending');
}
