import { render } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const Shown = createContext<ReactNode>(null);

function ShownRoute() {
  return useContext(Shown);
}

/**
 * `ui` on a data router (links and useBlocker need one) at `path`, any address matching; `rerender`
 * shows other ui on the same router, as a screen given new props.
 */
export function renderInRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <ShownRoute /> }], { initialEntries: [path] });
  const routed = (shown: ReactNode) => (
    <Shown.Provider value={shown}>
      <RouterProvider router={router} />
    </Shown.Provider>
  );
  const view = render(routed(ui));
  return { ...view, router, rerender: (shown: ReactNode) => view.rerender(routed(shown)) };
}
