import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from './google-button.tsx';

const SCRIPT = 'https://accounts.google.com/gsi/client';
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SCRIPT}"]`)];

/** The script element the button added, answered as the network would. */
function answer(outcome: 'load' | 'error') {
  const script = scripts().at(-1);
  if (!script) throw new Error('no Google script was requested');
  act(() => script.dispatchEvent(new Event(outcome)));
}

afterEach(() => {
  delete window.google;
  for (const script of scripts()) script.remove();
});

// The script's load is shared by every button of the page: each test leaves none pending.
describe('Google button', () => {
  it('loads the script afresh for a button mounted after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(<GoogleButton business="demo" clientId="cliente" />);
    answer('error');
    await screen.findByRole('button', { name: 'Entrar com Google' });
    first.unmount();

    render(<GoogleButton business="demo" clientId="cliente" />);
    expect(scripts()).toHaveLength(1);
    // Failed again, so the next test starts with nothing remembered.
    answer('error');
    await screen.findByRole('button', { name: 'Entrar com Google' });
  });

  it('loads the script again after a failed load, and renders the button once it loads', async () => {
    const renderButton = vi.fn();
    const initialize = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<GoogleButton business="demo" clientId="cliente.apps.googleusercontent.com" />);
    answer('error');
    expect(scripts()).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(scripts()).toHaveLength(1);
    window.google = { accounts: { id: { initialize, renderButton } } };
    answer('load');
    await vi.waitFor(() => expect(renderButton).toHaveBeenCalledTimes(1));
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'cliente.apps.googleusercontent.com' }),
    );
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });
});
