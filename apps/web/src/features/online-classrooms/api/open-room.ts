import type { OpenRoom, Room } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { roomKeys } from './room-keys.ts';

/** POST /rooms/open_room */
export function useOpenRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenRoom) => request<Room>('tracker', '/rooms/open_room', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
