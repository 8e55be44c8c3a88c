import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/router.tsx';

/** The app's own routes in memory, at one address. */
export function renderApp(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
