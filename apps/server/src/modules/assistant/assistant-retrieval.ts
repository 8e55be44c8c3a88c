import type { AssistantSource, LibrarySource } from '@ava/contracts';
import { foldText } from '../../platform/db/text-search.ts';
import type { createLibraryRepository } from '../library/library.module.ts';
import { plainText } from '../question-bank/question-bank.module.ts';
import type { AssistantRepository, FoundPassage } from './assistant.repository.ts';

/** A passage of the platform's content an answer may quote, with where it comes from. */
export interface Passage {
  source: AssistantSource;
  /** The sentences of it that best match the question. */
  excerpt: string;
}

/** Words a question is made of that say nothing of its subject (lowered, without accents). */
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em no na nos nas por pelo pela pelos pelas para pra com sem ' +
    'que qual quais quem como onde quando porque porque e ou se me te voce voces eu ele ela eles elas isso isto ' +
    'esse essa este esta aquele aquela sobre ao aos mais menos muito muita pode posso poderia explica explique ' +
    'explicar fale falar diga dizer significa significado sao ser foi era tem ter ha quero queria saber sei ' +
    'ajuda ajude preciso entender entendi nao sim minha meu seu sua oi ola obrigado obrigada favor professor ' +
    'professora aula aulas'
  ).split(' '),
);
const MAX_WORDS = 6;
const PASSAGES = 3;
const EXCERPT_SENTENCES = 2;
const EXCERPT_MAX_LENGTH = 320;

/** The words of a question worth searching for: lowered, without accents, no stopwords, longest first. */
export function keywordsOf(question: string): string[] {
  const words = foldText(question)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
}

/** A word's stem for matching sentences: its first letters, so plurals and verb forms match. */
const stemOf = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/** The sentences of `text` that name most of the question's words, in their order, shortened. */
export function excerptOf(text: string, words: readonly string[]): string {
  const stems = words.map(stemOf);
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences.map((sentence, index) => {
    const folded = foldText(sentence);
    return { sentence, index, score: stems.filter((stem) => folded.includes(stem)).length };
  });
  const best = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, EXCERPT_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
  const excerpt = (best.length > 0 ? best : sentences.slice(0, 1)).join(' ');
  return excerpt.length > EXCERPT_MAX_LENGTH ? `${excerpt.slice(0, EXCERPT_MAX_LENGTH - 1).trimEnd()}…` : excerpt;
}

type LibraryRepository = Pick<ReturnType<typeof createLibraryRepository>, 'search'>;

/**
 * Finds the passages of the platform's content closest to a question: library items (the
 * library's own Portuguese search, both sources), active trails and, for educators, bank
 * questions with their answers (students would read the answers of exams they have not taken).
 */
export function createRetrieval(deps: { library: LibraryRepository; repo: AssistantRepository }) {
  async function libraryPassages(platformId: string, words: readonly string[]) {
    const search = async (text: string) => {
      const found = await Promise.all(
        (['platform', 'default'] as LibrarySource[]).map((source) =>
          deps.library.search(platformId, source, { search: text, limit: PASSAGES, offset: 0 }),
        ),
      );
      return found.flatMap((result) => result.rows);
    };
    // Every word first (the library's search wants them all); else the longest words one by one.
    let rows = await search(words.join(' '));
    for (const word of words.slice(0, 3)) {
      if (rows.length > 0) break;
      rows = await search(word);
    }
    return rows.slice(0, PASSAGES).map(
      (row): Passage => ({
        source: { kind: 'library', id: row.id, title: row.title, card_type: row.card_type },
        // The title is shown as the source's name; the excerpt is what the item says.
        excerpt: excerptOf(
          [row.subtitle, row.description, row.body_html ? plainText(row.body_html) : ''].filter(Boolean).join('. ') ||
            row.title,
          words,
        ),
      }),
    );
  }

  const fromFound =
    (kind: 'trail' | 'question', words: readonly string[]) =>
    (found: FoundPassage): Passage => ({
      source: { kind, id: found.id, title: found.title.trim(), card_type: null },
      excerpt: excerptOf(found.text, words),
    });

  return {
    async find(platformId: string, question: string, withQuestions: boolean): Promise<Passage[]> {
      const words = keywordsOf(question);
      if (words.length === 0) return [];
      const [library, trails, bank] = await Promise.all([
        libraryPassages(platformId, words),
        deps.repo.trailPassages(platformId, words),
        withQuestions ? deps.repo.questionPassages(platformId, words) : Promise.resolve([]),
      ]);
      // One of each kind first, then the rest: an answer cites the class, the trail and the question.
      const lists = [library, trails.map(fromFound('trail', words)), bank.map(fromFound('question', words))];
      const ordered: Passage[] = [];
      for (let round = 0; ordered.length < PASSAGES && lists.some((list) => list.length > round); round += 1) {
        for (const list of lists) {
          const passage = list[round];
          if (passage && ordered.length < PASSAGES) ordered.push(passage);
        }
      }
      return ordered;
    },
  };
}

export type Retrieval = ReturnType<typeof createRetrieval>;
