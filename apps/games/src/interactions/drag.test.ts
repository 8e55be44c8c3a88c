import { describe, expect, it } from 'vitest';
import { placeTowards } from './drag.ts';

/** A categories round: two groups above, one below on the left, the wide pile of cards at the bottom. */
const PLACES = [
  { id: 'Cordas', box: { left: 0, top: 0, width: 380, height: 190 } },
  { id: 'Sopro', box: { left: 400, top: 0, width: 380, height: 190 } },
  { id: 'Percussão', box: { left: 0, top: 210, width: 380, height: 190 } },
  { id: 'pilha', box: { left: 0, top: 420, width: 780, height: 170 } },
];
const RIGHT = { x: 1, y: 0 };
const LEFT = { x: -1, y: 0 };
const UP = { x: 0, y: -1 };
const DOWN = { x: 0, y: 1 };
/** Where the arrow leads from the place `id`, among the others. */
function from(id: string, arrow: { x: number; y: number }) {
  const place = PLACES.find((candidate) => candidate.id === id);
  if (!place) throw new Error(`no place ${id}`);
  return placeTowards(
    place.box,
    arrow,
    PLACES.filter((other) => other !== place),
  );
}

describe('placeTowards (arrow keys carrying a card)', () => {
  it('goes to the place the arrow points at, not to a nearer centre further off to the side', () => {
    expect(from('Percussão', RIGHT)).toBe('Sopro');
    expect(from('Percussão', UP)).toBe('Cordas');
    expect(from('Percussão', DOWN)).toBe('pilha');
    expect(from('Sopro', DOWN)).toBe('pilha');
    expect(from('Sopro', LEFT)).toBe('Cordas');
    expect(from('Cordas', DOWN)).toBe('Percussão');
    expect(from('pilha', UP)).toBe('Percussão');
  });

  it('falls back to the nearest centre on that side (a card half over a place); past the edge, nowhere', () => {
    const card = { left: 100, top: 150, width: 120, height: 80 };
    expect(placeTowards(card, UP, PLACES)).toBe('Cordas');
    expect(from('Cordas', UP)).toBeNull();
    expect(from('Sopro', RIGHT)).toBeNull();
  });
});
