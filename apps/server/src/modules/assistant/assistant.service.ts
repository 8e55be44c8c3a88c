import {
  ASSISTANT_MESSAGE_MAX_LENGTH,
  ASSISTANT_MESSAGES,
  ASSISTANT_MESSAGES_PER_MINUTE,
  type AssistantChatCreate,
  type AssistantChatId,
  type AssistantChatOptions,
  type AssistantChatsQuery,
  type AssistantMessageBody,
  type AssistantSource,
  type AssistantStreamEvent,
  roleGroup,
} from '@ava/contracts';
import type { ChatTurn } from '../../platform/ai/openai-compatible.ts';
import { withoutNames } from '../../platform/ai/without-names.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { createLibraryRepository } from '../library/library.module.ts';
import type { ConsentAccess } from '../privacy/consent.access.ts';
import { presentChat, presentMessage } from './assistant.presenter.ts';
import type { AssistantChatRow, AssistantRepository } from './assistant.repository.ts';
import { moderate, REFUSALS } from './assistant-moderation.ts';
import type { AssistantProvider } from './assistant-providers.ts';
import type { Passage, Retrieval } from './assistant-retrieval.ts';

const NEW_CHAT_TITLE = 'Nova conversa';
const TITLE_FROM_QUESTION = 60;
/** Earlier turns an external model is shown, so a follow-up question makes sense. */
const HISTORY_TURNS = 6;
const SUGGESTIONS = 3;

export function createAssistantService(deps: {
  repo: AssistantRepository;
  retrieval: Retrieval;
  library: Pick<ReturnType<typeof createLibraryRepository>, 'search'>;
  embedded: AssistantProvider;
  /** Present when the installation has an OpenAI-compatible server (AI_BASE_URL). */
  external: AssistantProvider | null;
  /** Who may be answered by the external model: whoever has the external_ai_model consent (a child's by their guardian). */
  consents: ConsentAccess;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  async function ensureOn(auth: AuthContext): Promise<void> {
    if (!(await repo.featureOn(auth.platformId, 'aiAssistant'))) throw forbidden(ASSISTANT_MESSAGES.featureOff);
  }

  /** Whether the caller may read another person's chats: an educator of theirs, where the platform allows it. */
  async function mayRead(auth: AuthContext, ownerId: string): Promise<boolean> {
    if (ownerId === auth.userId) return true;
    if (roleGroup(auth.role) !== 'educator') return false;
    if (!(await repo.featureOn(auth.platformId, 'aiTeachersReadChats'))) return false;
    return repo.teaches(auth.platformId, auth.userId, ownerId);
  }

  /** A chat the caller may read; anyone else's is not found. */
  async function readable(auth: AuthContext, chatId: string): Promise<AssistantChatRow> {
    await ensureOn(auth);
    const chat = await repo.findChat(auth.platformId, chatId);
    if (!chat || !(await mayRead(auth, chat.user_id))) throw notFound(ASSISTANT_MESSAGES.chatNotFound);
    return chat;
  }

  /** A chat the caller opened: only they write in it, finish, reopen or delete it. */
  async function owned(auth: AuthContext, chatId: string): Promise<AssistantChatRow> {
    const chat = await readable(auth, chatId);
    if (chat.user_id !== auth.userId) throw forbidden(ASSISTANT_MESSAGES.onlyOwner);
    return chat;
  }

  async function setStatus(auth: AuthContext, { chat_id }: AssistantChatId, status: 'open' | 'finished') {
    const chat = await owned(auth, chat_id);
    if (chat.status === status) {
      throw conflict(status === 'open' ? ASSISTANT_MESSAGES.chatAlreadyOpen : ASSISTANT_MESSAGES.chatAlreadyFinished);
    }
    const updated = await repo.updateChat(auth.platformId, chat.id, { status }, clock.now());
    if (!updated) throw notFound(ASSISTANT_MESSAGES.chatNotFound);
    return presentChat(updated, auth.userId);
  }

  async function engineFor(auth: AuthContext): Promise<AssistantProvider> {
    if (
      deps.external &&
      (await repo.featureOn(auth.platformId, 'aiExternalModel')) &&
      (await deps.consents.granted(auth.platformId, auth.userId, 'external_ai_model'))
    ) {
      return deps.external;
    }
    return deps.embedded;
  }

  /** The chat so far as an external model reads it: the last turns, names taken out. */
  async function historyFor(auth: AuthContext, chatId: string, names: readonly string[]): Promise<ChatTurn[]> {
    const rows = await repo.messagesOf(auth.platformId, chatId);
    return rows
      .slice(-HISTORY_TURNS - 1, -1)
      .filter((row) => !row.refused)
      .map((row) => ({ role: row.role, content: withoutNames(row.content, names) }));
  }

  /**
   * The answer's events. Moderation stops an unsafe question before any engine sees it, and
   * an unsafe answer as soon as its text shows it; a failed engine ends with an apology. The
   * stored answer (with its sources) closes the stream in every case.
   */
  async function* answer(
    auth: AuthContext,
    chat: AssistantChatRow,
    question: string,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<AssistantStreamEvent> {
    const verdict = moderate(question);
    let text = '';
    let sources: AssistantSource[] = [];
    let refused = verdict !== null;
    if (verdict) {
      text = REFUSALS[verdict];
      yield { event: 'chunk', data: { text } };
    } else {
      const passages: Passage[] = await deps.retrieval.find(
        auth.platformId,
        question,
        roleGroup(auth.role) === 'educator',
      );
      // With nothing to ground it, no model is asked (and no child's words leave the platform).
      const engine = passages.length > 0 ? await engineFor(auth) : deps.embedded;
      const names = engine.engine === 'external' ? await repo.namesAround(auth.platformId, auth.userId) : [];
      const history = engine.engine === 'external' ? await historyFor(auth, chat.id, names) : [];
      sources = passages.map((passage) => passage.source);
      try {
        for await (const piece of engine.answer({
          question: engine.engine === 'external' ? withoutNames(question, names) : question,
          history,
          passages,
          signal,
        })) {
          text += piece;
          if (engine.engine === 'external' && moderate(text)) {
            text = ASSISTANT_MESSAGES.unsafeAnswer;
            sources = [];
            refused = true;
            break;
          }
          yield { event: 'chunk', data: { text: piece } };
        }
      } catch {
        text = ASSISTANT_MESSAGES.engineFailed;
        sources = [];
      }
    }
    const stored = await repo.addMessage(auth.platformId, {
      chat_id: chat.id,
      role: 'assistant',
      content: text,
      sources,
      refused,
    });
    await repo.updateChat(auth.platformId, chat.id, {}, clock.now());
    yield { event: 'done', data: presentMessage(stored) };
  }

  return {
    async create(auth: AuthContext, body: AssistantChatCreate) {
      await ensureOn(auth);
      const chat = await repo.createChat(auth.platformId, auth.userId, body.title || NEW_CHAT_TITLE, clock.now());
      return presentChat(chat, auth.userId);
    },

    reopen: (auth: AuthContext, body: AssistantChatId) => setStatus(auth, body, 'open'),
    finish: (auth: AuthContext, body: AssistantChatId) => setStatus(auth, body, 'finished'),

    async remove(auth: AuthContext, { chat_id }: AssistantChatId) {
      const chat = await owned(auth, chat_id);
      await repo.deleteChat(auth.platformId, chat.id);
      return { id: chat.id };
    },

    async chat(auth: AuthContext, { chat_id }: AssistantChatId) {
      return presentChat(await readable(auth, chat_id), auth.userId);
    },

    async chats(auth: AuthContext, query: AssistantChatsQuery) {
      await ensureOn(auth);
      const ownerId = query.user_id ?? auth.userId;
      if (ownerId !== auth.userId) {
        if (roleGroup(auth.role) !== 'educator') throw forbidden(ASSISTANT_MESSAGES.notYourStudent);
        if (!(await repo.featureOn(auth.platformId, 'aiTeachersReadChats'))) {
          throw forbidden(ASSISTANT_MESSAGES.studentChatsClosed);
        }
        if (!(await repo.teaches(auth.platformId, auth.userId, ownerId))) {
          throw forbidden(ASSISTANT_MESSAGES.notYourStudent);
        }
      }
      const rows = await repo.chatsOf(auth.platformId, ownerId);
      return { chats: rows.map((row) => presentChat(row, auth.userId)) };
    },

    async messages(auth: AuthContext, { chat_id }: AssistantChatId) {
      const chat = await readable(auth, chat_id);
      return { messages: (await repo.messagesOf(auth.platformId, chat.id)).map(presentMessage) };
    },

    async options(auth: AuthContext): Promise<AssistantChatOptions> {
      await ensureOn(auth);
      const readsStudents =
        roleGroup(auth.role) === 'educator' && (await repo.featureOn(auth.platformId, 'aiTeachersReadChats'));
      const [engine, students, own, shared] = await Promise.all([
        engineFor(auth),
        readsStudents ? repo.studentsOf(auth.platformId, auth.userId) : Promise.resolve([]),
        deps.library.search(auth.platformId, 'platform', { limit: SUGGESTIONS, offset: 0 }),
        deps.library.search(auth.platformId, 'default', { limit: SUGGESTIONS, offset: 0 }),
      ]);
      return {
        engine: engine.engine,
        max_length: ASSISTANT_MESSAGE_MAX_LENGTH,
        per_minute: ASSISTANT_MESSAGES_PER_MINUTE,
        // A title's topic (what comes before its ':'), once: 'A história do meu bairro: um livro para ler'.
        suggestions: [...new Set([...own.rows, ...shared.rows].map((item) => item.title.split(':')[0]?.trim() ?? ''))]
          .filter(Boolean)
          .slice(0, SUGGESTIONS)
          .map((topic) => `Explique: ${topic}`),
        students,
      };
    },

    /**
     * Stores the question and returns the answer's events; everything that can refuse the
     * question (feature off, someone else's or a finished chat) is checked before the first event.
     */
    async send(auth: AuthContext, body: AssistantMessageBody, signal?: AbortSignal) {
      const chat = await owned(auth, body.chat_id);
      if (chat.status === 'finished') throw conflict(ASSISTANT_MESSAGES.chatFinished);
      const question = await repo.addMessage(auth.platformId, {
        chat_id: chat.id,
        role: 'user',
        content: body.message,
      });
      if (chat.title === NEW_CHAT_TITLE) {
        await repo.updateChat(
          auth.platformId,
          chat.id,
          { title: body.message.slice(0, TITLE_FROM_QUESTION) },
          clock.now(),
        );
      }
      return (async function* (): AsyncGenerator<AssistantStreamEvent> {
        yield { event: 'question', data: presentMessage(question) };
        yield* answer(auth, chat, body.message, signal);
      })();
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
