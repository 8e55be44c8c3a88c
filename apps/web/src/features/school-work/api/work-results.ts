import type { WorkResult } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolWorkKeys } from './school-work-keys.ts';

/** GET /school_work/work_results: every assigned student's delivery and evaluation. */
export const workResultsOptions = (activity: string) =>
  queryOptions({
    queryKey: schoolWorkKeys.results(activity),
    queryFn: ({ signal }) =>
      request<{ students: WorkResult[] }>('main', '/school_work/work_results', { query: { activity }, signal }).then(
        (body) => body.students,
      ),
  });

export const useWorkResults = (activity: string) => useQuery(workResultsOptions(activity));
