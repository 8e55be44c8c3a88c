import type { Message } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { useConversation } from '../api/conversation.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** The conversation with one person: older pages on demand, the messages, and the composer when one may write. */
export function ConversationView({ contact, onBack }: { contact: string; onBack: () => void }) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const query = useConversation(contact);
  const [reporting, setReporting] = useState<Message | null>(null);
  return (
    <QueryState query={query} errorText={t('loadError')}>
      {(data) => {
        const first = data.pages[0];
        if (!first) return null;
        const messages = [...data.pages].reverse().flatMap((page) => page.messages);
        return (
          <section aria-labelledby="conversation-title" className="flex h-full min-h-[60dvh] flex-col">
            <header className="flex items-center gap-2 border-b border-gray-200 bg-white p-3">
              <button
                type="button"
                onClick={onBack}
                aria-label={t('back')}
                className="grid size-10 place-items-center rounded-lg hover:bg-light md:hidden"
              >
                <ArrowLeft className="size-5" aria-hidden="true" />
              </button>
              <h2 id="conversation-title" className="type-subtitle font-semibold text-title">
                {first.conversation.contact.name}
              </h2>
            </header>
            <div className="flex-1 overflow-y-auto bg-gray-50 p-3">
              {query.hasNextPage && (
                <div className="mb-3 text-center">
                  <button
                    type="button"
                    className={LINK_BUTTON}
                    disabled={query.isFetchingNextPage}
                    onClick={() => query.fetchNextPage()}
                  >
                    {t('older')}
                  </button>
                </div>
              )}
              {messages.length === 0 ? (
                <p className="text-center text-subtitle">{t('noMessages')}</p>
              ) : (
                <ol className="flex flex-col gap-3" aria-live="polite">
                  {messages.map((message) => (
                    <MessageBubble key={message.id} message={message} onReport={setReporting} />
                  ))}
                </ol>
              )}
            </div>
            {first.conversation.can_write ? (
              <Composer key={contact} contact={contact} aboutOptions={first.conversation.about_options} />
            ) : (
              <p className="border-t border-gray-200 bg-white p-3 text-subtitle">{t('readOnly')}</p>
            )}
            {reporting && <ReportDialog contact={contact} message={reporting} onClose={() => setReporting(null)} />}
          </section>
        );
      }}
    </QueryState>
  );
}
