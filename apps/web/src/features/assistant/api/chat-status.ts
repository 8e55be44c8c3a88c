import type { AssistantChat } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** PATCH /assistant/chat/finish or /assistant/chat/reopen of one of the caller's chats. */
export function useChatStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, action }: { chatId: string; action: 'finish' | 'reopen' }) =>
      assistantRequest<AssistantChat>(`/assistant/chat/${action}`, {
        method: 'PATCH',
        body: { chat_id: chatId },
        notifyError: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.chats(null) }),
  });
}
