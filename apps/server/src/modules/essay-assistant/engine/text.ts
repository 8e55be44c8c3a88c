/** Offsets of words, sentences and paragraphs in an essay's plain text. */

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Word extends Span {
  /** Lower-cased. */
  lower: string;
  /** First word of its sentence (a capital there says nothing about a proper name). */
  sentenceStart: boolean;
}

const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let sentenceStart = true;
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const between = text.slice(last, start);
    if (/[.!?:\n]/.test(between) || words.length === 0) sentenceStart = true;
    words.push({ start, end: start + match[0].length, text: match[0], lower: match[0].toLowerCase(), sentenceStart });
    sentenceStart = false;
    last = start + match[0].length;
  }
  return words;
}

export function paragraphsOf(text: string): Span[] {
  const paragraphs: Span[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed) {
      const offset = start + line.indexOf(trimmed);
      paragraphs.push({ start: offset, end: offset + trimmed.length, text: trimmed });
    }
    start += line.length + 1;
  }
  return paragraphs;
}

export function sentencesOf(paragraph: Span): Span[] {
  const sentences: Span[] = [];
  for (const match of paragraph.text.matchAll(/[^.!?]+[.!?]*/g)) {
    const trimmed = match[0].trim();
    if (!trimmed) continue;
    const start = paragraph.start + match.index + match[0].indexOf(trimmed);
    sentences.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return sentences;
}

/** A short excerpt around a range, for reasons and comments. */
export function quoteOf(text: string, start: number, end: number, max = 90): string {
  const excerpt = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return excerpt.length > max ? `${excerpt.slice(0, max - 1).trimEnd()}…` : excerpt;
}

/** Letters only, accents kept: a pattern's word edges (JavaScript's \b knows no accented letters). */
export const L = '\\p{L}';
export const BEFORE = `(?<![${L}\\p{N}])`;
export const AFTER = `(?![${L}\\p{N}])`;

/** A case-insensitive pattern for whole words and phrases. */
export function phrase(source: string): RegExp {
  return new RegExp(`${BEFORE}(?:${source})${AFTER}`, 'giu');
}

/** Common function words: never counted as repetitions nor as a theme's words. */
export const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para com sem sob ' +
    'que se e ou mas mais menos muito muita muitos muitas como quando onde porque pois já não sim também ' +
    'ao aos à às é ser são foi era está estão ter tem têm há isso isto esse essa esses essas este esta estes estas ' +
    'aquele aquela aqueles aquelas ele ela eles elas eu nós você vocês seu sua seus suas meu minha nosso nossa ' +
    'lhe lhes me te nos sobre entre até desde cada todo toda todos todas outro outra outros outras mesmo mesma ' +
    'qual quais quem cujo cuja tanto tanta tão assim então ainda só apenas bem mal forma modo maneira fato'
  ).split(' '),
);
