import { RICH_TEXT_FILE_PLACEHOLDER, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import { isValidKey } from '../storage/file-store.ts';
import { sanitizeRichText } from './sanitize.ts';

/** What rich text needs of the storage service (modules/storage/storage.service.ts provides it). */
export interface RichTextFileAccess {
  /** The key a url of our storage names (signed or stored form), or null. */
  keyOfUrl(url: string): string | null;
  /** Of the keys a user names, those of files they may read, each with its full key. */
  readableKeys(user: AuthContext, named: readonly string[]): Promise<Map<string, string>>;
  /** A signed, expiring read url of a key. */
  signedUrl(key: string): string;
}

/** More distinct files than this in one text are dropped unchecked: each one costs an access check. */
export const MAX_FILES_PER_TEXT = 100;

/**
 * A placeholder in stored rich text: the stored HTML is the sanitiser's own output, where `<`,
 * `>` and `"` never occur inside an attribute value or text, so a tag and its attributes are
 * found exactly by a pattern.
 */
const PLACEHOLDER_TAG = new RegExp(`<(img|audio|a)\\b[^>]*?\\s${RICH_TEXT_FILE_PLACEHOLDER}="([^"]*)"[^>]*>`, 'g');
const PLACEHOLDER_ATTRIBUTE = new RegExp(`\\s${RICH_TEXT_FILE_PLACEHOLDER}="[^"]*"`);

/** The keys of the files stored rich text shows. */
function placeholderKeys(stored: string): Set<string> {
  return new Set(Array.from(stored.matchAll(PLACEHOLDER_TAG), (match) => match[2] ?? ''));
}

/**
 * Files inside rich text (document 3 section 5): links to stored files are replaced by key
 * placeholders before saving and resolved into signed urls when read.
 *
 * On save, every `<img>`, `<audio>` and `<a>` pointing at our storage (a signed
 * `/api/storage/files/<key>?…` url or a stored `/api/storage/storage/get?key=` one), or carrying a
 * placeholder, keeps only the key as `data-objectkey`, and only when its author may read that
 * file; otherwise the element is dropped (a link keeps its text). So nobody gains access to a file
 * by naming its key in a text that others read: whoever may read the text may see its files.
 *
 * Files no longer referenced after an edit are not deleted: a key may be named by several texts
 * (a copied paragraph, the same picture in a draft and a comment) and no table says which, so
 * deleting could break another text.
 */
export function createRichTextFiles(files: RichTextFileAccess) {
  return {
    /**
     * Sanitised rich text to store, with checked placeholders instead of links to stored files.
     * A student's text shows no image or audio from another site: it would reach its readers'
     * browsers, their classmates', unchecked. When the text replaces a stored one, the files that
     * one already showed stay unchecked: whoever may edit the text was shown them already.
     */
    async forStorage(author: AuthContext, html: string, replaced = ''): Promise<string> {
      const externalMedia = roleGroup(author.role) !== 'student';
      const withPlaceholders = (placeholderOf: (named: string) => string | null) =>
        sanitizeRichText(html, { keyOfUrl: files.keyOfUrl, placeholderOf, externalMedia });
      const named = new Set<string>();
      const unchecked = withPlaceholders((key) => {
        named.add(key);
        return key;
      });
      const shown = placeholderKeys(replaced);
      const toCheck = [...named].filter((key) => !shown.has(key));
      if (toCheck.length === 0) return unchecked;
      const readable = await files.readableKeys(author, toCheck.slice(0, MAX_FILES_PER_TEXT));
      if (toCheck.every((key) => readable.get(key) === key)) return unchecked;
      return withPlaceholders((key) => (shown.has(key) ? key : (readable.get(key) ?? null)));
    },

    /** The keys of the files stored rich text shows. */
    filesOf: placeholderKeys,

    /** Stored rich text for its reader: each placeholder becomes a signed url of its file. */
    forReader(stored: string): string {
      if (!stored.includes(RICH_TEXT_FILE_PLACEHOLDER)) return stored;
      return stored.replace(PLACEHOLDER_TAG, (tag, name: string, key: string) => {
        if (!isValidKey(key)) return tag;
        const url = files.signedUrl(key).replaceAll('&', '&amp;');
        return tag.replace(PLACEHOLDER_ATTRIBUTE, ` ${name === 'a' ? 'href' : 'src'}="${url}"`);
      });
    },
  };
}

export type RichTextFiles = ReturnType<typeof createRichTextFiles>;
