import type { Room } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** PATCH /rooms/close_room */
export function useCloseRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) =>
      request<Room>('tracker', '/rooms/close_room', { method: 'PATCH', body: { room_id: roomId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
