import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { usePlatformTheme } from '../features/theme/use-platform-theme.ts';
import { PlatformContext } from '../lib/platform.ts';
import { logout, useSession } from '../lib/session.ts';

/** The accessibility sidebar and chat support: their own chunk, after the page. */
const ShellWidgets = lazy(() => import('../features/shell-widgets/shell-widgets.tsx'));

/**
 * Every /:business route: loads and applies the platform's theme, goes to /erro when it
 * cannot be loaded, and ends a session that belongs to another platform.
 */
export function PlatformLayout() {
  const { business = '' } = useParams();
  const { theme, isError } = usePlatformTheme(business);
  const session = useSession();
  const foreignSession = Boolean(theme && session && session.platform !== theme.slug);
  useEffect(() => {
    if (foreignSession) logout();
  }, [foreignSession]);

  if (!theme) return isError ? <Navigate to="/erro" replace /> : <LoadingScreen />;
  if (foreignSession) return <LoadingScreen />;
  return (
    <PlatformContext value={{ business, theme }}>
      {/* Another vocabulary (a corporate platform after a school one) mounts the screens afresh. */}
      <Outlet key={theme.features.corporatePlatform ? 'corporate' : 'school'} />
      <Suspense>
        <ShellWidgets theme={theme} />
      </Suspense>
    </PlatformContext>
  );
}
