import { describe, expect, it } from 'vitest';
import { withDraftValues } from './draft-values.ts';

describe('withDraftValues', () => {
  const form = { title: '', forum: false, bncc: [] as string[] };

  it("lays the kept values over the form's", () => {
    expect(withDraftValues(form, { title: 'Fórum', forum: true, bncc: ['EF05LP01'] })).toEqual({
      title: 'Fórum',
      forum: true,
      bncc: ['EF05LP01'],
    });
  });

  it('ignores fields the form does not have and values of another type', () => {
    expect(withDraftValues(form, { title: ['x'], forum: 'sim', bncc: 'EF05LP01', extra: 'x' })).toEqual(form);
    expect(withDraftValues(form, undefined)).toBe(form);
  });
});
