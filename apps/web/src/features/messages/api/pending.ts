import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { messageKeys } from './message-keys.ts';

/** GET /messages/pending: how many messages the caller has not read (the menu entry's count). */
export const usePendingMessages = () =>
  useQuery({
    queryKey: messageKeys.pending(),
    queryFn: ({ signal }) => request<{ unread: number }>('main', '/messages/pending', { signal }),
    select: (answer) => answer.unread,
    refetchInterval: 60_000,
  });
