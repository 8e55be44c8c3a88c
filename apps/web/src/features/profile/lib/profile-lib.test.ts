import { describe, expect, it } from 'vitest';
import { avatarFileProblem, outputSide } from './avatar-file.ts';
import { applyLanguageCookie } from './language-cookie.ts';

describe('avatar file rules', () => {
  it('accepts png and jpeg up to 5 MB only', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('writes the cropped square at its own size, at most 512 pixels', () => {
    expect(outputSide({ x: 0, y: 0, width: 200.4, height: 200.4 })).toBe(200);
    expect(outputSide({ x: 10, y: 10, width: 1800, height: 1800 })).toBe(512);
  });
});

describe('language cookie', () => {
  it("sets '/pt/{language}' for another language and only clears it for Portuguese", () => {
    const doc = {
      written: [] as string[],
      set cookie(value: string) {
        this.written.push(value);
      },
    };
    applyLanguageCookie('en', doc as unknown as Document);
    expect(doc.written.at(-1)).toBe('googtrans=/pt/en; path=/; SameSite=Lax');
    doc.written = [];
    applyLanguageCookie('pt-BR', doc as unknown as Document);
    expect(doc.written).toEqual(['googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
  });
});
