import type { RoomPresence } from '@ava/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

/** GET /rooms/check_room: the student joins; their time in the room starts. */
export const useCheckRoom = () =>
  useMutation({
    mutationFn: (roomId: string) =>
      request<RoomPresence>('tracker', '/rooms/check_room', { query: { room_id: roomId } }),
  });
