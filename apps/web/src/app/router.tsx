import { allowedDashboard, type Dashboard, isUserMap, type Theme } from '@ava/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { loadInteractiveMap } from '../features/interactive-map/load-map.ts';
import { themeQueryOptions } from '../features/theme/api/get-theme.ts';
import { platformForHost } from '../lib/host-platforms.ts';
import { getSession } from '../lib/session.ts';
import { readItem } from '../lib/storage.ts';
import { loadStudentHome } from './dashboards/screens/student-home-chunks.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PlatformIndex } from './platform-index.tsx';
import { PlatformLayout } from './platform-layout.tsx';
import { RootLayout, readSessionParams } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { DashboardGate, LandingRedirect } from './route-guards.tsx';

/** Each dashboard is its own lazy chunk, so a screen loads only what it shows. */
const DASHBOARDS: Record<Dashboard, RouteObject['lazy']> = {
  painel: () => import('./dashboards/student-dashboard.tsx'),
  professor: () => import('./dashboards/educator-dashboard.tsx'),
  responsavel: () => import('./dashboards/guardian-dashboard.tsx'),
};

/**
 * The student's home: its chunk and its requests start alongside the dashboard's code instead of
 * after the dashboard has arrived and rendered (on a slow phone, a chain of round trips less). The
 * platform's theme must be known (cached, or stored by an earlier visit): it tells whether the
 * external activities count.
 */
function studentHomeLoader(client: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const session = getSession();
    const business = params.business ?? '';
    const theme = client.getQueryData(themeQueryOptions(business).queryKey) ?? readItem<Theme>('theme');
    if ((params['*'] ?? '') !== '' || !session || theme?.slug !== business) return null;
    if (allowedDashboard(session.user.role, session.user.isClassAccess, 'painel') !== 'painel') return null;
    void loadStudentHome();
    if (theme.features.interactiveMap && isUserMap(session.user.user_map)) void loadInteractiveMap();
    void import('./dashboards/screens/student-home-prefetch.ts').then((home) =>
      home.prefetchStudentHome(client, theme),
    );
    return null;
  };
}

const loginVariant = () => import('../features/sign-in/login-variant.tsx');

/** Sign-up, e-mail confirmation and password recovery (document 1 section 2: cadastro, recuperar-senha). */
const ACCOUNT_PAGES: RouteObject[] = [
  { path: 'cadastro', lazy: () => import('../features/accounts/sign-up-page.tsx') },
  { path: 'cadastro/responsavel', lazy: () => import('../features/accounts/guardian-sign-up-page.tsx') },
  { path: 'cadastro/confirmacao', lazy: () => import('../features/accounts/confirm-email-page.tsx') },
  { path: 'recuperar-senha', lazy: () => import('../features/accounts/recovery-page.tsx') },
  { path: 'recuperar-senha/perguntas', lazy: () => import('../features/accounts/secret-recovery-page.tsx') },
  { path: 'recuperar-senha/nova-senha', lazy: () => import('../features/accounts/new-password-page.tsx') },
];

/** The app's routes; their loaders start queries in `client`. */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    loader: readSessionParams,
    children: [
      {
        path: '/',
        loader: () => {
          const platform = platformForHost(window.location.hostname);
          return platform ? redirect(`/${platform}/login`) : null;
        },
        element: <NotFoundPage />,
      },
      { path: '/erro', element: <NotFoundPage /> },
      {
        path: '/:business',
        element: <PlatformLayout />,
        children: [
          {
            path: 'login',
            lazy: () => import('../features/auth/login-page.tsx'),
            // The sign-in forms besides the password form; the variants with a form of their own hide it.
            children: [
              { index: true, lazy: loginVariant },
              ...['qrcode', 'access_code_sign_in', 'backoffice', 'auth/sso'].map((path) => ({
                path,
                lazy: loginVariant,
                handle: { replacesLoginForm: true },
              })),
              { path: '*', lazy: loginVariant },
            ],
          },
          ...ACCOUNT_PAGES,
          {
            // The public validation page of a certificate's code, on any host (the QR code's address).
            path: 'certificados/validar/:code?',
            lazy: () => import('../features/certificates/certificate-validation-page.tsx'),
          },
          {
            // Over every dashboard: the terms and confirmation flow and the account modals, and the activity tracker.
            lazy: () => import('../features/accounts/session-flows.tsx'),
            children: [
              {
                lazy: () => import('../features/activity-tracker/tracker-layout.tsx'),
                children: (Object.keys(DASHBOARDS) as Dashboard[]).map((dashboard) => ({
                  element: <DashboardGate dashboard={dashboard} />,
                  loader: dashboard === 'painel' ? studentHomeLoader(client) : undefined,
                  children: [{ path: `${dashboard}/*`, lazy: DASHBOARDS[dashboard] }],
                })),
              },
            ],
          },
          { index: true, element: <PlatformIndex /> },
          { path: '*', element: <LandingRedirect /> },
        ],
      },
    ],
  },
];
