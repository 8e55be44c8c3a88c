import type { ClassDiaryCreate, ClassDiaryDetails } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

type Body = Omit<ClassDiaryCreate, 'bncc' | 'lessons'> & { bncc: string[]; lessons: number };

/** POST /v1/class-diary; the diary's lists are refetched after. */
export function useCreateLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<ClassDiaryDetails>('class-diary', '/v1/class-diary', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
