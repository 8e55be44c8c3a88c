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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/**
 * The plain text of a stored essay as the correction screen shows it (paragraphs joined by
 * '\n'), which the essay assistant reads and its suggested ranges are offsets into.
 */
export function essayPlainText(tagged: string): string {
  const html = sanitizeHtml(readEssayText(tagged).text, { allowedTags: ['p'], allowedAttributes: {} });
  const decode = (text: string) => text.replace(/&(?:amp|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => decode(match[1] ?? ''));
  return paragraphs.length > 0 ? paragraphs.join('\n') : decode(html.replace(/<\/?p>/g, ''));
}
