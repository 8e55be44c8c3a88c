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
export const FORMULA_EMPTY = 'Por favor, insira uma fórmula.';
export const AUDIO_UNTITLED = 'Áudio sem título';

/** Document 3 section 9: the font list and its default. */
export const EDITOR_FONTS = [
  'Arial',
  'Georgia',
  'Impact',
  'Tahoma',
  'Times New Roman',
  'Open Sans',
  'Verdana',
] as const;
export const DEFAULT_EDITOR_FONT = 'Arial';

/** Document 3 section 9: line heights by their names in the list; the default is simple. */
export const EDITOR_LINE_HEIGHTS = [
  { value: '25px', label: 'Simples' },
  { value: '28.75px', label: '1,15' },
  { value: '37.5px', label: '1,5' },
  { value: '50px', label: 'Duplo' },
] as const;
export const DEFAULT_EDITOR_LINE_HEIGHT = '25px';

/** Document 3 section 5: indent from 0 to 24 em in steps of 3. */
export const INDENT_STEP_EM = 3;
export const MAX_INDENT_EM = 24;

/** The indent one step in (`direction` 1) or out (-1) from `current`, within 0 and 24 em. */
export function nextIndent(current: number, direction: 1 | -1): number {
  return Math.min(MAX_INDENT_EM, Math.max(0, current + direction * INDENT_STEP_EM));
}

/** Document 3 section 9: least side of an image or video, a video's size when inserted, the table inserted. */
export const MEDIA_MIN_SIZE_PX = 50;
export const IFRAME_DEFAULT_SIZE = { width: 640, height: 390 } as const;
export const INSERTED_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const;

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
