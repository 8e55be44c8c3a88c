import sanitizeHtml from 'sanitize-html';

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes only these in text, so undoing them gives the text back exactly. */
const unescapeText = (html: string) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * The text of a field that is shown as plain text, with any markup in it removed: tags and
 * comments go, script and style contents with them, the words stay (line breaks too). Repeated
 * until nothing changes, so neither escaped markup ('&lt;script&gt;') nor tags split by other tags
 * ('<<b>script>') come back as markup: a browser reading the result as HTML shows it as it is.
 * Each round that changes something makes the text shorter, so it ends.
 */
export function toPlainText(input: string): string {
  let text = input;
  for (;;) {
    const next = unescapeText(sanitizeHtml(text, NO_MARKUP));
    if (next === text) return text;
    text = next;
  }
}
