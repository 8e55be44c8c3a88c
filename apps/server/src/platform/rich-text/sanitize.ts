import {
  boundedRichTextAttribute,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_FILE_PLACEHOLDER,
  RICH_TEXT_IFRAME_HOSTS,
  RICH_TEXT_TAGS,
  SERVICE_BASES,
} from '@ava/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Server-side sanitiser for every rich-text field written by the editor (spec 3, "Editor
 * content"). Its tags, attributes, iframe hosts and the bounds of styles and sizes are those of
 * contracts' rich-text.ts, which the web's viewer applies too. Anything else is dropped: scripts,
 * event handlers, forms, SVG, javascript:/data: urls, CSS expressions and url() values, and any
 * style or size past what the editor offers (a comment cannot cover its forum with a 3000px block).
 *
 * data: urls are refused even for images: the editor uploads images through storage (a pasted
 * image is rejected client-side), and inline base64 would bypass the upload size limit and the
 * clean-up of unreferenced files.
 */

/** Our own storage route; media may point at it by a same-origin path. */
const STORAGE_PATH = `${SERVICE_BASES.storage}/`;

/**
 * How links to stored files become placeholders when rich text is saved (rich-text-files.ts):
 * an `<img>`, `<audio>` or `<a>` whose url points at our storage, or that carries a
 * placeholder (`data-objectkey`, or the editor's `objectkey`), names a key; the element keeps
 * the key that `placeholderOf` vouches for instead of its url, or is dropped (a link keeps
 * its text). Without it, a placeholder is never kept: nothing checked who may read its key.
 */
export interface FileLinks {
  /** The key a url of our storage names, or null when it names no file. */
  keyOfUrl(url: string): string | null;
  /** The key to keep for a named key, or null when the element must go. */
  placeholderOf(namedKey: string): string | null;
  /**
   * Whether an image or audio may load from another site. False drops it: every reader's browser
   * would call that site (a tracking pixel), and the editor itself only inserts stored files.
   */
  externalMedia?: boolean;
}

const FORMULA_TYPES = ['formula', 'math', 'inline-math', 'block-math', 'chemistry'];

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

type Attributes = sanitizeHtml.Attributes;

/** The attributes with contracts' bounds on styles and sizes applied (boundedRichTextAttribute). */
function boundedAttributes(tagName: string, attribs: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(attribs).flatMap(([name, value]) => {
      const kept = boundedRichTextAttribute(tagName, name, value);
      return kept === null ? [] : [[name, kept]];
    }),
  );
}

/** Runs a tag's own transform, then bounds what it keeps. */
function bounded(transform?: (tagName: string, attribs: Attributes) => sanitizeHtml.Tag): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const tag = transform ? transform(tagName, attribs) : { tagName, attribs };
    return { ...tag, attribs: boundedAttributes(tag.tagName, tag.attribs) };
  };
}

/** Only FileLinks may put a placeholder back, after checking its key. */
function withoutPlaceholders({
  [RICH_TEXT_FILE_PLACEHOLDER]: _placeholder,
  objectkey: _objectkey,
  ...rest
}: Attributes) {
  return rest;
}

/**
 * The key an element names: from its url when that points at our storage (empty when it
 * names no file), else from a placeholder; undefined when it names none.
 */
function namedKey(attribs: Attributes, urlAttribute: 'src' | 'href', links: FileLinks): string | undefined {
  const url = attribs[urlAttribute]?.trim();
  if (url?.startsWith(STORAGE_PATH)) return links.keyOfUrl(url) ?? '';
  return (attribs[RICH_TEXT_FILE_PLACEHOLDER] ?? attribs.objectkey)?.trim();
}

/** The element's attributes with a checked placeholder instead of its url, or null when its key is refused. */
function placeholderAttributes(attribs: Attributes, urlAttribute: 'src' | 'href', named: string, links: FileLinks) {
  const { [urlAttribute]: _url, ...rest } = withoutPlaceholders(attribs);
  const key = named ? links.placeholderOf(named) : null;
  return key ? { ...rest, [RICH_TEXT_FILE_PLACEHOLDER]: key } : null;
}

const LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer nofollow' };

/**
 * The FileLinks of the call under way. The options are built once, at load (sanitize-html is
 * synchronous, so its transforms read the links of the one call running).
 */
let activeLinks: FileLinks | undefined;

function media(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const links = activeLinks;
  const named = links && namedKey(attribs, 'src', links);
  // Without a url left the exclusive filter drops the element.
  if (links?.externalMedia === false && named === undefined) return { tagName, attribs: {} };
  if (!links || named === undefined) return mediaTransform(tagName, withoutPlaceholders(attribs));
  // Neither url nor placeholder left: the exclusive filter drops the element.
  return { tagName, attribs: placeholderAttributes(attribs, 'src', named, links) ?? {} };
}

function link(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const links = activeLinks;
  const named = links && namedKey(attribs, 'href', links);
  if (links && named !== undefined) {
    const kept = placeholderAttributes(attribs, 'href', named, links);
    return { tagName, attribs: kept ? { ...kept, ...LINK_TARGET } : {} };
  }
  const safe = linkTransform(tagName, withoutPlaceholders(attribs)).attribs;
  return { tagName, attribs: safe.href ? { ...safe, ...LINK_TARGET } : {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  // Styles are bounded by the transforms above; sanitize-html then only re-serialises them.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], audio: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...RICH_TEXT_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  selfClosing: ['img', 'br', 'hr', 'col'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'title'],
  transformTags: {
    '*': bounded(),
    a: bounded(link),
    img: bounded(media),
    audio: bounded(media),
    span: bounded(formulaTransform),
    div: bounded(formulaTransform),
  },
  // A media element whose source was refused is useless (and an empty iframe is a blank box).
  exclusiveFilter: (frame) =>
    ['img', 'audio', 'iframe'].includes(frame.tag) && !frame.attribs.src && !frame.attribs[RICH_TEXT_FILE_PLACEHOLDER],
};

/** Sanitises rich text; with `links`, links to stored files become checked placeholders (see FileLinks). */
export function sanitizeRichText(html: string, links?: FileLinks): string {
  const outer = activeLinks;
  activeLinks = links;
  try {
    return sanitizeHtml(html, OPTIONS);
  } finally {
    activeLinks = outer;
  }
}

/** True when sanitised HTML shows nothing: no text and no image, audio or video. */
export function isBlankRichText(html: string): boolean {
  if (/<(img|audio|iframe)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}
