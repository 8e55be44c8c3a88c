import { describe, expect, it } from 'vitest';
import { personalDataMapProblems } from './personal-data-map.check.ts';

describe('the personal-data map check', () => {
  it('names a new column without a declaration, a declared column that is gone, a table nobody declared and a table with personal data but no erasure rule', () => {
    const map = {
      pets: {
        purpose: 'gamification' as const,
        columns: { identification: ['user_id'] },
        other: ['species', 'fed_at'],
        erasure: [{ kind: 'remove' as const, columns: ['user_id'] }],
      },
      walks: {
        purpose: 'gamification' as const,
        columns: { usage: ['user_id', 'steps'] },
        other: [],
        erasure: [],
      },
      toys: {
        purpose: 'gamification' as const,
        columns: { usage: ['owner_id'] },
        other: [],
        erasure: [{ kind: 'standIn' as const, columns: ['user_id'] }],
      },
    };
    const tables = new Map([
      ['pets', ['id', 'user_id', 'species', 'nickname', 'created_at']],
      ['diaries', ['id', 'text']],
      ['walks', ['id', 'user_id', 'steps']],
      ['toys', ['id', 'owner_id']],
    ]);
    expect(personalDataMapProblems(tables, map)).toEqual([
      'pets.fed_at is declared but the table has no such column',
      'pets.nickname has no declaration: give it a category and purpose, or list it as other',
      'table diaries is not declared in the personal-data map',
      'table walks holds personal data but has no erasure rule: say what erasing a person does to it',
      'toys: the erasure names user_id, which the table does not have',
    ]);
  });
});
