import { useMemo } from 'react';
import { seededRandom, shuffle } from '../lib/random.ts';
import { PlaceCards } from './place-cards.tsx';
import type { InteractionProps } from './types.ts';

/** Each item gets one answer card (the right ones and the wrong ones, shuffled). */
export default function Matching({ round, shuffleSeed, onAnswer }: InteractionProps) {
  const answers = useMemo(
    () => shuffle([...round.correct, ...round.wrong], seededRandom(shuffleSeed)),
    [round, shuffleSeed],
  );
  return (
    <PlaceCards
      cards={answers}
      targets={round.items}
      single
      layout="rows"
      onConfirm={(placed) =>
        onAnswer({
          pairs: [...placed].map(
            ([card, target]) => [round.items[target] ?? '', answers[card] ?? ''] as [string, string],
          ),
        })
      }
    />
  );
}
