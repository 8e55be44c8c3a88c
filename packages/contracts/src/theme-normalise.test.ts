import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, resolveFeatureFlags } from './features.ts';
import { dropNullLikes, normaliseColors, normaliseConfigs, padColor, parseFont, withHttps } from './theme-normalise.ts';

describe('theme normalisation', () => {
  it('pads colours to seven characters', () => {
    expect(padColor('#abc')).toBe('#aabbcc');
    expect(padColor('fff')).toBe('#ffffff');
    expect(padColor('#12')).toBe('#120000');
    expect(padColor('#123456')).toBe('#123456');
    expect(normaliseColors({ title: '#333', primary: '#abc' })).toEqual({ title: '#333333', primary: '#abc' });
  });

  it('adds https to bare addresses only', () => {
    expect(withHttps('cdn.escola.br/logo.png')).toBe('https://cdn.escola.br/logo.png');
    expect(withHttps('http://cdn.escola.br/a.png')).toBe('http://cdn.escola.br/a.png');
    expect(withHttps('/brand/logo.svg')).toBe('/brand/logo.svg');
    expect(withHttps('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('drops null, undefined and the text null, deeply', () => {
    expect(dropNullLikes({ a: null, b: 'null', c: undefined, d: 0, e: { f: 'null', g: 'ok' } })).toEqual({
      d: 0,
      e: { g: 'ok' },
    });
    expect(dropNullLikes(null)).toEqual({});
  });

  it('reads font settings as family, weight and size', () => {
    expect(parseFont('Open Sans, 600, 18px')).toEqual({ family: 'Open Sans', weight: '600', size: '18px' });
    expect(parseFont('Arial')).toEqual({ family: 'Arial', weight: '', size: '' });
  });

  it("coerces boolean configs from 'true' or true", () => {
    expect(normaliseConfigs({ hide_dashboard: 'true', hideMap: 'false', is_uppercase: true, copyright: 'x' })).toEqual({
      hide_dashboard: true,
      hideMap: false,
      is_uppercase: true,
      copyright: 'x',
    });
  });
});

describe('feature flags', () => {
  it('turns on the documented defaults and leaves the rest off', () => {
    const flags = defaultFeatureFlags(false);
    const on = Object.entries(flags)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on.sort()).toEqual(
      [
        'alternativeLogin',
        'bncc',
        'email',
        'faq',
        'interactiveMap',
        'marsActivities',
        'qrCodeLogin',
        'randomQuestions',
        'transferPokz',
      ].sort(),
    );
  });
  it('gives corporate platforms a custom background and no faq', () => {
    expect(defaultFeatureFlags(true)).toMatchObject({ customBackground: true, corporatePlatform: true, faq: false });
  });
  it('lets stored booleans override and ignores anything else', () => {
    expect(resolveFeatureFlags(false, { faq: false, signup: true, bogus: true, bncc: 'no' })).toMatchObject({
      faq: false,
      signup: true,
      bncc: true,
    });
  });
});
