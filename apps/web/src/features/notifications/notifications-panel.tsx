import { formatDateTime, type Notification } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK_BUTTON, ROW_ACTION, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { notify } from '../../lib/toast.ts';
import {
  useArchiveNotification,
  useDeleteNotification,
  useDelivered,
  useNotifications,
  useOpenNotification,
} from './api/notifications.ts';
import { NotificationComposer } from './notification-composer.tsx';
import { NotificationSettingsDialog } from './notification-settings.tsx';
import { NOTIFICATIONS_NAMESPACE } from './notifications-strings.ts';

type Tab = 'received' | 'archived' | 'sent';

/**
 * Received and archived notifications, one opened at a time; educators also see what they sent and
 * write new ones. `onLeave` closes the panel when a notification's link opens a screen of the app.
 */
export default function NotificationsPanel({ canSend, onLeave }: { canSend: boolean; onLeave: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [tab, setTab] = useState<Tab>('received');
  const [opened, setOpened] = useState<Notification | null>(null);
  const [composing, setComposing] = useState(false);
  const [settings, setSettings] = useState(false);
  const tabs: Tab[] = canSend ? ['received', 'archived', 'sent'] : ['received', 'archived'];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {canSend && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setComposing(true)}>
            {t('compose')}
          </button>
        )}
        <button type="button" className={`${LINK_BUTTON} ml-auto`} onClick={() => setSettings(true)}>
          {t('settings')}
        </button>
      </div>
      {opened ? (
        <NotificationDetails notification={opened} onBack={() => setOpened(null)} onLeave={onLeave} />
      ) : (
        <>
          <div role="tablist" className="flex gap-1 border-b border-gray-200">
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`-mb-px border-b-2 px-3 py-2 font-semibold ${tab === name ? 'border-primary text-primary' : 'border-transparent text-subtitle'}`}
              >
                {t(name)}
              </button>
            ))}
          </div>
          {tab === 'sent' ? <SentList /> : <Inbox archived={tab === 'archived'} onOpen={setOpened} />}
        </>
      )}
      {canSend && <NotificationComposer open={composing} onOpenChange={setComposing} />}
      <NotificationSettingsDialog open={settings} onOpenChange={setSettings} />
    </div>
  );
}

function Inbox({ archived, onOpen }: { archived: boolean; onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useNotifications(archived, page);
  const open = useOpenNotification();
  if (isPending) return null;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.notifications.length === 0) return <p className="text-subtitle">{t('empty')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <>
      <ul className="flex flex-col divide-y divide-gray-100">
        {data.notifications.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              className="flex w-full flex-col items-start gap-1 rounded px-2 py-3 text-left hover:bg-light"
              onClick={() =>
                open.mutate(notification.id, {
                  onSuccess: onOpen,
                  onError: (error) => notify({ status: 'error', message: error.message }),
                })
              }
            >
              <span className="flex w-full items-center gap-2">
                {!notification.read && <span className="size-2.5 shrink-0 rounded-full bg-primary" aria-hidden />}
                <span className={`flex-1 truncate ${notification.read ? '' : 'font-bold'}`}>{notification.title}</span>
                {!notification.read && <span className="sr-only">{t('unread')}</span>}
              </span>
              <span className="line-clamp-2 text-sm text-subtitle">{notification.body}</span>
              <span className="text-xs text-subtitle">{formatDateTime(notification.created_at)}</span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between">
          <button type="button" className={ROW_ACTION} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <button type="button" className={ROW_ACTION} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </div>
      )}
    </>
  );
}

function NotificationDetails({
  notification,
  onBack,
  onLeave,
}: {
  notification: Notification;
  onBack: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const archive = useArchiveNotification();
  const remove = useDeleteNotification();
  const done = ({ message }: { message: string }) => {
    notify({ status: 'success', message: serverText(message) });
    onBack();
  };
  const external = notification.link?.startsWith('https://') ?? false;
  return (
    <article className="flex flex-col gap-3">
      <button type="button" className={`${LINK_BUTTON} inline-flex items-center gap-1 self-start`} onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('back')}
      </button>
      <h3 className="text-lg font-bold text-title">{notification.title}</h3>
      <p className="text-xs text-subtitle">
        {formatDateTime(notification.created_at)}
        {notification.sender_name && ` · ${t('from', { name: notification.sender_name })}`}
      </p>
      {notification.image_url && (
        <img src={notification.image_url} alt="" className="max-h-72 w-auto self-start rounded-lg object-contain" />
      )}
      <p className="whitespace-pre-line">{notification.body}</p>
      {notification.link &&
        (external ? (
          <a href={notification.link} className={`${LINK_BUTTON} self-start`} target="_blank" rel="noopener noreferrer">
            {t('openLink')}
          </a>
        ) : (
          <Link to={notification.link} className={`${LINK_BUTTON} self-start`} onClick={onLeave}>
            {t('openLink')}
          </Link>
        ))}
      <div className="flex flex-wrap gap-2">
        {!notification.archived && (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={archive.isPending}
            onClick={() => archive.mutate(notification.id, { onSuccess: done })}
          >
            {t('archive')}
          </button>
        )}
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={remove.isPending}
          onClick={() => remove.mutate(notification.id, { onSuccess: done })}
        >
          {t('delete')}
        </button>
      </div>
    </article>
  );
}

function SentList() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { data, isPending, isError } = useDelivered(1, true);
  if (isPending) return null;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.notifications.length === 0) return <p className="text-subtitle">{t('delivered.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {data.notifications.map((sent) => (
        <li key={sent.id} className="flex flex-col gap-1 px-2 py-3">
          <span className="font-semibold">{sent.title}</span>
          <span className="text-sm text-subtitle">{sent.audience.filter(Boolean).join(', ')}</span>
          <span className="text-xs text-subtitle">
            {formatDateTime(sent.created_at)} · {t('delivered.reads', { read: sent.read, recipients: sent.recipients })}
          </span>
        </li>
      ))}
    </ul>
  );
}
