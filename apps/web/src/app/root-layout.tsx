import { MESSAGES } from '@ava/contracts';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useLocation } from 'react-router';
import { writeFlag } from '../lib/storage.ts';
import { notify } from '../lib/toast.ts';

/**
 * Query parameters of document 1 section 2, read on every navigation that changes them:
 * notification is kept as a flag of the session, submenu as the requested submenu, and
 * confirmation=true shows the confirmation toast and is stripped from the address.
 */
export function readSessionParams({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
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
