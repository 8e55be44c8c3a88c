import type { ClassDiaryList } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { diaryKeys } from './diary-keys.ts';

/** GET /v1/class-diary: classroom_id, start_date, end_date and page as the filters give them. */
export const useLessons = (filters: Record<string, string>) =>
  useQuery({
    queryKey: diaryKeys.list(filters),
    queryFn: ({ signal }) => request<ClassDiaryList>('class-diary', '/v1/class-diary', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
