import type { Responsible, ResponsiblesResponse } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { profileKeys } from './profile-keys.ts';

type Answer = ResponsiblesResponse;
export type ResponsibleInput = Omit<Responsible, 'id'>;

/** GET /profile/stu_responsible_info */
export const useResponsibles = () =>
  useQuery({
    queryKey: profileKeys.responsibles(),
    queryFn: ({ signal }) => request<Answer>('main', '/profile/stu_responsible_info', { signal }),
  });

/** POST /profile/stu_responsible and DELETE /profile/responsible; both answer the new list. */
export function useResponsibleMutations() {
  const client = useQueryClient();
  const keep = (answer: Answer) => client.setQueryData(profileKeys.responsibles(), answer);
  return {
    add: useMutation({
      mutationFn: (input: ResponsibleInput) =>
        request<Answer>('main', '/profile/stu_responsible', { method: 'POST', body: input, notifyError: true }),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        request<Answer>('main', '/profile/responsible', { method: 'DELETE', query: { id }, notifyError: true }),
      onSuccess: keep,
    }),
  };
}
