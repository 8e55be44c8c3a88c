import { describe, expect, it } from 'vitest';
import { findPassage } from './passage-finder.tsx';

const TEXT = 'Meu gato é brincalhão.\nTodo dia  ele brinca. O GATO dorme.';

describe('findPassage', () => {
  it('finds a passage whatever its case and accents as typed', () => {
    expect(findPassage(TEXT, 'o gato', 0)).toEqual({ range: { start: 45, end: 51 }, index: 1, count: 1 });
    expect(findPassage(TEXT, 'É BRINCALHÃO', 0)?.range).toEqual({ start: 9, end: 21 });
  });

  it('finds a passage over a line break or a double space, typed with single spaces', () => {
    const found = findPassage(TEXT, 'brincalhão. Todo dia ele', 0);
    expect(found && TEXT.slice(found.range.start, found.range.end)).toBe('brincalhão.\nTodo dia  ele');
  });

  it('goes to the next occurrence from a position, and back to the first after the last', () => {
    expect(findPassage(TEXT, 'gato', 0)).toMatchObject({ range: { start: 4, end: 8 }, index: 1, count: 2 });
    expect(findPassage(TEXT, 'gato', 5)).toMatchObject({ range: { start: 47, end: 51 }, index: 2 });
    expect(findPassage(TEXT, 'gato', 48)).toMatchObject({ range: { start: 4, end: 8 }, index: 1 });
  });

  it('takes the typed text literally and finds nothing for blanks', () => {
    expect(findPassage('custa (R$ 5,00).', '(r$ 5,00)', 0)?.range).toEqual({ start: 6, end: 15 });
    expect(findPassage(TEXT, '.*', 0)).toBeNull();
    expect(findPassage(TEXT, '   ', 0)).toBeNull();
  });
});
