import type { AssistantChat } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** GET /assistant/chats: the caller's chats, or (`userId`) a student's for their educator. */
export const chatsOptions = (userId: string | null) =>
  queryOptions({
    queryKey: assistantKeys.chats(userId),
    queryFn: ({ signal }) =>
      assistantRequest<{ chats: AssistantChat[] }>('/assistant/chats', { query: { user_id: userId }, signal }).then(
        (r) => r.chats,
      ),
  });

export const useChats = (userId: string | null) => useQuery(chatsOptions(userId));
