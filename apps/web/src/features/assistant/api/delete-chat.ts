import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantKeys } from './assistant-keys.ts';
import { assistantRequest } from './assistant-request.ts';

/** DELETE /assistant/chat: one of the caller's chats with its messages. */
export function useDeleteChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) =>
      assistantRequest<{ id: string }>('/assistant/chat', {
        method: 'DELETE',
        body: { chat_id: chatId },
        notifyError: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.chats(null) }),
  });
}
