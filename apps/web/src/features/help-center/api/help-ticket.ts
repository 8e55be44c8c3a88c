import type { HelpTicketDetails } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { helpKeys } from './help-keys.ts';

/** GET /help_center_calls/details: the ticket, its conversation and what the caller may do. */
export const helpTicketOptions = (ticketId: string) =>
  queryOptions({
    queryKey: helpKeys.ticket(ticketId),
    queryFn: ({ signal }) =>
      request<HelpTicketDetails>('main', '/help_center_calls/details', { query: { ticket_id: ticketId }, signal }),
  });

export const useHelpTicket = (ticketId: string) => useQuery(helpTicketOptions(ticketId));
