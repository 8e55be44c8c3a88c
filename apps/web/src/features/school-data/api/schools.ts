import type { SchoolSummary } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { schoolDataKeys } from './school-data-keys.ts';

/** GET /jupiter/schools/all (students service): the caller's schools. */
export const useSchools = () =>
  useQuery({
    queryKey: schoolDataKeys.schools(),
    queryFn: ({ signal }) =>
      request<{ schools: SchoolSummary[] }>('students', '/jupiter/schools/all', { signal }).then(
        (body) => body.schools,
      ),
  });
