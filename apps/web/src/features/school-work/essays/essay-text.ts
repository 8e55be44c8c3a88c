import { FEEDBACK_TYPES, readEssayText } from '@ava/contracts';
import { plainTextToHtml } from '../../../components/rich-text-editor/plain-text.ts';

/**
 * An essay is plain text written in a text area; it travels as one paragraph per line
 * inside the font-size tag. Bookmark ranges are offsets into the plain text, lines joined by '\n'.
 */
export function essayToHtml(plain: string): string {
  return plain
    .split('\n')
    .map((line) => `<p>${plainTextToHtml(line)}</p>`)
    .join('');
}

/** The plain text of a stored essay; DOMParser builds an inert document, nothing in it runs. */
export function essayToPlain(tagged: string | null): { text: string; fontSize: number } {
  const { text, fontSize } = readEssayText(tagged ?? '');
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  const paragraphs = Array.from(body.children).filter((element) => element.tagName === 'P');
  const plain =
    paragraphs.length > 0 ? paragraphs.map((p) => p.textContent ?? '').join('\n') : (body.textContent ?? '');
  return { text: plain, fontSize };
}

export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_KEYS = Object.keys(FEEDBACK_TYPES) as FeedbackType[];

export const FEEDBACK_LABELS: Record<FeedbackType, string> = {
  great: 'Ótimo',
  improve: 'Melhorar',
  attention: 'Atenção',
  suggestion: 'Sugestão',
};

/** Highlight colour of each feedback type (text stays dark on all of them). */
export const FEEDBACK_COLORS: Record<FeedbackType, string> = {
  great: 'bg-green-200',
  improve: 'bg-amber-200',
  attention: 'bg-red-200',
  suggestion: 'bg-sky-200',
};

export function feedbackOf(category: number): FeedbackType {
  return FEEDBACK_KEYS.find((key) => FEEDBACK_TYPES[key] === category) ?? 'suggestion';
}
