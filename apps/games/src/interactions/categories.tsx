import { useMemo } from 'react';
import { seededRandom, shuffle } from '../lib/random.ts';
import { PlaceCards } from './place-cards.tsx';
import type { InteractionProps } from './types.ts';

/** Every item goes into one of the content's groups. */
export default function Categories({ round, categories, shuffleSeed, onAnswer }: InteractionProps) {
  const items = useMemo(() => shuffle(round.items, seededRandom(shuffleSeed)), [round, shuffleSeed]);
  return (
    <PlaceCards
      cards={items}
      targets={categories}
      single={false}
      layout="boxes"
      onConfirm={(placed) =>
        onAnswer({
          pairs: [...placed].map(([card, target]) => [items[card] ?? '', categories[target] ?? ''] as [string, string]),
        })
      }
    />
  );
}
