import { boundedRichTextAttribute, RICH_TEXT_ATTRIBUTES, RICH_TEXT_IFRAME_HOSTS, RICH_TEXT_TAGS } from '@ava/contracts';
import DOMPurify from 'dompurify';

/**
 * Client-side allowlist for stored rich text (the server sanitises on write; this is the
 * second fence before anything reaches the DOM). One private DOMPurify instance, so these
 * hooks never change how other code sanitises.
 */
const purifier = DOMPurify(window);

const STORAGE_PATH = '/api/storage/';

const TAGS: readonly string[] = RICH_TEXT_TAGS;
const EVERY_ATTRIBUTE = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const IFRAME_HOSTS: readonly string[] = RICH_TEXT_IFRAME_HOSTS;

/** Whether the shared allowlist lets this tag keep this attribute. */
function isAllowedOn(tagName: string, attribute: string): boolean {
  const allowed = (names: readonly string[] | undefined) => names?.includes(attribute) ?? false;
  return allowed(RICH_TEXT_ATTRIBUTES['*']) || allowed(RICH_TEXT_ATTRIBUTES[tagName]);
}

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
    return url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

// Text stored before the server bounded styles and sizes is shown within the same bounds.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tagName = node.nodeName.toLowerCase();
  const bounded = isAllowedOn(tagName, data.attrName)
    ? boundedRichTextAttribute(tagName, data.attrName, data.attrValue)
    : null;
  if (bounded === null) data.keepAttr = false;
  else data.attrValue = bounded;
});

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

/** Stored rich text, reduced to what the server's sanitiser keeps (contracts' rich-text.ts). */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...TAGS],
    ALLOWED_ATTR: EVERY_ATTRIBUTE,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * Pasted content keeps only its styles (document 3 section 5), within the bounds the server
 * stores: no other attribute, no pre/code, no Office markup and no images (those go through the
 * editor's image button).
 */
export function sanitizePastedHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: TAGS.filter((tag) => !['img', 'audio', 'iframe', 'a'].includes(tag)),
    ALLOWED_ATTR: ['style'],
    FORBID_TAGS: ['pre', 'code', 'style', 'meta', 'link', 'xml'],
    ALLOW_DATA_ATTR: false,
  });
}
