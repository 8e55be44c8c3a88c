import { paragraphsOf, phrase, type Span, STOPWORDS, sentencesOf, wordsOf } from './text.ts';

/** Connectives by what they do: the cohesion (ENEM competence 4) counts how many kinds an essay uses. */
export const CONNECTIVES: Record<string, string[]> = {
  adição: ['além disso', 'ademais', 'outrossim', 'também', 'não só', 'bem como', 'somado a isso', 'acrescenta-se'],
  oposição: [
    'entretanto',
    'no entanto',
    'contudo',
    'todavia',
    'porém',
    'embora',
    'apesar de',
    'ainda que',
    'em contrapartida',
    'por outro lado',
  ],
  causa: [
    'porque',
    'pois',
    'visto que',
    'uma vez que',
    'já que',
    'devido a',
    'em virtude de',
    'dado que',
    'haja vista',
  ],
  conclusão: [
    'portanto',
    'logo',
    'assim',
    'dessa forma',
    'desse modo',
    'diante disso',
    'em suma',
    'por conseguinte',
    'sendo assim',
    'em síntese',
    'conclui-se',
  ],
  exemplo: ['por exemplo', 'como exemplo', 'a exemplo de', 'como ocorre', 'isto é', 'ou seja'],
  sequência: [
    'primeiramente',
    'em primeiro lugar',
    'em segundo lugar',
    'inicialmente',
    'em seguida',
    'posteriormente',
    'por fim',
    'finalmente',
  ],
};

export interface Found extends Span {
  label: string;
}

function findAll(
  text: string,
  words: readonly string[],
  label: string,
  within: Span = { start: 0, end: text.length, text },
): Found[] {
  const found: Found[] = [];
  const re = phrase(words.join('|'));
  for (const match of within.text.matchAll(re)) {
    const start = within.start + match.index;
    found.push({ start, end: start + match[0].length, text: match[0], label });
  }
  return found;
}

export function connectivesOf(text: string): Found[] {
  return Object.entries(CONNECTIVES).flatMap(([kind, words]) => findAll(text, words, kind));
}

/** Cultural repertoire the essay brings: data, laws, named sources, quotations, dates. */
export function repertoireOf(text: string): Found[] {
  const sources = findAll(
    text,
    [
      'segundo',
      'de acordo com',
      'conforme',
      'consoante',
      'como afirma',
      'como disse',
      'pesquisa',
      'dados do',
      'dados da',
      'constituição',
      'lei',
      'estatuto',
      'filósofo',
      'sociólogo',
      'pensador',
      'autor',
      'autora',
      'livro',
      'filme',
    ],
    'fonte',
  );
  const numbers = [...text.matchAll(/\d+(?:[.,]\d+)?\s?%|\b(?:1[5-9]|20)\d{2}\b/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
    label: 'dado',
  }));
  const quotes = [...text.matchAll(/["“][^"”\n]{8,}["”]/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
    label: 'citação',
  }));
  return [...sources, ...numbers, ...quotes].sort((a, b) => a.start - b.start);
}

/** The five elements of an ENEM intervention proposal, looked for in the conclusion. */
export interface Intervention {
  agent?: Found;
  action?: Found;
  means?: Found;
  purpose?: Found;
  detail?: Found;
}

const AGENTS = [
  'governo',
  'governo federal',
  'estado',
  'poder público',
  'ministério',
  'ministério da educação',
  'mec',
  'secretaria',
  'secretarias',
  'prefeitura',
  'prefeituras',
  'congresso',
  'poder legislativo',
  'escola',
  'escolas',
  'instituições de ensino',
  'família',
  'famílias',
  'mídia',
  'imprensa',
  'ongs',
  'organizações não governamentais',
  'sociedade civil',
  'empresas',
  'iniciativa privada',
  'universidades',
];
const ACTIONS =
  /(?:deve|devem|deveria|deveriam|precisa|precisam|cabe (?:a|à|ao|aos|às)\s+[\p{L} ]{2,40}?|é (?:necessário|preciso|fundamental|essencial|imprescindível) que [\p{L} ]{2,40}?|compete (?:a|à|ao|aos)\s+[\p{L} ]{2,40}?)\s+(?:\p{L}+(?:ar|er|ir|em|am)(?:-se)?)/giu;
const MEANS = [
  'por meio de',
  'por meio da',
  'por meio do',
  'através de',
  'através da',
  'através do',
  'mediante',
  'por intermédio de',
  'com o auxílio de',
  'com o apoio de',
  'a partir de',
  'via',
];
const PURPOSES = [
  'a fim de',
  'para que',
  'com o objetivo de',
  'com a finalidade de',
  'com o intuito de',
  'visando',
  'de modo a',
  'de forma a',
  'objetivando',
];
const DETAILS = [
  'ou seja',
  'isto é',
  'por exemplo',
  'como, por exemplo',
  'que consiste em',
  'as quais',
  'os quais',
  'de modo que',
  'como palestras',
  'como campanhas',
];

export function interventionOf(text: string, conclusion: Span): Intervention {
  const first = (found: Found[]) => found.sort((a, b) => a.start - b.start)[0];
  const actionMatch = [...conclusion.text.matchAll(ACTIONS)][0];
  const action = actionMatch && {
    start: conclusion.start + actionMatch.index,
    end: conclusion.start + actionMatch.index + actionMatch[0].length,
    text: actionMatch[0],
    label: 'ação',
  };
  const detailParens = [...conclusion.text.matchAll(/\([^)]{6,}\)|—[^—\n]{6,}—/g)].map((m) => ({
    start: conclusion.start + m.index,
    end: conclusion.start + m.index + m[0].length,
    text: m[0],
    label: 'detalhamento',
  }));
  return {
    agent: first(findAll(text, AGENTS, 'agente', conclusion)),
    action,
    means: first(findAll(text, MEANS, 'meio', conclusion)),
    purpose: first(findAll(text, PURPOSES, 'finalidade', conclusion)),
    detail: first([...findAll(text, DETAILS, 'detalhamento', conclusion), ...detailParens]),
  };
}

/** Content words repeated near each other (within 12 words): the later occurrence is marked. */
export function repetitionsOf(text: string): Found[] {
  const words = wordsOf(text).filter((word) => word.lower.length >= 5 && !STOPWORDS.has(word.lower));
  const found: Found[] = [];
  const all = wordsOf(text);
  const indexOf = new Map(all.map((word, index) => [word.start, index]));
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (!word) continue;
    for (let j = i - 1; j >= 0; j -= 1) {
      const before = words[j];
      if (!before) break;
      if ((indexOf.get(word.start) ?? 0) - (indexOf.get(before.start) ?? 0) > 12) break;
      if (before.lower === word.lower) {
        found.push({ start: word.start, end: word.end, text: word.text, label: 'repetição' });
        break;
      }
    }
  }
  return found;
}

export interface EssayShape {
  paragraphs: Span[];
  words: number;
  sentences: Span[];
  longSentences: Span[];
}

/** Sentences past this many words lose the reader; school essays rarely need more than 45. */
const LONG_SENTENCE_WORDS = 60;

export function shapeOf(text: string): EssayShape {
  const paragraphs = paragraphsOf(text);
  const sentences = paragraphs.flatMap(sentencesOf);
  return {
    paragraphs,
    words: wordsOf(text).length,
    sentences,
    longSentences: sentences.filter((sentence) => wordsOf(sentence.text).length > LONG_SENTENCE_WORDS),
  };
}

/** How much of the prompt's vocabulary the essay takes up (0–1): a measure of keeping to the theme. */
export function themeCoverage(text: string, prompt: string): number | null {
  const themeWords = new Set(
    wordsOf(prompt)
      .map((w) => w.lower)
      .filter((w) => w.length >= 5 && !STOPWORDS.has(w)),
  );
  if (themeWords.size === 0) return null;
  const essayWords = new Set(wordsOf(text).map((w) => w.lower));
  let shared = 0;
  for (const word of themeWords) if (essayWords.has(word) || essayWords.has(word.replace(/s$/, ''))) shared += 1;
  return shared / themeWords.size;
}
