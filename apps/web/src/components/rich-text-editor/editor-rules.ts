/**
 * Editor rules of document 3 (section 5 'Editor') that only the editor reads; its font sizes are
 * contracts' (EDITOR_FONT_SIZES_PT), since stored rich text is bounded by them.
 */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** Links are valid only when they start with http or https. */
export function isValidLink(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url.trim());
}

export const PASTED_IMAGE_WARNING = 'Por favor, utilize o botão do editor para adicionar imagens.';

/**
 * Whether pasted or dropped content is a picture rather than text. Word and Excel put a picture
 * of the copied text beside its HTML and plain text, so the text decides; a browser's 'copy
 * image' gives the picture with only an `<img>` as HTML and no plain text.
 */
export function isImageOnly(data: DataTransfer | null): boolean {
  if (!data) return false;
  const hasText = data.getData('text/plain').trim() !== '';
  return !hasText && Array.from(data.files).some((file) => file.type.startsWith('image/'));
}

/** TipTap's HTML for an empty document is a lone empty paragraph: that is no content. */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/gi, '').trim() === '';
}
