import type { SeasonsListResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { hallOfFameKeys } from './hall-of-fame-keys.ts';

/** GET /seasons/list: the platform's seasons, with what the student earned and claimed. */
export const useSeasons = () =>
  useQuery({
    queryKey: hallOfFameKeys.seasons(),
    queryFn: ({ signal }) => request<SeasonsListResponse>('main', '/seasons/list', { signal }),
    select: (answer) => answer.seasons,
  });
