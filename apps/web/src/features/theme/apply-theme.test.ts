import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../test/fixtures.ts';
import { applyTheme } from './apply-theme.ts';

describe('applying a theme', () => {
  it('writes colours and fonts into CSS variables and names the page', () => {
    applyTheme(buildTheme({ colors: { primary: '#0B6E4F', subtitle: '#444444' } }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#0B6E4F');
    expect(style.getPropertyValue('--color-subtitle')).toBe('#444444');
    expect(style.getPropertyValue('--font-title')).toBe('"Trebuchet MS", system-ui, sans-serif');
    expect(style.getPropertyValue('--font-title-weight')).toBe('700');
    expect(style.getPropertyValue('--font-title-size')).toBe('28px');
    expect(document.title).toBe('AVA Demo');
  });

  it('drops variables the next theme does not set', () => {
    applyTheme(buildTheme({ colors: { menu: '#111111' } }));
    applyTheme(buildTheme({ colors: {} }));
    expect(document.documentElement.style.getPropertyValue('--color-menu')).toBe('');
  });

  it('sets the favicon only when the theme has one', () => {
    applyTheme(buildTheme({ files: { favicon: '/brand/demo/favicon.svg' } }));
    expect(document.querySelector('link[rel="icon"]')).toBeNull();

    applyTheme(buildTheme({ configs: { has_favicon: true }, files: { favicon: '/brand/demo/favicon.svg' } }));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/demo/favicon.svg');
  });
});
