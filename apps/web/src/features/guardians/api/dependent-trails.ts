import type { DependentTrails } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { guardianKeys } from './guardian-keys.ts';

/** GET /guardians/dependent_trails: the dependent's trail activities and how far they got in each. */
export function useDependentTrails(student: string) {
  return useQuery({
    queryKey: guardianKeys.dependentTrails(student),
    queryFn: ({ signal }) =>
      request<DependentTrails>('main', '/guardians/dependent_trails', { query: { student }, signal }),
  });
}
