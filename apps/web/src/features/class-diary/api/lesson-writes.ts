import type { ClassDiaryCreate, ClassDiaryDetails, ClassDiaryUpdate } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

type Write =
  | { kind: 'create'; body: Omit<ClassDiaryCreate, 'bncc' | 'lessons'> & { bncc: string[]; lessons: number } }
  | { kind: 'update'; id: string; body: ClassDiaryUpdate }
  | { kind: 'delete'; id: string };

/** POST, PATCH and DELETE /v1/class-diary[/{id}]; the lists and the lesson are refetched after. */
export function useLessonWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: Write): Promise<ClassDiaryDetails | { id: string }> => {
      if (write.kind === 'create') {
        return request('class-diary', '/v1/class-diary', { method: 'POST', body: write.body });
      }
      const path = `/v1/class-diary/${write.id}`;
      if (write.kind === 'update') return request('class-diary', path, { method: 'PATCH', body: write.body });
      return request('class-diary', path, { method: 'DELETE' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
