import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate.ts';

const confetti = vi.hoisted(() => ({ fire: vi.fn(async () => {}) }));
vi.mock('canvas-confetti', () => ({ default: { create: () => confetti.fire } }));

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList;
}

afterEach(() => confetti.fire.mockClear());

describe('celebrate', () => {
  it('throws confetti from both sides on a canvas of its own, removed afterwards', async () => {
    prefersReducedMotion(false);
    await celebrate();
    expect(confetti.fire).toHaveBeenCalledTimes(2);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('stays still for someone who asked for less motion', async () => {
    prefersReducedMotion(true);
    await celebrate();
    expect(confetti.fire).not.toHaveBeenCalled();
  });
});
