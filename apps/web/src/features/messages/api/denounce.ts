import type { MessageReport } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { notify } from '../../../lib/toast.ts';
import { messageKeys } from './message-keys.ts';

/** POST /messages/denounce: the recipient reports a message to the school's coordinators. */
export function useDenounce(contact: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; reason: string }) =>
      request<{ message: string }>('main', '/messages/denounce', { method: 'POST', body, notifyError: true }),
    onSuccess: (answer) => {
      notify({ status: 'success', message: answer.message });
      return client.invalidateQueries({ queryKey: messageKeys.conversation(contact) });
    },
  });
}

/** GET /messages/denounce (ours): the reported messages of the coordinator's schools. */
export const useReports = () =>
  useQuery({
    queryKey: messageKeys.reports(),
    queryFn: ({ signal }) => request<{ reports: MessageReport[] }>('main', '/messages/denounce', { signal }),
    select: (answer) => answer.reports,
  });
