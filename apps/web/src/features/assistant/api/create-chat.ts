import type { AssistantChat } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** POST /assistant/chat: a new chat of the caller. */
export function useCreateChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      assistantRequest<AssistantChat>('/assistant/chat', { method: 'POST', body: {}, notifyError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.chats(null) }),
  });
}
