import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTheme } from '../test/fixtures.ts';
import { NotFoundPage } from './not-found-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotFoundPage /> },
      { path: '/erro', element: <NotFoundPage /> },
      { path: '/:business/login', element: <p>login</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('unknown address screen', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('tells the user and starts afresh only once per browser session', async () => {
    localStorage.setItem('ava.token', '"abc"');
    const { unmount } = renderAt('/erro');
    expect(
      screen.getByRole('heading', {
        name: 'Ops! O endereço não foi encontrado, por favor verifique-o e tente novamente.',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
    unmount();

    localStorage.setItem('ava.token', '"novo"');
    renderAt('/erro');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('ava.token')).toBe('"novo"');
  });

  it('leads back to the login of the last platform used, also after starting afresh', async () => {
    localStorage.setItem('ava.theme', JSON.stringify(buildTheme({ slug: 'escola-azul' })));
    const first = renderAt('/erro');
    await waitFor(() => expect(localStorage.length).toBe(0));
    first.unmount();

    // The page as it shows after the reload: the theme was cleared, the tab remembers the platform.
    const { router } = renderAt('/erro');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    expect(router.state.location.pathname).toBe('/escola-azul/login');
  });

  it('leads to the start when no platform was used, and not from the start itself', () => {
    sessionStorage.setItem('ava.site_data_cleared', '1');
    const { unmount } = renderAt('/erro');
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    unmount();

    renderAt('/');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
