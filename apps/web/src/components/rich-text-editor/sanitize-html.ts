import DOMPurify from 'dompurify';

/**
 * Client-side allowlist for stored rich text (the server sanitises on write; this is the
 * second fence before anything reaches the DOM). One private DOMPurify instance, so these
 * hooks never change how other code sanitises.
 */
const purifier = DOMPurify(window);

const IFRAME_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);
const STORAGE_PATH = '/api/storage/';

const TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'img',
  'audio',
  'iframe',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
];
const ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'controls',
  'colspan',
  'rowspan',
  'data-type',
  'data-latex',
  'objectkey',
  'data-objectkey',
  'allowfullscreen',
  'frameborder',
];

function isSafeHref(value: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(value);
}

function isSafeMediaSrc(value: string): boolean {
  if (/^https?:\/\//i.test(value)) return true;
  return value.startsWith(STORAGE_PATH) && !value.includes('\\') && !value.includes('/..');
}

function isEmbeddable(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && IFRAME_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  const element = node as Element;
  const href = element.getAttribute('href');
  if (href !== null) {
    if (isSafeHref(href.trim())) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    } else element.removeAttribute('href');
  }
  const src = element.getAttribute('src');
  if (src === null) return;
  const keep = element.tagName === 'IFRAME' ? isEmbeddable(src.trim()) : isSafeMediaSrc(src.trim());
  if (!keep) element.removeAttribute('src');
});

/** Stored rich text, reduced to what the editor can produce. */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: [...ATTRIBUTES, 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * Pasted content keeps only its styles (document 3 section 5): no other attribute, no
 * pre/code, no Office markup and no images (those go through the editor's image button).
 */
export function sanitizePastedHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: TAGS.filter((tag) => !['img', 'audio', 'iframe', 'a'].includes(tag)),
    ALLOWED_ATTR: ['style'],
    FORBID_TAGS: ['pre', 'code', 'style', 'meta', 'link', 'xml'],
    ALLOW_DATA_ATTR: false,
  });
}
