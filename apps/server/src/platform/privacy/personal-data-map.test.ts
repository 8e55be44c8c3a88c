import { describe, expect, it } from 'vitest';
import { personalDataMapProblems } from './personal-data-map.check.ts';

describe('the personal-data map check', () => {
  it('names a new column without a declaration, a declared column that is gone and a table nobody declared', () => {
    const map = {
      pets: {
        purpose: 'gamification' as const,
        columns: { identification: ['user_id'] },
        other: ['species', 'fed_at'],
      },
    };
    const tables = new Map([
      ['pets', ['id', 'user_id', 'species', 'nickname', 'created_at']],
      ['diaries', ['id', 'text']],
    ]);
    expect(personalDataMapProblems(tables, map)).toEqual([
      'pets.fed_at is declared but the table has no such column',
      'pets.nickname has no declaration: give it a category and purpose, or list it as other',
      'table diaries is not declared in the personal-data map',
    ]);
  });
});
