import type { HelpTicketsQuery } from '@ava/contracts';

export const helpKeys = {
  all: ['help-center'] as const,
  subjects: () => [...helpKeys.all, 'subjects'] as const,
  tickets: (query: Partial<HelpTicketsQuery>) => [...helpKeys.all, 'tickets', query] as const,
  ticket: (ticketId: string) => [...helpKeys.all, 'ticket', ticketId] as const,
};
