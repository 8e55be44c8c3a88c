import type { AssistantMessage } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** GET /assistant/chat/messages: a chat's questions and answers, in order. */
export const chatMessagesOptions = (chatId: string) =>
  queryOptions({
    queryKey: assistantKeys.messages(chatId),
    queryFn: ({ signal }) =>
      assistantRequest<{ messages: AssistantMessage[] }>('/assistant/chat/messages', {
        query: { chat_id: chatId },
        signal,
      }).then((r) => r.messages),
  });

export const useChatMessages = (chatId: string) => useQuery(chatMessagesOptions(chatId));
