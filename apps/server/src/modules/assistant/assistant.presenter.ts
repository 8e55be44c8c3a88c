import type { AssistantChat, AssistantMessage } from '@ava/contracts';
import type { AssistantChatRow, AssistantMessageRow } from './assistant.repository.ts';

export const presentChat = (row: AssistantChatRow, viewerId: string): AssistantChat => ({
  id: row.id,
  user_id: row.user_id,
  title: row.title,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  can_write: row.user_id === viewerId,
});

export const presentMessage = (row: AssistantMessageRow): AssistantMessage => ({
  id: row.id,
  chat_id: row.chat_id,
  role: row.role,
  content: row.content,
  sources: row.sources,
  refused: row.refused,
  created_at: row.created_at.toISOString(),
});
