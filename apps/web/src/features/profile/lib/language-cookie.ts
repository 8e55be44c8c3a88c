import { languageCookieValue } from '@ava/contracts';

const COOKIE = 'googtrans';

/**
 * The page-translation cookie of document 1 section 9: '/pt/{language}' for another language,
 * cleared for the default one (both at the path and at the site's domain, as translators set it).
 */
export function applyLanguageCookie(language: string, doc: Pick<Document, 'cookie'> = document): void {
  const value = languageCookieValue(language);
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  doc.cookie = `${COOKIE}=; ${expired}; path=/`;
  if (value) doc.cookie = `${COOKIE}=${value}; path=/; SameSite=Lax`;
}
