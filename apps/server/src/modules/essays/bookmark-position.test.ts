import type { EssayBookmarkPosition } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { compressPosition, decompressPosition } from './bookmark-position.ts';

const position: EssayBookmarkPosition = {
  range: { start: 10, end: 42 },
  category: 3,
  sub_competence: { id: 'C1.2', comment: 'Concordância verbal: "os alunos vai" → "os alunos vão".' },
  bookmark_type: 'teacher',
};

describe('bookmark positions', () => {
  it('round-trips through the compressed form, which is not the plain JSON', () => {
    const stored = compressPosition(position);
    expect(stored).not.toContain('sub_competence');
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decompressPosition(stored)).toEqual(position);
  });
});
