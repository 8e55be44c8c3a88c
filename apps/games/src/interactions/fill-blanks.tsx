import { BLANK } from '@ava/contracts';
import { Fragment, useMemo, useRef, useState } from 'react';
import { seededRandom, shuffle } from '../lib/random.ts';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { InteractionProps } from './types.ts';

/**
 * The statement with a text box for each ___. When the author wrote wrong answers too, a word
 * bank offers them with the right ones: a tap writes the word in the box being filled.
 */
export default function FillBlanks({ round, shuffleSeed, onAnswer }: InteractionProps) {
  const parts = round.statement.split(BLANK);
  const blanks = parts.length - 1;
  const [values, setValues] = useState<string[]>(() => Array(blanks).fill(''));
  const [active, setActive] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const bank = useMemo(
    () => (round.wrong.length > 0 ? shuffle([...round.correct, ...round.wrong], seededRandom(shuffleSeed)) : []),
    [round, shuffleSeed],
  );

  function write(index: number, value: string) {
    setValues(values.map((current, at) => (at === index ? value : current)));
  }

  /** Fills the box being filled (or the first empty one), then moves on to the next empty box. */
  function pick(word: string) {
    const target = values[active] === '' ? active : Math.max(0, values.indexOf(''));
    const next = values.map((current, at) => (at === target ? word : current));
    setValues(next);
    const following = next.findIndex((value, at) => value === '' && at > target);
    const empty = following >= 0 ? following : next.indexOf('');
    if (empty >= 0) {
      setActive(empty);
      inputs.current[empty]?.focus();
    }
  }

  return (
    <>
      <p className="card blanks">
        {parts.map((part, index) => (
          // The statement's pieces never move: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            {part}
            {index < blanks && (
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                className="blank"
                aria-label={TEXTS.blank(index + 1)}
                value={values[index] ?? ''}
                size={Math.max(6, (round.correct[index] ?? '').length + 2)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                onFocus={() => setActive(index)}
                onChange={(event) => write(index, event.target.value)}
              />
            )}
          </Fragment>
        ))}
      </p>
      {bank.length > 0 && (
        <ul className="word-bank" aria-label={TEXTS.wordBank}>
          {bank.map((word) => (
            <li key={word}>
              <button
                type="button"
                className="card chip"
                aria-pressed={values.includes(word)}
                onClick={() => pick(word)}
              >
                {word}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmButton disabled={values.some((value) => value.trim() === '')} onClick={() => onAnswer({ values })} />
    </>
  );
}
