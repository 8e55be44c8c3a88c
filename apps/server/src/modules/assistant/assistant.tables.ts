import type { AssistantSource } from '@ava/contracts';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** A chat of one person with the assistant; `status` open or finished (a finished chat takes no message). */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: id(),
    platform_id: platformRef(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['open', 'finished'] })
      .notNull()
      .default('open'),
    ...timestamps,
  },
  (t) => [index('assistant_chats_user_idx').on(t.platform_id, t.user_id, t.updated_at)],
);

/** A question or an answer of a chat, with the passages the answer cites. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    platform_id: platformRef(),
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => assistantChats.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    refused: boolean('refused').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('assistant_messages_chat_idx').on(t.chat_id, t.created_at)],
);
