import { describe, expect, it } from 'vitest';
import {
  essayBookmarkPositionSchema,
  essayCriterionLabel,
  essayRubricFor,
  readEssayText,
  wrapEssayText,
} from './essays.ts';

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

describe('essayRubricFor', () => {
  it('corrects ensino médio (and adult) essays by the five ENEM competences, younger ones by a simpler rubric', () => {
    expect(essayRubricFor('ensino-medio').map((item) => item.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(essayRubricFor('adulto')).toBe(essayRubricFor('ensino-medio'));
    for (const stage of ['infantil', 'fundamental-1', 'fundamental-2', 'multisseriado'] as const) {
      expect(essayRubricFor(stage).map((item) => item.label)).toEqual([
        'Ortografia',
        'Organização das ideias',
        'Criatividade',
        'Tema',
      ]);
    }
    expect(essayCriterionLabel('tema')).toBe('Tema');
    expect(essayCriterionLabel('c5')).toBe('Competência 5: proposta de intervenção');
  });
});
