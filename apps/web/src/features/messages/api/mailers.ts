import type { Mailer } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { messageKeys } from './message-keys.ts';

/** GET /messages/mailers_list: the caller's conversations, latest first. */
export const useMailers = () =>
  useQuery({
    queryKey: messageKeys.mailers(),
    queryFn: ({ signal }) =>
      request<{ mailers: Mailer[]; can_write: boolean }>('main', '/messages/mailers_list', { signal }),
    refetchInterval: 30_000,
  });
