import type { RoomList } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** Open rooms change while a student waits on the screen: looked at again every half minute. */
const REFRESH_MS = 30_000;

/** GET /rooms: an educator's rooms (filters: classroom_id, status); a student's open rooms. */
export const useRooms = (filters: Record<string, string> = {}) =>
  useQuery({
    queryKey: roomKeys.list(filters),
    queryFn: ({ signal }) => request<RoomList>('tracker', '/rooms', { query: filters, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
