/**
 * Text typed in plain inputs (answer options, an essay's lines) but stored as rich text, through
 * the server's HTML sanitiser: sent as typed, 'x<y' would be taken for a tag and 'A &amp; B' for
 * an entity. So the text goes as HTML with its markup characters escaped, and comes back decoded.
 */
export function plainTextToHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The text that stored rich text shows, entities decoded, for a plain input or label. */
export function htmlToPlainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
