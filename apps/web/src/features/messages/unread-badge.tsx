import './messages-strings.ts';
import { useTranslation } from 'react-i18next';
import { usePendingMessages } from './api/pending.ts';
import { MESSAGES_NAMESPACE } from './messages-strings.ts';

/** The menu entry's count of unread messages; nothing when there are none. */
export default function UnreadMessagesBadge() {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const unread = usePendingMessages().data ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-secondary px-2 text-xs font-bold text-white">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('unreadBadge', { count: unread })}</span>
    </span>
  );
}
