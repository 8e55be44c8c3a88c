import { describe, expect, it } from 'vitest';
import { isEmptyHtml, isValidLink } from './editor-rules.ts';

describe('editor rules', () => {
  it('accepts only http and https links', () => {
    expect(isValidLink('https://ava.com.br')).toBe(true);
    expect(isValidLink('http://ava.com.br/a?b=1')).toBe(true);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('ftp://ava.com.br')).toBe(false);
    expect(isValidLink('ava.com.br')).toBe(false);
  });

  it('counts an empty paragraph as no content', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p><br></p>')).toBe(true);
    expect(isEmptyHtml('<p>a</p>')).toBe(false);
  });
});
