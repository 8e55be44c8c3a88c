import type { HelpCommentCreate, HelpCommentCreated, HelpTicket, HelpTicketCreate } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { helpKeys } from './help-keys.ts';

/** POST /help-center-calls/tickets/create; the lists are read again. */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpTicketCreate) =>
      request<{ ticket: HelpTicket }>('main', '/help-center-calls/tickets/create', {
        method: 'POST',
        body,
        notifyError: true,
      }).then((r) => r.ticket),
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

/** POST /help-center-calls/comments/create (a message, or the back office's close or reopen). */
export function useTicketComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpCommentCreate) =>
      request<HelpCommentCreated>('main', '/help-center-calls/comments/create', {
        method: 'POST',
        body,
        notifyError: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
