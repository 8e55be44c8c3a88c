import { useMemo, useState } from 'react';
import { seededRandom, shuffle } from '../lib/random.ts';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { InteractionProps } from './types.ts';

/** The right and wrong options, shuffled; several may be right, then the player picks all of them. */
export default function MultipleChoice({ round, shuffleSeed, onAnswer }: InteractionProps) {
  const options = useMemo(
    () => shuffle([...round.correct, ...round.wrong], seededRandom(shuffleSeed)),
    [round, shuffleSeed],
  );
  const many = round.correct.length > 1;
  const [chosen, setChosen] = useState<string[]>([]);

  function choose(option: string) {
    if (!many) setChosen([option]);
    else setChosen(chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option]);
  }

  return (
    <>
      {many && <p className="instruction">{TEXTS.manyRight}</p>}
      <ul className="choices">
        {options.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="card choice"
              aria-pressed={chosen.includes(option)}
              onClick={() => choose(option)}
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmButton disabled={chosen.length === 0} onClick={() => onAnswer({ values: chosen })} />
    </>
  );
}
