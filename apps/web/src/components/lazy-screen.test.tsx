import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n.ts';
import { lazyScreen } from './lazy-screen.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('lazyScreen', () => {
  it('shows placeholders announced as loading, then the screen once its code arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Greeting));
    render(<Screen name="Ana" />);
    const placeholder = screen.getByRole('status', { name: 'Carregando…' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Olá, Ana')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the code once, and a screen preloaded shows at once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(<Screen name="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
