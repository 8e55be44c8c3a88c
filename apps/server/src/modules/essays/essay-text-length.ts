import { readEssayText } from '@ava/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The length of a stored essay's plain text, which bookmark ranges are offsets into, measured
 * as the web's correction screen reads the essay (`essayToPlain` in
 * apps/web/src/features/school-work/essays/essay-text.ts): the paragraphs' text, entities decoded, joined by
 * '\n'. Text outside the paragraphs counts too, so a mark the screen allows is never refused.
 */
export function essayTextLength(tagged: string): number {
  const paragraphs = sanitizeHtml(readEssayText(tagged).text, { allowedTags: ['p'], allowedAttributes: {} });
  const breaks = Math.max(0, paragraphs.split('<p>').length - 2);
  // What is left are the paragraph tags and the three entities sanitize-html escapes text with.
  return paragraphs.replace(/<\/?p>/g, '').replace(/&(?:amp|lt|gt);/g, '&').length + breaks;
}
