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
