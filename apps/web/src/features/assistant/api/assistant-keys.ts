/** Query keys of the assistant's chat. */
export const assistantKeys = {
  all: ['assistant'] as const,
  options: () => [...assistantKeys.all, 'options'] as const,
  chats: (userId: string | null) => [...assistantKeys.all, 'chats', userId] as const,
  messages: (chatId: string) => [...assistantKeys.all, 'messages', chatId] as const,
};
