import { searchableWord } from '@ava/contracts';
import { seededRandom } from '../lib/random.ts';

export type Cell = readonly [row: number, column: number];

export interface WordGrid {
  size: number;
  /** Letters by row. */
  letters: string[][];
  /** Where each word was hidden, by the author's spelling. */
  placements: { word: string; cells: Cell[] }[];
}

const ACROSS: Cell = [0, 1];
const DOWN: Cell = [1, 0];
const DIAGONAL: Cell = [1, 1];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TRIES_PER_WORD = 200;

/**
 * Hides the words (uppercase, without accents) across and down, and diagonally too when asked,
 * then fills the rest with letters. Seeded by the content and the round, so every device shows
 * the same grid; a grid too small for its words grows by one and starts again.
 */
export function buildWordGrid(words: readonly string[], seed: string, diagonal: boolean): WordGrid {
  const entries = words
    .map((word) => ({ word, letters: searchableWord(word) }))
    .sort((a, b) => b.letters.length - a.letters.length);
  const longest = entries[0]?.letters.length ?? 0;
  const totalLetters = entries.reduce((sum, entry) => sum + entry.letters.length, 0);
  const directions = diagonal ? [ACROSS, DOWN, DIAGONAL] : [ACROSS, DOWN];
  let size = Math.max(6, longest, Math.ceil(Math.sqrt(totalLetters * 2)));
  for (;;) {
    const grid = tryGrid(entries, size, directions, seededRandom(`${seed}:${size}`));
    if (grid) return grid;
    size++;
  }
}

function tryGrid(
  entries: { word: string; letters: string }[],
  size: number,
  directions: Cell[],
  random: () => number,
): WordGrid | null {
  const letters: string[][] = Array.from({ length: size }, () => Array<string>(size).fill(''));
  const placements: WordGrid['placements'] = [];
  const pick = (count: number) => Math.floor(random() * count);
  for (const { word, letters: spelled } of entries) {
    let cells: Cell[] | null = null;
    for (let attempt = 0; attempt < TRIES_PER_WORD && !cells; attempt++) {
      const [dr, dc] = directions[pick(directions.length)] as Cell;
      const row = pick(size - dr * (spelled.length - 1));
      const column = pick(size - dc * (spelled.length - 1));
      const path = [...spelled].map((_, at) => [row + dr * at, column + dc * at] as Cell);
      if (path.every(([r, c], at) => [spelled[at], ''].includes(letters[r]?.[c] ?? ''))) cells = path;
    }
    if (!cells) return null;
    cells.forEach(([r, c], at) => {
      (letters[r] as string[])[c] = spelled[at] as string;
    });
    placements.push({ word, cells });
  }
  for (const row of letters) for (let c = 0; c < size; c++) if (!row[c]) row[c] = ALPHABET[pick(26)] as string;
  return { size, letters, placements };
}

/** The cells from one to another in a straight line (across, down or diagonal), or null. */
export function lineBetween([r1, c1]: Cell, [r2, c2]: Cell): Cell[] | null {
  const dr = Math.sign(r2 - r1);
  const dc = Math.sign(c2 - c1);
  const length = Math.max(Math.abs(r2 - r1), Math.abs(c2 - c1));
  if (r1 !== r2 && c1 !== c2 && Math.abs(r2 - r1) !== Math.abs(c2 - c1)) return null;
  return Array.from({ length: length + 1 }, (_, at) => [r1 + dr * at, c1 + dc * at] as Cell);
}
