import type { HelpSubject } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { helpKeys } from './help-keys.ts';

/** GET /help_center_calls/subjects: they change rarely, kept ten minutes. */
export const helpSubjectsOptions = () =>
  queryOptions({
    queryKey: helpKeys.subjects(),
    queryFn: ({ signal }) =>
      request<{ subjects: HelpSubject[] }>('main', '/help_center_calls/subjects', { signal }).then((r) => r.subjects),
    staleTime: 10 * 60_000,
  });

export const useHelpSubjects = () => useQuery(helpSubjectsOptions());
