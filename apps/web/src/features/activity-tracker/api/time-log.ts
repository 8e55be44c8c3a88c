import type { ComputeTime, TimeLog, TrackedTime } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

/**
 * Time is reported with the token of the session it was spent in (`token`), which may have been
 * left by then: a guardian entering a dependent's account, or coming back, sends the last log of
 * the account left. keepalive: the last log of a page being hidden or closed still reaches the server.
 */
const asSession = (token: string) => ({ headers: { Authorization: `Bearer ${token}` }, keepalive: true });

export function registerLog(log: TimeLog, token: string): Promise<TrackedTime> {
  return request<TrackedTime>('tracker', '/report/register_log', { method: 'POST', body: log, ...asSession(token) });
}

export function computeTime(input: ComputeTime, token: string): Promise<TrackedTime> {
  return request<TrackedTime>('tracker', '/user_interaction_logs/compute_time', {
    method: 'PATCH',
    body: input,
    ...asSession(token),
  });
}
