import type { Contact } from '@ava/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { messageKeys } from './message-keys.ts';

/** GET /messages/find_contact: whom the caller may write to, searched by name. */
export const useContacts = (search: string, enabled = true) =>
  useQuery({
    queryKey: messageKeys.contacts(search),
    queryFn: ({ signal }) =>
      request<{ contacts: Contact[] }>('main', '/messages/find_contact', {
        query: { q: search || undefined },
        signal,
      }),
    select: (answer) => answer.contacts,
    placeholderData: keepPreviousData,
    enabled,
  });
