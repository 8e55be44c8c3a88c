import { SERVICE_BASES } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import { assertValidKey, isValidKey } from '../../platform/storage/file-store.ts';
import { createUrlSignature, type SignatureCheck } from '../../platform/storage/url-signature.ts';
import { STORED_URL_PATH } from './storage.presenter.ts';

/** How long a signed file url lasts, in seconds. */
export const FILE_URL_TTL = {
  /** Addresses in API answers (upload, list, activity files): the screen that shows them refetches them. */
  default: 60 * 60,
  /** Images shown on every screen for days (avatars): browsers keep them cached meanwhile. */
  longLived: 7 * 24 * 60 * 60,
} as const;

/** Where the signed url of a file is served, under the storage service's base. */
export const SIGNED_FILES_PATH = '/files/';

/**
 * The key a url of this service names: a signed url (`/files/<key>?…`) or a stored one
 * (`/storage/get?key=`), relative or absolute; null for any other url. The key is not checked.
 */
export function keyOfFileUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://storage.invalid');
  } catch {
    return null;
  }
  const signedAt = parsed.pathname.indexOf(`${SERVICE_BASES.storage}${SIGNED_FILES_PATH}`);
  if (signedAt >= 0) {
    return parsed.pathname.slice(signedAt + SERVICE_BASES.storage.length + SIGNED_FILES_PATH.length) || null;
  }
  return parsed.pathname.endsWith(STORED_URL_PATH) ? parsed.searchParams.get('key') || null : null;
}

export interface SignedUrlOptions {
  ttlSeconds?: number;
}

/**
 * Signed, expiring read urls, so `<img src>` and `<audio src>` load a file without a bearer
 * token. A url is a capability: sign only keys the person who receives it may read.
 *
 * The expiry is rounded up to the next multiple of an eighth of the TTL: every url of a key
 * signed within that step is the same (one cached copy in the browser), and it stays valid for
 * more than the TTL and at most 9/8 of it.
 */
export function createFileUrls(deps: { secret: string; clock: Clock }) {
  const signature = createUrlSignature(deps.secret);
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const subject = (key: string) => `storage-file:${key}`;

  function signedUrl(key: string, { ttlSeconds = FILE_URL_TTL.default }: SignedUrlOptions = {}): string {
    assertValidKey(key);
    const step = Math.max(1, Math.floor(ttlSeconds / 8));
    const expires = String((Math.floor((nowSeconds() + ttlSeconds) / step) + 1) * step);
    const query = `expires=${expires}&signature=${signature.sign(subject(key), expires)}`;
    return `${SERVICE_BASES.storage}${SIGNED_FILES_PATH}${key}?${query}`;
  }

  return {
    signedUrl,

    /**
     * A url the server stored (urlOfKey of storage.presenter.ts) made readable by the browser; any other url (a
     * ready-made avatar, an external image) unchanged. Never for urls in user-written text.
     */
    presentUrl(url: string | null, options: SignedUrlOptions = {}): string | null {
      if (!url?.startsWith(`${STORED_URL_PATH}?`)) return url;
      const key = new URLSearchParams(url.slice(STORED_URL_PATH.length + 1)).get('key');
      return key && isValidKey(key) ? signedUrl(key, options) : url;
    },

    /** Whether a signed url's expiry and signature hold for the key, and how long it still lasts. */
    check(
      key: string,
      query: { expires?: string; signature?: string },
    ): { state: SignatureCheck; secondsLeft: number } {
      const now = nowSeconds();
      const state = signature.check(subject(key), query.expires, query.signature, now);
      return { state, secondsLeft: state === 'valid' ? Number(query.expires) - now : 0 };
    },
  };
}

export type FileUrls = ReturnType<typeof createFileUrls>;
