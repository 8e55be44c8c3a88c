import type { AssistantChatOptions } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** GET /assistant/chat/options: the engine, limits, suggested questions and readable students. */
export const chatOptionsOptions = () =>
  queryOptions({
    queryKey: assistantKeys.options(),
    queryFn: ({ signal }) => assistantRequest<AssistantChatOptions>('/assistant/chat/options', { signal }),
    staleTime: 5 * 60_000,
  });

export const useChatOptions = () => useQuery(chatOptionsOptions());
