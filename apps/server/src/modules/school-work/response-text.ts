import { isEssayFontSize, readEssayText, SCHOOL_WORK_MESSAGES, wrapEssayText } from '@ava/contracts';
import { badRequest } from '../../platform/http/app-error.ts';

export interface CleanText {
  /** What is stored: sanitised HTML; an essay's wrapped in its font-size tag again. */
  stored: string;
  /** True when nothing would be shown: no words and no media. */
  empty: boolean;
}

const isEmptyHtml = (html: string) =>
  html
    .replace(/<(?!\/?(img|audio|iframe)\b)[^>]*>/gi, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

/**
 * Cleans a response with `sanitise` (the rich-text allowlist, stored files as placeholders).
 * An essay arrives prefixed with its font-size tag (document 2 section 5): the size is read
 * and checked, only the text inside is sanitised, and the canonical tag is put back, so the
 * allowlist never has to know the tag.
 */
export async function cleanResponseText(
  kind: string,
  detailText: string,
  sanitise: (html: string) => Promise<string>,
): Promise<CleanText> {
  if (kind !== 'essay') {
    const stored = await sanitise(detailText);
    return { stored, empty: isEmptyHtml(stored) };
  }
  const { fontSize, text } = readEssayText(detailText);
  if (!isEssayFontSize(fontSize)) throw badRequest(SCHOOL_WORK_MESSAGES.fontSize);
  const body = await sanitise(text);
  return { stored: wrapEssayText(body, fontSize), empty: isEmptyHtml(body) };
}
