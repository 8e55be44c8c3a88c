import { BOOLEAN_CONFIGS, type FontSetting, type ThemeSection } from './theme.ts';

/** Null-like theme values (null, undefined and the text 'null') are dropped. */
export function isNullLike(value: unknown): boolean {
  return value === null || value === undefined || value === 'null';
}

export function dropNullLikes(section: unknown): ThemeSection {
  if (!section || typeof section !== 'object' || Array.isArray(section)) return {};
  const out: ThemeSection = {};
  for (const [key, value] of Object.entries(section)) {
    if (isNullLike(value)) continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? dropNullLikes(value) : value;
  }
  return out;
}

/**
 * Colours are padded to the seven characters of '#rrggbb': a missing '#' is added,
 * the '#rgb' shorthand is expanded, and any other short value is filled with zeros.
 */
export function padColor(color: string): string {
  const hex = color.trim().startsWith('#') ? color.trim() : `#${color.trim()}`;
  if (hex.length === 4) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return hex.length < 7 ? hex.padEnd(7, '0') : hex;
}

/** Bare addresses get https; absolute, root-relative and data urls stay as they are. */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('data:')) {
    return trimmed;
  }
  return `https://${trimmed}`;
}

/** Font settings are 'family,weight,size'. */
export function parseFont(value: string): FontSetting {
  const [family = '', weight = '', size = ''] = value.split(',').map((part) => part.trim());
  return { family, weight, size };
}

export function normaliseColors(colors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dropNullLikes(colors))) {
    if (typeof value !== 'string') continue;
    out[key] = key === 'title' || key === 'subtitle' ? padColor(value) : value;
  }
  return out;
}

export function normaliseUrls(section: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dropNullLikes(section))) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = withHttps(value);
  }
  return out;
}

export function normaliseTypographies(section: unknown): ThemeSection {
  const out: ThemeSection = {};
  for (const [key, value] of Object.entries(dropNullLikes(section))) {
    out[key] = typeof value === 'string' ? parseFont(value) : value;
  }
  return out;
}

export function normaliseConfigs(section: unknown): ThemeSection {
  const out = dropNullLikes(section);
  for (const key of BOOLEAN_CONFIGS) {
    if (key in out) out[key] = out[key] === true || out[key] === 'true';
  }
  return out;
}
