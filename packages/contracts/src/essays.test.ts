import { describe, expect, it } from 'vitest';
import { essayBookmarkPositionSchema, readEssayText, wrapEssayText } from './essays.ts';

describe('the essay font-size tag', () => {
  it('wraps the text in one element carrying the size, and reads it back', () => {
    const tagged = wrapEssayText('<p>Olá</p>', 20);
    expect(tagged).toBe('<div data-font-size="20" style="font-size: 20pt"><p>Olá</p></div>');
    expect(readEssayText(tagged)).toEqual({ fontSize: 20, text: '<p>Olá</p>' });
  });

  it('reads the tag without its style, and an untagged text at the default size', () => {
    expect(readEssayText('<div data-font-size="12"><p>a</p></div>')).toEqual({ fontSize: 12, text: '<p>a</p>' });
    expect(readEssayText('<p>a</p>')).toEqual({ fontSize: 16, text: '<p>a</p>' });
  });
});

describe('bookmark positions', () => {
  const valid = {
    range: { start: 0, end: 4 },
    category: 4,
    sub_competence: { id: 'C2', comment: '' },
    bookmark_type: 'assistant',
  };

  it('accepts a range that ends after it starts and one of the four feedback types', () => {
    expect(essayBookmarkPositionSchema.safeParse(valid).success).toBe(true);
    expect(essayBookmarkPositionSchema.safeParse({ ...valid, range: { start: 4, end: 4 } }).success).toBe(false);
    expect(essayBookmarkPositionSchema.safeParse({ ...valid, category: 0 }).success).toBe(false);
  });
});
