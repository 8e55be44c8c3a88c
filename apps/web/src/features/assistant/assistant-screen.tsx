import './assistant-strings.ts';
import { type AssistantChat, formatDateTime } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useChatOptions } from './api/chat-options.ts';
import { useChats } from './api/chats.ts';
import { useCreateChat } from './api/create-chat.ts';
import { ASSISTANT_NAMESPACE } from './assistant-strings.ts';
import { ChatView } from './components/chat-view.tsx';

/** The address names the open chat (`?conversa=<id>`) and, for an educator, whose chats are listed (`?de=<id>`). */
const OPEN = 'conversa';
const WHOSE = 'de';

function ChatItem({ chat, open, onOpen }: { chat: AssistantChat; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        className="flex w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-left hover:bg-light aria-[current=true]:bg-light"
      >
        <span className="w-full truncate font-semibold text-title">{chat.title}</span>
        <span className="flex items-center gap-2 text-xs text-subtitle">
          <time dateTime={chat.updated_at}>{formatDateTime(chat.updated_at)}</time>
          {chat.status === 'finished' && <span className="rounded bg-gray-200 px-1.5 text-title">{t('finished')}</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * The assistant's chat panel (students and educators, where the platform turned it on): the
 * chats, a new one, the open one with its answers streamed word by word and their sources; an
 * educator may list a student's chats where the platform allows it.
 */
export default function AssistantScreen() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const whoseId = useId();
  const [params, setParams] = useSearchParams();
  const options = useChatOptions();
  const whose = params.get(WHOSE);
  const chats = useChats(whose);
  const create = useCreateChat();
  const [firstQuestion, setFirstQuestion] = useState<{ chatId: string; text: string } | null>(null);
  const openId = params.get(OPEN);
  const openChat = chats.data?.find((chat) => chat.id === openId) ?? null;
  const show = (next: { open?: string | null; whose?: string | null }) => {
    const values: Record<string, string> = {};
    const nextWhose = next.whose === undefined ? whose : next.whose;
    if (nextWhose) values[WHOSE] = nextWhose;
    if (next.open) values[OPEN] = next.open;
    setParams(values);
  };
  const startChat = (question?: string) =>
    create.mutate(undefined, {
      onSuccess: (chat) => {
        if (question) setFirstQuestion({ chatId: chat.id, text: question });
        show({ open: chat.id, whose: null });
      },
    });
  const students = options.data?.students ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="type-title text-title">{t('title')}</h1>
          <p className="text-subtitle">{t('intro')}</p>
        </div>
        <button type="button" className={PRIMARY_BUTTON} disabled={create.isPending} onClick={() => startChat()}>
          {t('newChat')}
        </button>
      </div>
      {students.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={whoseId} className="font-semibold">
            {t('whose')}
          </label>
          <select
            id={whoseId}
            value={whose ?? ''}
            onChange={(event) => show({ whose: event.target.value || null, open: null })}
            className={`${INPUT} w-auto`}
          >
            <option value="">{t('mine')}</option>
            {students.map((student) => (
              <option key={student.id} value={student.id}>
                {student.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid min-h-[60dvh] overflow-hidden rounded-xl border border-gray-200 bg-white md:grid-cols-[18rem_1fr]">
        <nav
          aria-label={t('chats')}
          className={`${openChat ? 'hidden md:block' : ''} overflow-y-auto border-gray-200 p-2 md:border-r`}
        >
          <QueryState query={chats} errorText={t('loadError')}>
            {(rows) =>
              rows.length === 0 ? (
                <p className="p-3 text-subtitle">{t('empty')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {rows.map((chat) => (
                    <ChatItem
                      key={chat.id}
                      chat={chat}
                      open={chat.id === openId}
                      onOpen={() => show({ open: chat.id })}
                    />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </nav>
        <div className={openChat ? 'min-w-0' : 'hidden min-w-0 md:grid md:place-items-center'}>
          {openChat ? (
            <ChatView
              key={openChat.id}
              chat={openChat}
              maxLength={options.data?.max_length ?? 1_000}
              firstQuestion={firstQuestion?.chatId === openChat.id ? firstQuestion.text : undefined}
              onBack={() => show({ open: null })}
              onDeleted={() => show({ open: null })}
            />
          ) : (
            <div className="flex flex-col items-center gap-3 p-6 text-center">
              <p className="text-subtitle">{t('choose')}</p>
              {!whose && (options.data?.suggestions.length ?? 0) > 0 && (
                <div className="flex flex-col items-center gap-2">
                  <p className="font-semibold text-title">{t('suggestions')}</p>
                  {options.data?.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className={SECONDARY_BUTTON}
                      disabled={create.isPending}
                      onClick={() => startChat(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
