import { FEEDBACK_TYPES } from '@ava/contracts';
import type { Hunspell } from 'hunspell-asm';
import { repetitionsOf } from './features.ts';
import { type Area, RULES } from './rules.ts';
import { suggestionsFor } from './speller.ts';
import { wordsOf } from './text.ts';

export interface LanguageMark {
  start: number;
  end: number;
  kind: 'spelling' | 'grammar' | 'style';
  rule: string;
  area: Area;
  category: number;
  comment: string;
}

/**
 * Words Hunspell does not know that are not mistakes: a capital inside a sentence (a proper
 * name), acronyms, and capitalised words the essay also capitalises inside a sentence.
 */
function misspellings(text: string, speller: Hunspell): LanguageMark[] {
  const words = wordsOf(text);
  const names = new Set(words.filter((w) => !w.sentenceStart && /^\p{Lu}/u.test(w.text)).map((w) => w.text));
  const marks: LanguageMark[] = [];
  for (const word of words) {
    if (word.text.length < 2 || /^\p{Lu}+$/u.test(word.text) || names.has(word.text)) continue;
    if (/^\p{Lu}/u.test(word.text) && !word.sentenceStart) continue;
    if (speller.spell(word.text) || speller.spell(word.lower)) continue;
    if (
      word.text.includes('-') &&
      word.text.split('-').every((part) => speller.spell(part) || speller.spell(part.toLowerCase()))
    )
      continue;
    const suggestions = suggestionsFor(speller, word.lower);
    const hint = suggestions.length > 0 ? ` Talvez: ${suggestions.map((s) => `"${s}"`).join(', ')}.` : '';
    marks.push({
      start: word.start,
      end: word.end,
      kind: 'spelling',
      rule: 'ortografia',
      area: 'norma',
      category: FEEDBACK_TYPES.attention,
      comment: `Possível erro de ortografia: "${word.text}".${hint}`,
    });
  }
  return marks;
}

function ruleMarks(text: string): LanguageMark[] {
  const marks: LanguageMark[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const [start, end] = match.indices?.groups?.mark ?? [match.index, match.index + match[0].length];
      marks.push({
        start,
        end,
        kind: rule.kind,
        rule: rule.id,
        area: rule.area,
        category: rule.kind === 'grammar' ? FEEDBACK_TYPES.attention : FEEDBACK_TYPES.improve,
        comment: rule.comment(match),
      });
    }
  }
  return marks;
}

function repetitionMarks(text: string): LanguageMark[] {
  return repetitionsOf(text).map((found) => ({
    start: found.start,
    end: found.end,
    kind: 'style',
    rule: 'repeticao',
    area: 'coesao',
    category: FEEDBACK_TYPES.suggestion,
    comment: `"${found.text}" se repete logo antes: troque por um sinônimo ou um pronome.`,
  }));
}

/**
 * Spelling, grammar and style marks, one per passage: where a rule and the dictionary mark the
 * same words (an abbreviation like "vc"), the rule's mark, which says more, is kept.
 */
export function languageMarks(text: string, speller: Hunspell): LanguageMark[] {
  const ordered = [...ruleMarks(text), ...misspellings(text, speller), ...repetitionMarks(text)];
  const kept: LanguageMark[] = [];
  for (const mark of ordered) {
    if (kept.some((other) => mark.start < other.end && other.start < mark.end)) continue;
    kept.push(mark);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
