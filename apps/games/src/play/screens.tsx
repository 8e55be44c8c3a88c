import type { GameDataOnlyResponse } from '@ava/contracts';
import { ArrowRight, HeartCrack, Play, Trophy } from 'lucide-react';
import { useFocusOnMount } from '../lib/use-focus-on-mount.ts';
import { TEXTS } from '../texts.ts';
import type { EndReason } from './game-state.ts';

export function IntroScreen({ game, onStart }: { game: GameDataOnlyResponse; onStart: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="panel centred intro">
      <h1 ref={heading} tabIndex={-1}>
        {game.title}
      </h1>
      {game.objective && <p className="objective">{game.objective}</p>}
      {game.data.context_content && <p className="context">{game.data.context_content}</p>}
      <div className="actions">
        <button type="button" className="button primary big" onClick={onStart}>
          <Play aria-hidden="true" />
          {TEXTS.start}
        </button>
      </div>
    </section>
  );
}

export function feedbackTitle(fraction: number): string {
  if (fraction >= 1) return TEXTS.feedback.right;
  return fraction > 0 ? TEXTS.feedback.partly : TEXTS.feedback.wrong;
}

export function FeedbackScreen({
  fraction,
  lostLife,
  resolution,
  last,
  onNext,
}: {
  fraction: number;
  lostLife: boolean;
  resolution: string;
  last: boolean;
  onNext: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section
      className="panel centred feedback"
      data-result={fraction >= 1 ? 'right' : fraction > 0 ? 'partly' : 'wrong'}
    >
      <div role="status">
        <h1 ref={heading} tabIndex={-1}>
          {feedbackTitle(fraction)}
        </h1>
        {lostLife && (
          <p className="life-lost">
            <HeartCrack aria-hidden="true" />
            {TEXTS.feedback.lifeLost}
          </p>
        )}
      </div>
      {resolution && (
        <div className="resolution">
          <h2>{TEXTS.feedback.resolution}</h2>
          <p>{resolution}</p>
        </div>
      )}
      <div className="actions">
        <button type="button" className="button primary big" onClick={onNext}>
          {last ? TEXTS.seeResult : TEXTS.next}
          <ArrowRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

export function EndScreen({
  reason,
  right,
  total,
  sandbox,
}: {
  reason: EndReason | null;
  right: number;
  total: number;
  sandbox: boolean;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="panel centred end">
      <Trophy aria-hidden="true" className="trophy" />
      <h1 ref={heading} tabIndex={-1}>
        {TEXTS.end.title}
      </h1>
      <div role="status">
        {reason === 'time' && <p>{TEXTS.end.timeUp}</p>}
        {reason === 'lives' && <p>{TEXTS.end.noLives}</p>}
        <p className="score">{TEXTS.end.rightRounds(right, total)}</p>
      </div>
      {sandbox && <p className="note">{TEXTS.end.sandbox}</p>}
    </section>
  );
}
