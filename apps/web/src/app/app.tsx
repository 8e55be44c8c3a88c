import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectSessionTabs, onLogout } from '../lib/session.ts';
import { connectToastTabs, useToasts } from '../lib/toast.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { createQueryClient, dropUserQueries } from './query-client.ts';
import { createRoutes } from './router.tsx';

/** Radix Toast loads with the first toast, not with the first page. */
const Toaster = lazy(() => import('./toaster.tsx'));
/** Registers the service worker and announces a new version; its own chunk, after the first render. */
const UpdateBanner = lazy(() => import('../features/shell-widgets/update/app-update-banner.tsx'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  const hasToasts = useToasts().length > 0;
  useEffect(() => {
    const stops = [connectSessionTabs(), connectToastTabs(), onLogout(() => dropUserQueries(queryClient))];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense>
          <UpdateBanner />
        </Suspense>
        {hasToasts && (
          <Suspense>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
