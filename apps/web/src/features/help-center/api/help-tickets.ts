import type { HelpTicketsQuery, HelpTicketsResponse } from '@ava/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { helpKeys } from './help-keys.ts';

export type TicketFilters = Partial<HelpTicketsQuery>;

/** GET /help_center_calls/tickets: the caller's tickets, or the back office's queue (scope platform). */
export const helpTicketsOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: helpKeys.tickets(filters),
    queryFn: ({ signal }) =>
      request<HelpTicketsResponse>('main', '/help_center_calls/tickets', { query: { ...filters }, signal }),
  });

export const useHelpTickets = (filters: TicketFilters) =>
  useQuery({ ...helpTicketsOptions(filters), placeholderData: keepPreviousData });
