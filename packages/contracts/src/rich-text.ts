/**
 * What stored rich text may hold (document 3 section 3, 'Editor content'). The server's
 * sanitiser keeps only this when it stores a text and the web's viewer only this when it shows
 * one, so whatever the server keeps is shown as it was written.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'img',
  'audio',
  'iframe',
] as const;

/** The attribute that stands for a stored file's url in saved rich text; readers get a url instead. */
export const RICH_TEXT_FILE_PLACEHOLDER = 'data-objectkey';

const MEDIA_ATTRIBUTES = ['src', 'title', RICH_TEXT_FILE_PLACEHOLDER];
const FORMULA_ATTRIBUTES = ['data-type', 'data-latex', 'data-text', 'data-formula'];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'data-colwidth'];

/** The attributes each tag may keep; those of '*' on every tag. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style'],
  a: ['href', 'title', 'target', 'rel', RICH_TEXT_FILE_PLACEHOLDER],
  img: [...MEDIA_ATTRIBUTES, 'alt', 'width', 'height', 'data-text-align', 'data-align'],
  audio: [...MEDIA_ATTRIBUTES, 'controls'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
  span: FORMULA_ATTRIBUTES,
  div: FORMULA_ATTRIBUTES,
  ol: ['start', 'type'],
  td: CELL_ATTRIBUTES,
  th: CELL_ATTRIBUTES,
  col: ['span', 'width'],
};

/** Video hosts whose players may be embedded (https only). */
export const RICH_TEXT_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
] as const;

/** The Portuguese encyclopedia the editor's side panel opens beside the text (document 3 section 2). */
export const ENCYCLOPEDIA_HOST = 'pt.m.wikipedia.org';

/** The editor's font sizes in pt (document 3 section 9); the essay's letter-size picker offers the same. */
export const EDITOR_FONT_SIZES_PT = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 26, 28, 36, 48, 72] as const;
export const DEFAULT_EDITOR_FONT_SIZE_PT = 16;

/** Least and greatest number a size may be, by its unit ('' for a bare number). */
type Bounds = Readonly<Record<string, readonly [number, number]>>;

/** A style's value is kept when it matches `pattern` or is a number within `bounds` of its unit. */
export interface RichTextStyleRule {
  pattern?: RegExp;
  bounds?: Bounds;
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\s,/deg]+\)|[a-z]{3,20})$/i;
const FONT_NAME = `(?:[\\w -]+|'[\\w -]+'|"[\\w -]+")`;

/**
 * The inline styles stored rich text may keep: the text styles of document 3 section 3 (colour,
 * background, font family, size, weight and style, decoration, line height, indent) and the
 * alignments the editor writes, each within what the editor offers (section 9: sizes 8 to 72 pt;
 * section 5: indent 0 to 24 em) and line heights of at most triple spacing (section 9's go from
 * 25 to 50 px). Anything else, widths and heights included, goes: a reader's page shows a text
 * only at sizes its author could have chosen in the editor.
 */
export const RICH_TEXT_STYLES: Readonly<Record<string, RichTextStyleRule>> = {
  color: { pattern: COLOUR },
  'background-color': { pattern: COLOUR },
  'font-family': { pattern: new RegExp(`^${FONT_NAME}(\\s*,\\s*${FONT_NAME})*$`) },
  'font-size': { bounds: { pt: [Math.min(...EDITOR_FONT_SIZES_PT), Math.max(...EDITOR_FONT_SIZES_PT)] } },
  'font-weight': { pattern: /^(normal|bold|bolder|lighter|[1-9]00)$/i },
  'font-style': { pattern: /^(normal|italic|oblique)$/i },
  'text-decoration': { pattern: /^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i },
  // Pasted text brings relative heights (Word's 115%, a page's 1.5): up to triple spacing.
  'line-height': { pattern: /^normal$/i, bounds: { px: [10, 100], '': [0.5, 3], em: [0.5, 3], '%': [50, 300] } },
  'padding-left': { bounds: { em: [0, 24], '': [0, 0] } },
  'text-align': { pattern: /^(left|right|center|justify|start|end)$/i },
  'vertical-align': { pattern: /^(baseline|sub|super|top|middle|bottom)$/i },
};

/**
 * The greatest side, in px, an image, player or table column may give itself: wider than any
 * column the product shows text in (the viewer caps images and players at its width), and no
 * taller than a screen or two. The least side of an image or player is the editor's 50 (section 9).
 */
const MAX_SIDE_PX = 2000;
const MEDIA_SIZES: Readonly<Record<string, Bounds>> = {
  width: { '': [50, MAX_SIDE_PX], '%': [1, 100] },
  height: { '': [50, MAX_SIDE_PX] },
};

/** Size attributes, in px as a bare number or a width in % of the text's, and their bounds. */
export const RICH_TEXT_SIZES: Readonly<Record<string, Readonly<Record<string, Bounds>>>> = {
  img: MEDIA_SIZES,
  iframe: MEDIA_SIZES,
  col: { width: { '': [1, MAX_SIDE_PX], '%': [1, 100] } },
};

/** No style value the editor writes is longer (a list of fonts is the longest). */
const MAX_STYLE_VALUE = 100;

function isWithin(bounds: Bounds, value: string): boolean {
  const match = /^(\d+(?:\.\d+)?)([a-z%]*)$/i.exec(value);
  const unit = match?.[2]?.toLowerCase() ?? '';
  const range = match && Object.hasOwn(bounds, unit) ? bounds[unit] : undefined;
  if (!match || !range) return false;
  const number = Number(match[1]);
  return number >= range[0] && number <= range[1];
}

function keepsValue(rule: RichTextStyleRule, value: string): boolean {
  if (value.length > MAX_STYLE_VALUE) return false;
  return (rule.pattern?.test(value) ?? false) || (rule.bounds !== undefined && isWithin(rule.bounds, value));
}

/**
 * The declarations of an inline style that RICH_TEXT_STYLES keeps, as `property:value` joined by
 * ';' (how the server stores them). No kept value holds a ';' or ':', nor a quote left open, so
 * a browser reads the result as the declarations that were checked.
 */
function boundedStyle(style: string): string | null {
  const kept = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = colon > 0 && Object.hasOwn(RICH_TEXT_STYLES, property) ? RICH_TEXT_STYLES[property] : undefined;
    return rule && keepsValue(rule, value) ? [`${property}:${value}`] : [];
  });
  return kept.length > 0 ? kept.join(';') : null;
}

/**
 * The value attribute `name` of a `tag` in stored rich text keeps, or null when it must go: a
 * style keeps only its declarations within RICH_TEXT_STYLES, a size only a value within
 * RICH_TEXT_SIZES; other attributes keep theirs (RICH_TEXT_ATTRIBUTES says which may stay at
 * all). The server applies it when it stores a text and the web's viewer when it shows one.
 */
export function boundedRichTextAttribute(tag: string, name: string, value: string): string | null {
  const attribute = name.toLowerCase();
  if (attribute === 'style') return boundedStyle(value);
  const element = tag.toLowerCase();
  const sizes = Object.hasOwn(RICH_TEXT_SIZES, element) ? RICH_TEXT_SIZES[element] : undefined;
  const bounds = sizes && Object.hasOwn(sizes, attribute) ? sizes[attribute] : undefined;
  if (!bounds) return value;
  return isWithin(bounds, value.trim()) ? value : null;
}
