import type { CreateMessageInput, Message } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { messageKeys } from './message-keys.ts';

/** POST /messages/upload_image: an image for a message to `contact`, stored in their conversation. */
export function uploadMessageImage(contact: string, file: File) {
  const form = new FormData();
  form.append('contact', contact);
  form.append('image', file);
  return request<{ key: string; url: string; conversation_id: string }>('main', '/messages/upload_image', {
    method: 'POST',
    body: form,
    notifyError: true,
  });
}

/** POST /messages/create, then the conversation and the list are read again. */
export function useSendMessage(contact: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: string; image?: File; about?: string }) => {
      const image = input.image ? (await uploadMessageImage(contact, input.image)).key : undefined;
      const body: CreateMessageInput = { contact, body: input.body, image, about: input.about };
      return request<Message>('main', '/messages/create', { method: 'POST', body, notifyError: true });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.conversation(contact) }),
        client.invalidateQueries({ queryKey: messageKeys.mailers() }),
      ]),
  });
}
