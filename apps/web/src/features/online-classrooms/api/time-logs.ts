import type { RoomTimeLogs } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** GET /rooms/time_logs: each student's seconds in the room; refreshed while the room is open. */
export const useTimeLogs = (roomId: string) =>
  useQuery({
    queryKey: roomKeys.timeLogs(roomId),
    queryFn: ({ signal }) =>
      request<RoomTimeLogs>('tracker', '/rooms/time_logs', { query: { room_id: roomId }, signal }),
    refetchInterval: (query) => (query.state.data?.room.status === 'open' ? 15_000 : false),
  });
