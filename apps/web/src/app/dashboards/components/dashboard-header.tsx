import { can, levelColor, roleGroup, type SessionUser, type Theme } from '@ava/contracts';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOut } from '../../../lib/sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The balance and its '+N pokz' toasts: the bank feature's, in a chunk of its own. */
const BalanceBadge = lazy(() => import('../../../features/bank/components/balance-badge.tsx'));
/** The notifications' bell, its live badge and panel: a chunk of its own. */
const NotificationBell = lazy(() => import('../../../features/notifications/notification-bell.tsx'));

/** The banner: platform logo, who is signed in (name, school, role), their balance and 'Sair'. */
export function DashboardHeader({
  user,
  theme,
  profilePath,
  bankPath,
  helpPath,
}: {
  user: SessionUser;
  theme: Theme;
  profilePath: string;
  /** Given when the user has a bank here: the balance shows and opens it. */
  bankPath?: string;
  /** Given when the dashboard has the help center: 'Ajuda' opens it. */
  helpPath?: string;
}) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const school = can(user.role, 'view.schoolLabel') ? user.school_name : null;
  const details = [school, t(`translation:roles.${user.role}`)].filter(Boolean);

  async function leave() {
    setLeaving(true);
    await signOut();
  }

  return (
    <header className="flex items-center gap-3 bg-menu py-3 pl-4 pr-edge-4 text-on-menu">
      {theme.files.logo && (
        <img src={theme.files.logo} alt="" className="hidden h-10 w-auto rounded-md bg-white p-1 sm:block" />
      )}
      <div className="flex w-full min-w-0 items-center gap-3 sm:ml-auto sm:w-auto">
        <Link to={profilePath} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg">
          <UserAvatar
            name={user.name}
            url={user.avatar_url}
            level={
              roleGroup(user.role) === 'student'
                ? {
                    value: user.level,
                    color: levelColor(user.level),
                    label: t('translation:levels.level', { level: user.level }),
                  }
                : undefined
            }
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-on-menu/85">{details.join(' · ')}</p>
          </div>
        </Link>
        <Suspense fallback={null}>
          <NotificationBell user={user} />
        </Suspense>
        {bankPath && (
          <Suspense fallback={null}>
            <BalanceBadge user={user} bankPath={bankPath} />
          </Suspense>
        )}
        {helpPath && (
          <Link
            to={helpPath}
            aria-label={t('dashboard.help')}
            title={t('dashboard.help')}
            className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1.5 font-semibold hover:bg-on-menu/10"
          >
            <LifeBuoy className="size-5 shrink-0" aria-hidden="true" />
            <span className="hidden md:inline">{t('dashboard.help')}</span>
          </Link>
        )}
        <button
          type="button"
          onClick={leave}
          disabled={leaving}
          className="shrink-0 rounded-lg border border-on-menu/60 px-3 py-1.5 font-semibold hover:bg-on-menu/10 disabled:opacity-70"
        >
          {t('dashboard.signOut')}
        </button>
      </div>
    </header>
  );
}
