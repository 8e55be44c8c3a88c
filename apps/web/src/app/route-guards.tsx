import {
  allowedDashboard,
  contentPathInDashboard,
  type Dashboard,
  isRememberedContentPath,
  landingPath,
} from '@ava/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePlatform } from '../lib/platform.ts';
import { useSession } from '../lib/session.ts';
import { writeFlag } from '../lib/storage.ts';

/** To the login page; a content address is remembered as the target after login. */
function ToLogin({ business }: { business: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isRememberedContentPath(pathname)) writeFlag('redirectAfterLogin', pathname);
  }, [pathname]);
  return <Navigate to={`/${business}/login`} replace />;
}

/** An unknown /:business/* goes to the user's landing route (document 1 section 2). */
export function LandingRedirect() {
  const { business, theme } = usePlatform();
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <ToLogin business={business} />;
  const content = contentPathInDashboard(pathname, session.user.role, session.user.isClassAccess);
  if (content) return <Navigate to={{ pathname: content, search }} replace />;
  // The parameters stay (?conta=senha opens the password dialog wherever the user lands).
  return (
    <Navigate to={{ pathname: landingPath(business, { ...session.user, configs: theme.configs }), search }} replace />
  );
}

/** Dashboards need a session, and a user opening another dashboard is sent to their own. */
export function DashboardGate({ dashboard }: { dashboard: Dashboard }) {
  const { business } = usePlatform();
  const session = useSession();
  const { search } = useLocation();
  if (!session) return <ToLogin business={business} />;
  const allowed = allowedDashboard(session.user.role, session.user.isClassAccess, dashboard);
  if (allowed === dashboard) return <Outlet />;
  if (!allowed) return <Navigate to={`/${business}/login`} replace />;
  return <Navigate to={{ pathname: `/${business}/${allowed}`, search }} replace />;
}
