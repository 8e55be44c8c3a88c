import type { Hunspell } from 'hunspell-asm';

/**
 * The Brazilian Portuguese Hunspell dictionary (VERO, from `dictionary-pt`) run by Hunspell
 * compiled to WebAssembly (`hunspell-asm`). Loaded once, on the first correction (about a second
 * and 60 MB), never at start: most processes correct no essay. `nspell`, the pure JavaScript
 * reader, was tried first and did not finish building this dictionary's affix table in 8 minutes.
 */
let loading: Promise<Hunspell> | null = null;

export function loadSpeller(): Promise<Hunspell> {
  loading ??= (async () => {
    const [{ loadModule }, { default: dictionary }] = await Promise.all([
      import('hunspell-asm'),
      import('dictionary-pt'),
    ]);
    const factory = await loadModule();
    const aff = factory.mountBuffer(dictionary.aff, 'pt_BR.aff');
    const dic = factory.mountBuffer(dictionary.dic, 'pt_BR.dic');
    return factory.create(aff, dic);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const ACCENTS: Record<string, string[]> = {
  a: ['á', 'â', 'ã', 'à'],
  e: ['é', 'ê'],
  i: ['í'],
  o: ['ó', 'ô', 'õ'],
  u: ['ú'],
  c: ['ç'],
};
const UNACCENT: Record<string, string> = {
  á: 'a',
  â: 'a',
  ã: 'a',
  à: 'a',
  é: 'e',
  ê: 'e',
  í: 'i',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ú: 'u',
  ç: 'c',
};
/** Letters school essays swap most: the sounds of s, z, x, ch, j, g, u, l. */
const SWAPS: [string, string][] = [
  ['ss', 'ç'],
  ['ç', 'ss'],
  ['s', 'z'],
  ['z', 's'],
  ['ss', 's'],
  ['s', 'ss'],
  ['c', 'ss'],
  ['ç', 's'],
  ['s', 'ç'],
  ['x', 'ch'],
  ['ch', 'x'],
  ['j', 'g'],
  ['g', 'j'],
  ['u', 'l'],
  ['l', 'u'],
  ['sc', 'c'],
  ['c', 'sc'],
  ['xc', 'c'],
  ['i', 'e'],
  ['e', 'i'],
  ['o', 'u'],
  ['u', 'o'],
  ['rr', 'r'],
  ['r', 'rr'],
  ['n', 'm'],
  ['m', 'n'],
  ['ão', 'am'],
  ['am', 'ão'],
];

function candidates(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i += 1) {
    const ch = word[i] as string;
    for (const accented of ACCENTS[ch] ?? []) out.add(word.slice(0, i) + accented + word.slice(i + 1));
    const plain = UNACCENT[ch];
    if (plain) {
      out.add(word.slice(0, i) + plain + word.slice(i + 1));
      for (const other of ACCENTS[plain] ?? []) if (other !== ch) out.add(word.slice(0, i) + other + word.slice(i + 1));
    }
    out.add(word.slice(0, i) + word.slice(i + 1));
  }
  for (const [from, to] of SWAPS) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      out.add(word.slice(0, at) + to + word.slice(at + from.length));
    }
  }
  for (let i = 1; i < word.length; i += 1) {
    const split = `${word.slice(0, i)} ${word.slice(i)}`;
    out.add(split);
  }
  out.delete(word);
  return [...out];
}

/**
 * Up to three corrections among the usual school slips (an accent, a swapped letter, a letter too
 * many, two words run together), each checked by Hunspell, which takes a few milliseconds a word.
 * Hunspell's own search finds more but takes up to 300 ms a word on this dictionary, too slow for a
 * request: a word none of these fix is marked without a suggestion.
 */
export function suggestionsFor(speller: Hunspell, word: string): string[] {
  const found = candidates(word).filter((candidate) =>
    candidate.split(' ').every((part) => part.length > 1 && speller.spell(part)),
  );
  // One word before two: 'derrepente' is 'de repente', but 'der repente' is no help.
  const single = found.filter((candidate) => !candidate.includes(' '));
  return (single.length > 0 ? single : found).slice(0, 3);
}
