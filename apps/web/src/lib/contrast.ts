/** Text colours that read on colours chosen at run time (a platform's theme, a level's colour). */

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1f2933';
/** WCAG 2 AA for normal text. */
const READABLE_CONTRAST = 4.5;

/** WCAG relative luminance of a #rgb or #rrggbb colour; null for any other notation. */
function luminance(color: string): number | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/**
 * The text colour for a background chosen at run time: white where it reaches 4.5:1 (the themes'
 * usual look), else whichever of white and a near-black reads better (an orange, a yellow).
 * Null when the colour is not a hex colour, so the stylesheet's default applies.
 */
export function readableTextOn(background: string): string | null {
  const back = luminance(background);
  if (back === null) return null;
  const light = contrast(back, luminance(LIGHT_TEXT) ?? 1);
  const dark = contrast(back, luminance(DARK_TEXT) ?? 0);
  return light >= READABLE_CONTRAST || light >= dark ? LIGHT_TEXT : DARK_TEXT;
}
