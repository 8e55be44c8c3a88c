import type { AssistantChat } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../../components/overlays/delete-confirmation.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, ROW_ACTION } from '../../../components/ui/classes.ts';
import { useChatMessages } from '../api/chat-messages.ts';
import { useChatStatus } from '../api/chat-status.ts';
import { useDeleteChat } from '../api/delete-chat.ts';
import { useSendMessage } from '../api/send-message.ts';
import { ASSISTANT_NAMESPACE } from '../assistant-strings.ts';
import { MessageBubble } from './message-bubble.tsx';

interface Props {
  chat: AssistantChat;
  maxLength: number;
  /** A question to send as soon as the chat opens (a suggestion picked before it existed). */
  firstQuestion?: string;
  onBack: () => void;
  onDeleted: () => void;
}

/** One chat: its messages, the answer being written, the question box and the chat's actions. */
export function ChatView({ chat, maxLength, firstQuestion, onBack, onDeleted }: Props) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const questionId = useId();
  const messages = useChatMessages(chat.id);
  const { send, streaming, error } = useSendMessage(chat.id);
  const status = useChatStatus();
  const remove = useDeleteChat();
  const [question, setQuestion] = useState('');
  const [deleting, setDeleting] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const sentFirst = useRef(false);
  const open = chat.status === 'open';
  const canSend = chat.can_write && open && question.trim() !== '' && !streaming;

  useEffect(() => {
    if (firstQuestion && !sentFirst.current) {
      sentFirst.current = true;
      void send(firstQuestion);
    }
  }, [firstQuestion, send]);

  // Keeps the newest words in view while the answer is written.
  const streamed = streaming?.text.length ?? 0;
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (streamed >= 0 && count >= 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [streamed, count]);

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!canSend) return;
    const text = question.trim();
    setQuestion('');
    void send(text);
  };

  return (
    <section aria-labelledby="assistant-chat-title" className="flex h-full min-h-[60dvh] flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white p-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('back')}
          className="grid size-10 place-items-center rounded-lg hover:bg-light md:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <h2 id="assistant-chat-title" className="type-subtitle min-w-0 flex-1 truncate font-semibold text-title">
          {chat.title}
        </h2>
        {chat.can_write && (
          <div className="flex gap-1">
            <button
              type="button"
              className={ROW_ACTION}
              disabled={status.isPending || Boolean(streaming)}
              onClick={() => status.mutate({ chatId: chat.id, action: open ? 'finish' : 'reopen' })}
            >
              {open ? t('finish') : t('reopen')}
            </button>
            <button type="button" className={ROW_ACTION} onClick={() => setDeleting(true)}>
              {t('delete')}
            </button>
          </div>
        )}
      </header>
      <div className="flex-1 overflow-y-auto bg-gray-50 p-3">
        <QueryState query={messages} errorText={t('messagesError')}>
          {(rows) => (
            <ol className="flex flex-col gap-3" aria-label={chat.title}>
              {rows.map((message) => (
                <MessageBubble
                  key={message.id}
                  from={message.role}
                  content={message.content}
                  sources={message.sources}
                  createdAt={message.created_at}
                />
              ))}
              {streaming && (
                <>
                  <MessageBubble from="user" content={streaming.question} />
                  <MessageBubble from="assistant" content={streaming.text} live />
                </>
              )}
            </ol>
          )}
        </QueryState>
        <div ref={end} />
      </div>
      {error && (
        <p role="alert" className="bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      {!chat.can_write ? (
        <p className="border-t border-gray-200 bg-white p-3 text-subtitle">{t('readOnly')}</p>
      ) : !open ? (
        <p className="border-t border-gray-200 bg-white p-3 text-subtitle">{t('finishedNotice')}</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2 border-t border-gray-200 bg-white p-3">
          <label htmlFor={questionId} className="sr-only">
            {t('question')}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id={questionId}
              value={question}
              maxLength={maxLength}
              rows={2}
              placeholder={t('placeholder')}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
              className={`${INPUT} resize-none`}
            />
            <button type="submit" className={PRIMARY_BUTTON} disabled={!canSend}>
              {t('send')}
            </button>
          </div>
          <p className="text-xs text-subtitle">{t('remaining', { count: maxLength - question.length })}</p>
        </form>
      )}
      <DeleteConfirmation
        open={deleting}
        onOpenChange={setDeleting}
        name={chat.title}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(chat.id, { onSuccess: onDeleted })}
      />
    </section>
  );
}
