import type { Dashboard } from '@ava/contracts';
import { type RouteObject, redirect } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { platformForHost } from '../lib/host-platforms.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PlatformLayout } from './platform-layout.tsx';
import { RootLayout, readSessionParams } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { DashboardGate, LandingRedirect } from './route-guards.tsx';

/** Each dashboard is its own lazy chunk, so a screen loads only what it shows. */
const DASHBOARDS: Record<Dashboard, RouteObject['lazy']> = {
  painel: () => import('../features/dashboards/student-dashboard.tsx'),
  professor: () => import('../features/dashboards/educator-dashboard.tsx'),
  responsavel: () => import('../features/dashboards/guardian-dashboard.tsx'),
};

export const routes: RouteObject[] = [
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
          { path: 'login/*', lazy: () => import('../features/auth/login-page.tsx') },
          ...(Object.keys(DASHBOARDS) as Dashboard[]).map((dashboard) => ({
            element: <DashboardGate dashboard={dashboard} />,
            children: [{ path: `${dashboard}/*`, lazy: DASHBOARDS[dashboard] }],
          })),
          { index: true, element: <LandingRedirect /> },
          { path: '*', element: <LandingRedirect /> },
        ],
      },
    ],
  },
];
