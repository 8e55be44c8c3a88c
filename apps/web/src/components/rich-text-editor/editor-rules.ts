/**
 * Editor constants and rules of document 3 (section 5 'Editor', section 9 font sizes).
 * Kept beside the editor: nothing else in the product reads them.
 */
export const FONT_SIZES_PT = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 26, 28, 36, 48, 72] as const;
export const DEFAULT_FONT_SIZE_PT = 16;

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
