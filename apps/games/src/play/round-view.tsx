import { BLANK, type GameDifficulty, type GameRound, type Interaction } from '@ava/contracts';
import { Lightbulb } from 'lucide-react';
import { memo } from 'react';
import type { GivenAnswer } from '../interactions/types.ts';
import { INTERACTION_VIEWS } from '../interactions/views.tsx';
import { useFocusOnMount } from '../lib/use-focus-on-mount.ts';
import { TEXTS } from '../texts.ts';

interface RoundViewProps {
  interaction: Interaction;
  round: GameRound;
  categories: readonly string[];
  shuffleSeed: string;
  contentSeed: string;
  difficulty: GameDifficulty;
  /** Hints this variation lets the player see in this round (0: no hint button). */
  hintsAllowed: number;
  hintsShown: number;
  onHint: () => void;
  onAnswer: (answer: GivenAnswer) => void;
}

/** The heading of a round: its statement (fill_blanks shows its statement inside the game), else the instruction. */
export function roundHeading(interaction: Interaction, round: GameRound): { title: string; subtitle: string | null } {
  const instruction = TEXTS.instructions[interaction];
  if (interaction === 'fill_blanks' || !round.statement) return { title: instruction, subtitle: null };
  return { title: round.statement, subtitle: instruction };
}

/** What 'Ouvir' reads in a round: the statement (blanks said as 'lacuna') and the instruction. */
export function roundSpeech(interaction: Interaction, round: GameRound): string {
  const { title, subtitle } = roundHeading(interaction, round);
  const sentence = interaction === 'fill_blanks' ? round.statement.split(BLANK).join(` ${TEXTS.blankSpoken} `) : '';
  return [title, subtitle, sentence].filter(Boolean).join('. ');
}

/** Kept from re-rendering on every tick of the clock: an interaction re-renders only for its own state. */
export const RoundView = memo(function RoundView(props: RoundViewProps) {
  const { interaction, round, hintsAllowed, hintsShown, onHint } = props;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { title, subtitle } = roundHeading(interaction, round);
  const View = INTERACTION_VIEWS[interaction];
  return (
    <section className="panel round" data-interaction={interaction}>
      <div className="round-head">
        <div>
          <h1 ref={heading} tabIndex={-1} className="statement">
            {title}
          </h1>
          {subtitle && <p className="instruction">{subtitle}</p>}
        </div>
        {hintsAllowed > 0 && (
          <button type="button" className="tool hint" disabled={hintsShown >= hintsAllowed} onClick={onHint}>
            <Lightbulb aria-hidden="true" />
            {TEXTS.hintsLeft(hintsAllowed - hintsShown)}
          </button>
        )}
      </div>
      {hintsAllowed > 0 && (
        <ul className="hints" aria-label={TEXTS.hintTitle} aria-live="polite">
          {round.hints.slice(0, hintsShown).map((hint) => (
            <li key={hint}>
              <Lightbulb aria-hidden="true" />
              {hint}
            </li>
          ))}
        </ul>
      )}
      <View
        round={round}
        categories={props.categories}
        shuffleSeed={props.shuffleSeed}
        contentSeed={props.contentSeed}
        difficulty={props.difficulty}
        onAnswer={props.onAnswer}
      />
    </section>
  );
});
