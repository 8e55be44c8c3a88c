import './messages-strings.ts';
import { can, formatDateTime, type Mailer, roleGroup } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useSession } from '../../lib/session.ts';
import { useMailers } from './api/mailers.ts';
import { BulkMessageDialog } from './components/bulk-message-dialog.tsx';
import { ConversationView } from './components/conversation-view.tsx';
import { NewConversationDialog } from './components/new-conversation-dialog.tsx';
import { MESSAGES_NAMESPACE } from './messages-strings.ts';

/** The address names the open conversation by the other person's id: `?com=<id>`. */
const OPEN = 'com';

function MailerItem({ mailer, open, onOpen }: { mailer: Mailer; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const last = mailer.last_message;
  const text = last.body || t('image');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        className="flex w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-left hover:bg-light aria-[current=true]:bg-light"
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span className={`truncate text-title ${mailer.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
            {mailer.contact.name}
          </span>
          {mailer.unread > 0 && (
            <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-bold text-on-primary">
              <span aria-hidden="true">{mailer.unread}</span>
              <span className="sr-only">{t('unread', { count: mailer.unread })}</span>
            </span>
          )}
        </span>
        <span className="w-full truncate text-sm text-subtitle">
          {last.mine ? t('you') : ''}
          {text}
        </span>
        <time className="text-xs text-subtitle" dateTime={last.created_at}>
          {formatDateTime(last.created_at)}
        </time>
      </button>
    </li>
  );
}

/**
 * Messages of every role: the conversations (latest first, unread counts), the open one with its
 * composer, a new conversation with anyone the caller may write to, and for educators the message to many.
 */
export default function MessagesScreen() {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const session = useSession();
  const mailers = useMailers();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'new' | 'bulk' | null>(null);
  const openContact = params.get(OPEN);
  const role = session?.user.role;
  const openWith = (contact: string | null) => {
    setParams(contact ? { [OPEN]: contact } : {});
    setDialog(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="type-title text-title">{t('title')}</h1>
        {mailers.data?.can_write && (
          <div className="flex flex-wrap gap-2">
            {role && can(role, 'create.bulkMessages') && (
              <button type="button" className={SECONDARY_BUTTON} onClick={() => setDialog('bulk')}>
                {t('bulk.open')}
              </button>
            )}
            <button type="button" className={PRIMARY_BUTTON} onClick={() => setDialog('new')}>
              {t('newConversation')}
            </button>
          </div>
        )}
      </div>
      {mailers.data && !mailers.data.can_write && role && roleGroup(role) === 'guardian' && (
        <p role="status" className="rounded-lg bg-light p-3 text-title">
          {t('guardiansOff')}
        </p>
      )}
      <div className="grid min-h-[60dvh] overflow-hidden rounded-xl border border-gray-200 bg-white md:grid-cols-[18rem_1fr]">
        <nav
          aria-label={t('conversations')}
          className={`${openContact ? 'hidden md:block' : ''} overflow-y-auto border-gray-200 p-2 md:border-r`}
        >
          <QueryState query={mailers} errorText={t('loadError')}>
            {(data) =>
              data.mailers.length === 0 ? (
                <p className="p-3 text-subtitle">{t('empty')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {data.mailers.map((mailer) => (
                    <MailerItem
                      key={mailer.id}
                      mailer={mailer}
                      open={mailer.contact.id === openContact}
                      onOpen={() => openWith(mailer.contact.id)}
                    />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </nav>
        <div className={openContact ? 'min-w-0' : 'hidden min-w-0 md:grid md:place-items-center'}>
          {openContact ? (
            <ConversationView key={openContact} contact={openContact} onBack={() => openWith(null)} />
          ) : (
            <p className="p-6 text-subtitle">{t('choose')}</p>
          )}
        </div>
      </div>
      {dialog === 'new' && <NewConversationDialog onChoose={openWith} onClose={() => setDialog(null)} />}
      {dialog === 'bulk' && <BulkMessageDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
