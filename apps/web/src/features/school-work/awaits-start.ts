import type { WorkDetail } from '@ava/contracts';

/**
 * Whether the student cannot answer yet because the start time is ahead (the server refuses
 * with SCHOOL_WORK_MESSAGES.notStarted); an answer already sent is still shown as sent.
 */
export function awaitsStart(work: WorkDetail, now: Date): boolean {
  const start = work.activity.start_time;
  return !work.can_submit && work.delivery_status !== 'sent' && start !== null && new Date(start) > now;
}
