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

  it('sets a text colour that reads on the primary, secondary and menu colours (WCAG AA, 4.5:1)', () => {
    applyTheme(buildTheme({ colors: { primary: '#5B2EE5', secondary: '#FF8A00', dark: '#06402E' } }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    // White on the demo's orange is 2.4:1: its avatar's initials are written in near-black.
    expect(style.getPropertyValue('--color-on-secondary')).toBe('#1f2933');
    // Without a menu colour the menu is the dark one, and so is what its text is chosen for.
    expect(style.getPropertyValue('--color-on-menu')).toBe('#ffffff');
  });

  it('drops variables the next theme does not set', () => {
    applyTheme(buildTheme({ colors: { menu: '#111111' } }));
    applyTheme(buildTheme({ colors: {} }));
    expect(document.documentElement.style.getPropertyValue('--color-menu')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--color-on-menu')).toBe('');
  });

  it('sets the favicon only when the theme has one', () => {
    applyTheme(buildTheme({ files: { favicon: '/brand/demo/favicon.svg' } }));
    expect(document.querySelector('link[rel="icon"]')).toBeNull();

    applyTheme(buildTheme({ configs: { has_favicon: true }, files: { favicon: '/brand/demo/favicon.svg' } }));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/demo/favicon.svg');
  });
});
