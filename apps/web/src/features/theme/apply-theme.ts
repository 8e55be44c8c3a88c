import type { FontSetting, Theme } from '@ava/contracts';
import { readableTextOn } from '../../lib/contrast.ts';

const COLORS = ['primary', 'light', 'dark', 'secondary', 'menu', 'title', 'subtitle'] as const;
const FONTS = ['title', 'body', 'menu'] as const;

/** Text on these theme colours (buttons, the avatar, the header) takes a colour that reads on them. */
const TEXT_ON = ['primary', 'secondary', 'menu'] as const;

function fontSetting(value: unknown): Partial<FontSetting> {
  return value && typeof value === 'object' ? (value as Partial<FontSetting>) : {};
}

function fontStack(family: string): string {
  return `"${family.replaceAll('"', '')}", system-ui, sans-serif`;
}

/** The CSS variables a theme sets; null removes a variable so the stylesheet default applies. */
function themeVariables(theme: Theme): Record<string, string | null> {
  const variables: Record<string, string | null> = {};
  for (const color of COLORS) variables[`--color-${color}`] = theme.colors[color] || null;
  for (const color of TEXT_ON) {
    // The menu falls back to the dark colour, as the stylesheet's --color-menu does.
    const background = theme.colors[color] || (color === 'menu' ? theme.colors.dark : '');
    variables[`--color-on-${color}`] = background ? readableTextOn(background) : null;
  }
  for (const font of FONTS) {
    const { family, weight, size } = fontSetting(theme.typographies[font]);
    variables[`--font-${font}`] = family ? fontStack(family) : null;
    variables[`--font-${font}-weight`] = weight || null;
    variables[`--font-${font}-size`] = size || null;
  }
  return variables;
}

function setFavicon(doc: Document, href: string): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = href;
}

/** Writes the tenant's colours and fonts into the CSS variables, and sets its favicon and title. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const style = doc.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    if (value === null) style.removeProperty(name);
    else style.setProperty(name, value);
  }
  if (theme.configs.has_favicon === true && theme.files.favicon) setFavicon(doc, theme.files.favicon);
  doc.title = theme.name;
}
