import type { Dependent } from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { guardianKeys } from './guardian-keys.ts';

export interface DependentsPage {
  dependents: Dependent[];
  total: number;
  page: number;
  per_page: number;
}

export interface DependentFields {
  name: string;
  username: string;
  password: string;
  birthday: string | null;
}

/** GET /guardians/dependents (identity) */
export const useDependents = (search: string, page: number) =>
  useQuery({
    queryKey: guardianKeys.dependents(search, page),
    queryFn: ({ signal }) =>
      request<DependentsPage>('identity', '/guardians/dependents', { query: { search, page }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * POST /guardians/{id}/dependents, PATCH /users/guardians/update, /users/guardians/students/status,
 * /guardians/unlink_student and /users/guardians/students/delete. Each reloads the list and the plan usage.
 */
export function useDependentMutations(guardianId: string) {
  const client = useQueryClient();
  const options = { notifyError: true } as const;
  const reload = () => client.invalidateQueries({ queryKey: guardianKeys.all });
  return {
    add: useMutation({
      mutationFn: (fields: DependentFields) =>
        request('identity', `/guardians/${guardianId}/dependents`, { ...options, method: 'POST', body: fields }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, ...fields }: Partial<DependentFields> & { id: string }) =>
        request('identity', '/users/guardians/update', {
          ...options,
          method: 'PATCH',
          body: { student_id: id, ...fields },
        }),
      onSuccess: reload,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: 'active' | 'blocked' }) =>
        request('identity', '/users/guardians/students/status', {
          ...options,
          method: 'PATCH',
          body: { student_id: id, status },
        }),
      onSuccess: reload,
    }),
    unlink: useMutation({
      mutationFn: (id: string) =>
        request('identity', '/guardians/unlink_student', { ...options, method: 'PATCH', body: { student_id: id } }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        request('identity', '/users/guardians/students/delete', {
          ...options,
          method: 'PATCH',
          body: { student_id: id, confirm: true },
        }),
      onSuccess: reload,
    }),
  };
}
