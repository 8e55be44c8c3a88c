import type { Room, UpdateRoom } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** PATCH /rooms/update_room */
export function useUpdateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoom) => request<Room>('tracker', '/rooms/update_room', { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
