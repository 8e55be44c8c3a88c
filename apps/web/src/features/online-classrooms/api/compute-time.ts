import type { RoomPresence, RoomTime } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

/** PATCH /rooms/compute_time. keepalive: the report of a page being closed still reaches the server. */
export function computeRoomTime(body: RoomTime): Promise<RoomPresence> {
  return request<RoomPresence>('tracker', '/rooms/compute_time', { method: 'PATCH', body, keepalive: true });
}
