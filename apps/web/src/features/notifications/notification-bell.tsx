import { can, type SessionUser } from '@ava/contracts';
import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../components/overlays/side-panel.tsx';
import { useUnreadAmount } from './api/notifications.ts';
import { useLiveUnread } from './live-unread.ts';
import { NOTIFICATIONS_NAMESPACE } from './notifications-strings.ts';

const NotificationsPanel = lazy(() => import('./notifications-panel.tsx'));

/** The header's bell: the live unread amount, opening the notifications panel. */
export default function NotificationBell({ user }: { user: Pick<SessionUser, 'user_id' | 'role'> }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const { data: amount = 0 } = useUnreadAmount();
  useLiveUnread(user.user_id);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={amount > 0 ? t('bellUnread', { count: amount }) : t('bell')}
        className="relative grid size-10 shrink-0 place-items-center rounded-lg hover:bg-on-menu/10"
      >
        <Bell aria-hidden className="size-6" />
        {amount > 0 && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {amount > 99 ? '99+' : amount}
          </span>
        )}
      </button>
      <SidePanel open={open} onOpenChange={setOpen} title={t('title')}>
        {open && (
          <Suspense fallback={null}>
            <NotificationsPanel canSend={can(user.role, 'create.notifications')} onLeave={() => setOpen(false)} />
          </Suspense>
        )}
      </SidePanel>
    </>
  );
}
