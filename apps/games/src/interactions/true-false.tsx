import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { InteractionProps } from './types.ts';

/** Each sentence judged true or false; the answer lists the sentences judged true. */
export default function TrueFalse({ round, onAnswer }: InteractionProps) {
  const [judged, setJudged] = useState<Record<string, boolean>>({});
  const all = round.items.every((item) => item in judged);

  return (
    <>
      <ul className="sentences">
        {round.items.map((item) => (
          <li key={item} className="card sentence">
            <p>{item}</p>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, named by its sentence */}
            <div role="group" aria-label={item} className="verdict">
              <button
                type="button"
                className="button verdict-true"
                aria-pressed={judged[item] === true}
                onClick={() => setJudged({ ...judged, [item]: true })}
              >
                <ThumbsUp aria-hidden="true" />
                {TEXTS.trueFalse.true}
              </button>
              <button
                type="button"
                className="button verdict-false"
                aria-pressed={judged[item] === false}
                onClick={() => setJudged({ ...judged, [item]: false })}
              >
                <ThumbsDown aria-hidden="true" />
                {TEXTS.trueFalse.false}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmButton disabled={!all} onClick={() => onAnswer({ values: round.items.filter((item) => judged[item]) })} />
    </>
  );
}
