import type { ClassDiaryDetails, ClassDiaryUpdate } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

/** PATCH /v1/class-diary/{id}: the lesson's fields or its absences; the diary is refetched after. */
export function useUpdateLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClassDiaryUpdate }) =>
      request<ClassDiaryDetails>('class-diary', `/v1/class-diary/${id}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
