import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

/** DELETE /v1/class-diary/{id}; the diary is refetched after. */
export function useDeleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<{ id: string }>('class-diary', `/v1/class-diary/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
