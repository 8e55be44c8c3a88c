import { SERVICE_BASES } from '@ava/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Server-side allowlist for every rich-text field written by the editor (spec 3, "Editor
 * content"). Anything not listed here is dropped: scripts, event handlers, forms, SVG,
 * javascript:/data: urls, CSS expressions and url() values.
 *
 * data: urls are refused even for images: the editor uploads images through storage (a pasted
 * image is rejected client-side), and inline base64 would bypass the upload size limit and the
 * clean-up of unreferenced files.
 */

/** Video hosts whose players may be embedded (the editor's video button converts share links to these). */
export const RICH_TEXT_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
] as const;

/** Our own storage route; media may point at it by a same-origin path. */
const STORAGE_PATH = `${SERVICE_BASES.storage}/`;

const LENGTH = /^\d+(\.\d+)?(pt|px|em|rem|%)?$/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\s,/deg]+\)|[a-z]{3,20})$/i;

const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: [COLOUR],
    'background-color': [COLOUR],
    'font-family': [/^[\w\s,'"-]{1,100}$/],
    'font-size': [LENGTH],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'text-decoration': [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/],
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'line-height': [LENGTH, /^normal$/],
    'padding-left': [LENGTH],
    'vertical-align': [/^(baseline|sub|super|top|middle|bottom)$/],
    width: [LENGTH, /^auto$/],
    'min-width': [LENGTH],
    height: [LENGTH, /^auto$/],
  },
};

const FORMULA_TYPES = ['formula', 'math', 'inline-math', 'block-math', 'chemistry'];
const FORMULA_ATTRIBUTES = ['data-type', 'data-latex', 'data-text', 'data-formula'];
const MEDIA_ATTRIBUTES = ['src', 'title', 'objectkey', 'data-objectkey'];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'data-colwidth'];

function isSafeHref(value: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(value);
}

function isSafeMediaSrc(value: string): boolean {
  if (/^https?:\/\//i.test(value)) return true;
  return value.startsWith(STORAGE_PATH) && !value.includes('\\') && !value.includes('/..');
}

/** Keeps an attribute only when `keep(value)` says so (values arrive entity-decoded). */
function filterAttribute(attribute: string, keep: (value: string) => boolean): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const value = attribs[attribute]?.trim();
    const next = { ...attribs };
    if (value !== undefined && keep(value)) next[attribute] = value;
    else delete next[attribute];
    return { tagName, attribs: next };
  };
}

const linkTransform = filterAttribute('href', isSafeHref);
const mediaTransform = filterAttribute('src', isSafeMediaSrc);
const formulaTransform = filterAttribute('data-type', (value) => FORMULA_TYPES.includes(value));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: [...MEDIA_ATTRIBUTES, 'alt', 'width', 'height', 'data-text-align', 'data-align'],
    audio: [...MEDIA_ATTRIBUTES, 'controls'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    span: FORMULA_ATTRIBUTES,
    div: FORMULA_ATTRIBUTES,
    ol: ['start', 'type'],
    td: CELL_ATTRIBUTES,
    th: CELL_ATTRIBUTES,
    col: ['span', 'width'],
  },
  allowedStyles: STYLES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], audio: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...RICH_TEXT_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  selfClosing: ['img', 'br', 'hr', 'col'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const safe = linkTransform(tagName, attribs).attribs;
      if (!safe.href) return { tagName, attribs: {} };
      return { tagName, attribs: { ...safe, target: '_blank', rel: 'noopener noreferrer nofollow' } };
    },
    img: mediaTransform,
    audio: mediaTransform,
    span: formulaTransform,
    div: formulaTransform,
  },
  // A media element whose source was refused is useless (and an empty iframe is a blank box).
  exclusiveFilter: (frame) => ['img', 'audio', 'iframe'].includes(frame.tag) && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** True when sanitised HTML shows nothing: no text and no image, audio or video. */
export function isBlankRichText(html: string): boolean {
  if (/<(img|audio|iframe)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}
