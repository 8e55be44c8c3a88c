import type { MessageDetail } from '@ava/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/http/request.ts';
import { messageKeys } from './message-keys.ts';

/**
 * GET /messages/detail?contact=: the conversation with one person, newest page first (older pages
 * with `before`). Reading it marks it read, so the counts are read again.
 */
export function useConversation(contact: string) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: messageKeys.conversation(contact),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      request<MessageDetail>('main', '/messages/detail', {
        query: { contact, before: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
    refetchInterval: 15_000,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt === 0) return;
    void client.invalidateQueries({ queryKey: messageKeys.pending() });
    void client.invalidateQueries({ queryKey: messageKeys.mailers() });
  }, [client, updatedAt]);
  return query;
}

/** GET /messages/detail?report=: the conversation around a reported message (coordinators). */
export const useReportedConversation = (report: string) =>
  useQuery({
    queryKey: messageKeys.report(report),
    queryFn: ({ signal }) => request<MessageDetail>('main', '/messages/detail', { query: { report }, signal }),
  });
