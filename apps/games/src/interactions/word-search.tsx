import { searchableWord } from '@ava/contracts';
import { Check } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { playSound } from '../lib/effects.ts';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { InteractionProps } from './types.ts';
import { buildWordGrid, type Cell, lineBetween } from './word-grid.ts';

const key = ([row, column]: Cell) => `${row}:${column}`;
const MOVES: Record<string, Cell> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * A letter grid with the round's words hidden in it. A word is marked by dragging over it
 * (mouse or finger), by tapping its first and its last letter, or with the arrow keys and
 * Enter on both ends. The round ends when every word is found or with 'Terminei'.
 */
export default function WordSearch({ round, contentSeed, difficulty, onAnswer }: InteractionProps) {
  const grid = useMemo(
    () => buildWordGrid(round.correct, contentSeed, difficulty === 'dificil'),
    [round, contentSeed, difficulty],
  );
  const [found, setFound] = useState<{ word: string; cells: Cell[] }[]>([]);
  const [start, setStart] = useState<Cell | null>(null);
  const [drag, setDrag] = useState<{ from: Cell; to: Cell } | null>(null);
  const [focus, setFocus] = useState<Cell>([0, 0]);
  const [said, setSaid] = useState('');
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const dragged = useRef(false);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  const words = useMemo(() => found.map((entry) => entry.word), [found]);
  const all = found.length === round.correct.length;

  useEffect(() => {
    if (!all) return;
    const timer = setTimeout(() => answer.current({ values: words }), 700);
    return () => clearTimeout(timer);
  }, [all, words]);

  // A drag let go outside the grid selects nothing.
  useEffect(() => {
    if (!drag) return;
    const cancel = () => setDrag(null);
    window.addEventListener('pointerup', cancel);
    return () => window.removeEventListener('pointerup', cancel);
  }, [drag]);

  function check(from: Cell, to: Cell) {
    const line = lineBetween(from, to);
    const spelled = line?.map(([row, column]) => grid.letters[row]?.[column] ?? '').join('') ?? '';
    const backwards = [...spelled].reverse().join('');
    const word = round.correct.find(
      (candidate) => !words.includes(candidate) && [spelled, backwards].includes(searchableWord(candidate)),
    );
    if (word && line) {
      setFound([...found, { word, cells: line }]);
      setSaid(TEXTS.wordSearch.foundWord(word));
      void playSound('right');
    } else {
      setSaid('');
      void playSound('tap');
    }
  }

  function tap(cell: Cell) {
    if (!start) {
      setStart(cell);
      setSaid(TEXTS.wordSearch.start(grid.letters[cell[0]]?.[cell[1]] ?? ''));
      return;
    }
    setStart(null);
    if (key(start) !== key(cell)) check(start, cell);
  }

  function pointerDown(event: PointerEvent<HTMLTableCellElement>, cell: Cell) {
    // A finger's pointer stays captured by the first cell unless released: then each cell it crosses hears it.
    if (event.currentTarget.hasPointerCapture?.(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    dragged.current = false;
    setDrag({ from: cell, to: cell });
  }

  function pointerEnter(cell: Cell) {
    if (!drag) return;
    dragged.current = true;
    setDrag({ ...drag, to: cell });
  }

  function pointerUp(cell: Cell) {
    if (drag && key(drag.from) !== key(cell)) {
      dragged.current = true;
      setStart(null);
      check(drag.from, cell);
    }
    setDrag(null);
  }

  function click(cell: Cell) {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    tap(cell);
  }

  function keyDown(event: KeyboardEvent<HTMLTableElement>) {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next: Cell = [
        Math.min(grid.size - 1, Math.max(0, focus[0] + move[0])),
        Math.min(grid.size - 1, Math.max(0, focus[1] + move[1])),
      ];
      setFocus(next);
      cells.current.get(key(next))?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tap(focus);
    }
  }

  const foundCells = new Set(found.flatMap((entry) => entry.cells.map(key)));
  const selecting = new Set((drag ? (lineBetween(drag.from, drag.to) ?? [drag.from]) : start ? [start] : []).map(key));

  return (
    <div className="word-search">
      <table
        // Letters to pick from, as the ARIA grid pattern has it (arrows move, Enter picks).
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above
        role="grid"
        aria-label={TEXTS.wordSearch.grid}
        className="letters"
        style={{ gridTemplateColumns: `repeat(${grid.size}, 1fr)`, '--size': grid.size } as CSSProperties}
        onKeyDown={keyDown}
      >
        <tbody>
          {grid.letters.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed grid
            <tr key={r}>
              {row.map((letter, c) => {
                const cell: Cell = [r, c];
                const id = key(cell);
                return (
                  // Keys reach the cells through the grid's onKeyDown (arrows move, Enter marks).
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed grid
                    key={c}
                    ref={(element) => {
                      if (element) cells.current.set(id, element);
                      else cells.current.delete(id);
                    }}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above
                    role="gridcell"
                    tabIndex={key(focus) === id ? 0 : -1}
                    aria-selected={foundCells.has(id) || selecting.has(id)}
                    className="letter"
                    data-found={foundCells.has(id) || undefined}
                    data-selecting={selecting.has(id) || undefined}
                    onFocus={() => setFocus(cell)}
                    onPointerDown={(event) => pointerDown(event, cell)}
                    onPointerEnter={() => pointerEnter(cell)}
                    onPointerUp={() => pointerUp(cell)}
                    onClick={() => click(cell)}
                  >
                    {letter}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="word-list">
        <p className="memory-status">{TEXTS.wordSearch.found(found.length, round.correct.length)}</p>
        <ul aria-label={TEXTS.wordSearch.words}>
          {round.correct.map((word) => (
            <li key={word} data-found={words.includes(word) || undefined}>
              {words.includes(word) && <Check aria-hidden="true" />}
              {word.toLocaleUpperCase('pt-BR')}
              {words.includes(word) && <span className="sr-only"> ({TEXTS.wordSearch.foundMark})</span>}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <ConfirmButton disabled={all} label={TEXTS.done} onClick={() => answer.current({ values: words })} />
    </div>
  );
}
