import { and, eq } from 'drizzle-orm';
import { createAssistantRepository } from '../modules/assistant/assistant.repository.ts';
import { assistantChats } from '../modules/assistant/assistant.tables.ts';
import { composeAnswer } from '../modules/assistant/assistant-providers.ts';
import { createRetrieval } from '../modules/assistant/assistant-retrieval.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { createLibraryRepository } from '../modules/library/library.module.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import type { Database } from '../platform/db/database.ts';

export interface DemoAssistantChat {
  username: string;
  title: string;
  questions: string[];
  /** Educators are also cited bank questions. */
  educator: boolean;
  finished?: boolean;
}

/** A student's and a teacher's chats with the assistant, answered from the demo's own content. */
export const DEMO_ASSISTANT_CHATS: DemoAssistantChat[] = [
  {
    username: 'aluno1',
    title: 'Dúvidas de Ciências',
    questions: ['Como as plantas produzem alimento na fotossíntese?', 'E o que é o ciclo da água?'],
    educator: false,
  },
  {
    username: 'professor',
    title: 'Preparar a aula de frações',
    questions: ['Quais conteúdos falam de frações no dia a dia?'],
    educator: true,
    finished: true,
  },
];

/**
 * The demo's chats, each added once (found again by its owner and title), answered by the
 * embedded engine's own retrieval over the library, trails and questions seeded before.
 */
export async function seedDemoAssistant(db: Database, platformSlug: string, chats = DEMO_ASSISTANT_CHATS) {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, platformSlug));
  if (!platform) return;
  const repo = createAssistantRepository(db);
  const retrieval = createRetrieval({ library: createLibraryRepository(db), repo });
  for (const chat of chats) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.platform_id, platform.id), eq(users.username, chat.username)));
    if (!owner) continue;
    const [existing] = await db
      .select({ id: assistantChats.id })
      .from(assistantChats)
      .where(and(eq(assistantChats.user_id, owner.id), eq(assistantChats.title, chat.title)));
    if (existing) continue;
    const row = await repo.createChat(platform.id, owner.id, chat.title, new Date());
    for (const question of chat.questions) {
      await repo.addMessage(platform.id, { chat_id: row.id, role: 'user', content: question });
      const passages = await retrieval.find(platform.id, question, chat.educator);
      await repo.addMessage(platform.id, {
        chat_id: row.id,
        role: 'assistant',
        content: composeAnswer(passages),
        sources: passages.map((passage) => passage.source),
      });
    }
    if (chat.finished) await repo.updateChat(platform.id, row.id, { status: 'finished' }, new Date());
  }
}
