import { can, type Dashboard, opensOnFirstSubmenu, usesUppercase } from '@ava/contracts';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useHeadingFocusOnNavigate } from '../../../lib/heading-focus.ts';
import { usePlatform } from '../../../lib/platform.ts';
import { useSession } from '../../../lib/session.ts';
import { readFlag, removeFlag } from '../../../lib/storage.ts';
import { firstScreenSlug, type HomeProps, type ScreenRegistry, screenFor } from '../screens.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { DashboardMenu } from './dashboard-menu.tsx';

interface Props {
  dashboard: Dashboard;
  screens: ScreenRegistry;
  /** Shown on the home under the greeting (the student's map, progress and banners). */
  home?: ComponentType<HomeProps> | ComponentType;
  /** Counts beside menu entries, by slug. */
  badges?: Readonly<Record<string, ComponentType>>;
}

/** Header, menu and the screen of /:business/<dashboard>/<slug>; the home greets the user. */
export function DashboardShell({ dashboard, screens, home: Home, badges }: Props) {
  const { business, theme } = usePlatform();
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const slug = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const basePath = `/${business}/${dashboard}`;
  const menu = session?.user.menu ?? [];
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigate(main);

  // Document 1 section 2: the guardian's dashboard (and the others, as the theme asks) opens on its first menu entry.
  const firstEntry =
    slug === '' && opensOnFirstSubmenu(dashboard, theme.configs) ? firstScreenSlug(menu, screens) : null;

  useEffect(() => {
    const requested = readFlag('requestedSubmenu');
    if (requested && screenFor(menu, screens, requested)) {
      removeFlag('requestedSubmenu');
      navigate(`${basePath}/${requested}`, { replace: true });
    } else if (firstEntry) {
      // Its parameters stay: ?conta=senha opens the password dialog over the first entry.
      navigate({ pathname: `${basePath}/${firstEntry}`, search }, { replace: true });
    }
  }, [menu, screens, basePath, navigate, firstEntry, search]);

  if (!session) return null;
  const { user } = session;
  const Screen = screenFor(menu, screens, slug);
  const uppercase = usesUppercase(user.grade_id, theme.configs.is_uppercase === true);
  return (
    <div className={`flex min-h-dvh flex-col ${uppercase ? 'uppercase-display' : ''}`}>
      <DashboardHeader
        user={user}
        theme={theme}
        profilePath={`${basePath}/perfil`}
        bankPath={can(user.role, 'view.bank') && Object.hasOwn(screens, 'banco') ? `${basePath}/banco` : undefined}
        helpPath={
          can(user.role, 'view.helpCenter') && Object.hasOwn(screens, 'ajuda') ? `${basePath}/ajuda` : undefined
        }
      />
      <div className="flex flex-1 flex-col md:flex-row">
        <DashboardMenu basePath={basePath} menu={menu} screens={screens} badges={badges} />
        <main ref={main} className="min-w-0 flex-1 p-4 pr-edge-4 sm:p-8 sm:pr-edge-8">
          {Screen ? (
            <Suspense fallback={<LoadingScreen />}>
              <Screen />
            </Suspense>
          ) : firstEntry ? null : (
            <>
              <h1 className="type-title text-title">
                {t('dashboard.greeting', { name: user.name.trim().split(/\s+/)[0] })}
              </h1>
              {Home && (
                <Suspense fallback={null}>
                  <Home basePath={basePath} screens={screens} />
                </Suspense>
              )}
            </>
          )}
        </main>
      </div>
    </div>
  );
}
