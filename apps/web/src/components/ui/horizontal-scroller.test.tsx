import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HorizontalScroller } from './horizontal-scroller.tsx';

/** jsdom has no layout: a track as wide as `width`, showing `visible` of it from `scrollLeft`. */
function layOut(track: HTMLElement, { width, visible, scrollLeft = 0 }: Record<string, number>) {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: width });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: visible });
  track.scrollLeft = scrollLeft ?? 0;
  fireEvent.scroll(track);
}

const cards = (
  <>
    <a href="/a">Semana da leitura</a>
    <a href="/b">Olimpíada de matemática</a>
  </>
);

describe('horizontal scroller', () => {
  it('shows that a row scrolls: focusable, its hidden edge faded, and buttons that scroll it by a screen', async () => {
    render(
      <HorizontalScroller label="Destaques" arrows>
        {cards}
      </HorizontalScroller>,
    );
    const track = screen.getByRole('region', { name: 'Destaques' });
    expect(screen.queryByRole('button', { name: 'Rolar para a direita' })).not.toBeInTheDocument();

    layOut(track, { width: 600, visible: 300 });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(track.style.maskImage).toContain('transparent)');
    expect(screen.getByRole('button', { name: 'Rolar para a esquerda' })).toBeDisabled();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    window.matchMedia = () => ({ matches: false }) as MediaQueryList;
    await userEvent.click(screen.getByRole('button', { name: 'Rolar para a direita' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 270, behavior: 'smooth' });

    layOut(track, { width: 600, visible: 300, scrollLeft: 300 });
    expect(screen.getByRole('button', { name: 'Rolar para a direita' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rolar para a esquerda' })).toBeEnabled();
    expect(track).toHaveAttribute('data-more-before');
    expect(track).not.toHaveAttribute('data-more-after');
  });

  it('is a plain row when everything fits', () => {
    render(
      <HorizontalScroller label="Destaques" arrows>
        {cards}
      </HorizontalScroller>,
    );
    const track = screen.getByRole('region', { name: 'Destaques' });
    layOut(track, { width: 300, visible: 300 });
    expect(track).not.toHaveAttribute('tabindex');
    expect(track.style.maskImage).toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
