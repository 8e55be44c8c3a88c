import type { ClassDiaryDetails } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

/** GET /v1/class-diary/{id}: the lesson with the classroom's students and who missed it. */
export const useLesson = (id: string | undefined) =>
  useQuery({
    queryKey: diaryKeys.lesson(id ?? ''),
    queryFn: ({ signal }) => request<ClassDiaryDetails>('class-diary', `/v1/class-diary/${id}`, { signal }),
    enabled: Boolean(id),
  });
