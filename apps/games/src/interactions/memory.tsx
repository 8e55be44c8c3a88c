import { useEffect, useMemo, useRef, useState } from 'react';
import { playSound } from '../lib/effects.ts';
import { seededRandom, shuffle } from '../lib/random.ts';
import { TEXTS } from '../texts.ts';
import type { InteractionProps } from './types.ts';

interface MemoryCard {
  text: string;
  /** The round's pair the card belongs to (the item or its answer at that position). */
  pair: number;
}

/** Tries a round allows: enough for a player who remembers every card seen, and some slack. */
export const memoryTries = (pairs: number) => Math.ceil(pairs * 2.5);

const FLIP_BACK_MS = 1_200;

/**
 * Cards face down, each item and its answer; two turned that belong together stay up. The
 * round ends when every pair is found or the tries run out; the answer lists the pairs found.
 */
export default function Memory({ round, shuffleSeed, onAnswer }: InteractionProps) {
  const deck = useMemo<MemoryCard[]>(
    () =>
      shuffle(
        round.items.flatMap((item, pair) => [
          { text: item, pair },
          { text: round.correct[pair] ?? '', pair },
        ]),
        seededRandom(shuffleSeed),
      ),
    [round, shuffleSeed],
  );
  const pairs = round.items.length;
  const [up, setUp] = useState<number[]>([]);
  const [found, setFound] = useState<number[]>([]);
  const [tries, setTries] = useState(0);
  const flipBack = useRef<ReturnType<typeof setTimeout>>(undefined);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  const triesLeft = memoryTries(pairs) - tries;
  const over = found.length === pairs || triesLeft <= 0;

  useEffect(() => () => clearTimeout(flipBack.current), []);
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(
      () =>
        answer.current({
          pairs: found.map((pair) => [round.items[pair] ?? '', round.correct[pair] ?? ''] as [string, string]),
        }),
      700,
    );
    return () => clearTimeout(timer);
  }, [over, found, round]);

  function turn(index: number) {
    if (over || found.includes(deck[index]?.pair ?? -1)) return;
    // Two cards that were no pair go face down as soon as a card is turned, either of them included.
    const pairShowing = up.length === 2;
    if (!pairShowing && up.includes(index)) return;
    clearTimeout(flipBack.current);
    const showing = pairShowing ? [index] : [...up, index];
    setUp(showing);
    void playSound('tap');
    if (showing.length < 2) return;
    const [first, second] = showing.map((at) => deck[at]) as [MemoryCard, MemoryCard];
    setTries(tries + 1);
    if (first.pair === second.pair) {
      setFound([...found, first.pair]);
      setUp([]);
    } else {
      flipBack.current = setTimeout(() => setUp([]), FLIP_BACK_MS);
    }
  }

  return (
    <>
      <p className="memory-status" aria-live="polite">
        {TEXTS.memory.found(found.length, pairs)} · {TEXTS.memory.triesLeft(Math.max(0, triesLeft))}
      </p>
      <ul className="memory" data-size={deck.length > 12 ? 'large' : undefined}>
        {deck.map((card, index) => {
          const faceUp = up.includes(index) || found.includes(card.pair);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the deck is its identity
            <li key={index}>
              <button
                type="button"
                className="memory-card"
                data-face={faceUp ? 'up' : 'down'}
                data-found={found.includes(card.pair) || undefined}
                aria-label={faceUp ? card.text : TEXTS.memory.card(index + 1)}
                onClick={() => turn(index)}
              >
                <span className="memory-face memory-back" aria-hidden="true" />
                <span className="memory-face memory-front" aria-hidden="true">
                  {faceUp ? card.text : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
