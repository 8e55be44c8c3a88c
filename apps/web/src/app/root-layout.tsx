import { isRememberedContentPath, MESSAGES } from '@ava/contracts';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useLocation } from 'react-router';
import { writeFlag } from '../lib/storage.ts';
import { notify } from '../lib/toast.ts';

/**
 * A sign-in hand-over (username and token, or tk on a path with /sso) opened on any page of a
 * platform goes to its /login/sso, which signs in and then returns to a remembered content page.
 */
function handoverAddress(url: URL): string | null {
  const [business, section] = url.pathname.split('/').filter(Boolean);
  if (!business || section === 'login') return null;
  const params = url.searchParams;
  const handover =
    (params.has('username') && params.has('token')) || (params.has('tk') && url.pathname.includes('/sso'));
  if (!handover) return null;
  if (isRememberedContentPath(url.pathname)) writeFlag('redirectAfterLogin', url.pathname);
  return `/${business}/login/sso${url.search}`;
}

/**
 * Query parameters of document 1 section 2, read on every navigation that changes them:
 * notification is kept as a flag of the session, submenu as the requested submenu, and
 * confirmation=true shows the confirmation toast and is stripped from the address.
 */
export function readSessionParams({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const handover = handoverAddress(url);
  if (handover) return redirect(handover);
  const notification = url.searchParams.get('notification');
  if (notification !== null) writeFlag('notification', notification);
  const submenu = url.searchParams.get('submenu');
  if (submenu) writeFlag('requestedSubmenu', submenu);
  if (url.searchParams.get('confirmation') !== 'true') return null;
  notify({ status: 'success', message: MESSAGES.accountConfirmed });
  url.searchParams.delete('confirmation');
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

/** Route changes scroll smoothly to the top. */
export function RootLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the route changed.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return <Outlet />;
}
