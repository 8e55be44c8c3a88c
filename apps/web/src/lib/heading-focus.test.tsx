import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHeadingFocusOnNavigate } from './heading-focus.ts';

/** A screen whose heading shows only once its data has come. */
function Loading({ show }: { show: boolean }) {
  return show ? <h1>Atividades</h1> : <p>Carregando…</p>;
}

function Shell({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigate(main);
  return (
    <>
      <nav>
        <Link to="/outra">Menu: outra</Link>
      </nav>
      <main ref={main}>{children}</main>
    </>
  );
}

/** One shell for every path, as the dashboard's: the screen inside changes with the path. */
function setup() {
  let showHeading: (show: boolean) => void = () => {};
  function Later() {
    const [show, setShow] = useState(false);
    showHeading = setShow;
    return <Loading show={show} />;
  }
  function Screen() {
    const { pathname } = useLocation();
    if (pathname === '/atividades') return <Later />;
    if (pathname === '/outra') return <h1>Outra</h1>;
    return <Link to="/atividades">Abrir atividades</Link>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Shell>{<Screen />}</Shell> }]);
  render(<RouterProvider router={router} />);
  return { showHeading: (show: boolean) => act(() => showHeading(show)) };
}

describe('useHeadingFocusOnNavigate', () => {
  it("moves a focus left on nothing to the new screen's heading once it shows", async () => {
    const { showHeading } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Abrir atividades' }));
    expect(document.activeElement).toBe(document.body);
    showHeading(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Atividades' })).toHaveFocus());
  });

  it('leaves a focus that is still on something, such as the menu entry followed', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'Menu: outra' }));
    expect(screen.getByRole('link', { name: 'Menu: outra' })).toHaveFocus();
  });
});
