import type { ComputeTime, TimeLog, TrackedTime } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

/** keepalive: the last log of a page being hidden or closed still reaches the server. */
export function registerLog(log: TimeLog): Promise<TrackedTime> {
  return request<TrackedTime>('tracker', '/report/register_log', { method: 'POST', body: log, keepalive: true });
}

export function computeTime(input: ComputeTime): Promise<TrackedTime> {
  return request<TrackedTime>('tracker', '/user_interaction_logs/compute_time', {
    method: 'PATCH',
    body: input,
    keepalive: true,
  });
}
