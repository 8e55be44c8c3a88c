import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { RouteError } from './route-error.tsx';

/** Fails until the cause goes away, as a flaky dependency would. */
let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Tudo certo</p>;
}

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('rendering failures', () => {
  it("shows the fallback and 'Tente de novo' renders again", async () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Ops! Algo deu errado.' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tente de novo' }));

    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
  });

  it('resets a failed route on retry', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Fragile />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ops! Algo deu errado.' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tente de novo' }));

    expect(await screen.findByText('Tudo certo')).toBeInTheDocument();
  });
});
