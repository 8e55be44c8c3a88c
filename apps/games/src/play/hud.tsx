import { Ear, Hand, Heart, Timer, Volume2, VolumeX } from 'lucide-react';
import { TEXTS } from '../texts.ts';

interface HudProps {
  progress: { number: number; total: number } | null;
  lives: { left: number; total: number } | null;
  secondsLeft: number | null;
  onListen: (() => void) | null;
  signLanguage: { on: boolean; onStart: () => void } | null;
  muted: boolean;
  onMute: () => void;
}

/** The bar above every screen: where the player is, lives, time, and the sound and accessibility buttons. */
export function Hud({ progress, lives, secondsLeft, onListen, signLanguage, muted, onMute }: HudProps) {
  return (
    <header className="hud">
      <div className="hud-status">
        {progress && <span className="pill">{TEXTS.round(progress.number, progress.total)}</span>}
        {lives && (
          <span className="pill lives" role="img" aria-label={TEXTS.lives(lives.left)}>
            {Array.from({ length: lives.total }, (_, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: hearts are counted, not identified
              <Heart key={at} aria-hidden="true" data-lost={at >= lives.left || undefined} />
            ))}
          </span>
        )}
        {secondsLeft !== null && (
          <span className="pill timer" role="timer" data-low={secondsLeft <= 10 || undefined}>
            <Timer aria-hidden="true" />
            {TEXTS.timeLeft(secondsLeft)}
          </span>
        )}
      </div>
      <div className="hud-tools">
        {onListen && (
          <button type="button" className="tool" onClick={onListen}>
            <Ear aria-hidden="true" />
            {TEXTS.listen}
          </button>
        )}
        {signLanguage && (
          <button type="button" className="tool" aria-pressed={signLanguage.on} onClick={signLanguage.onStart}>
            <Hand aria-hidden="true" />
            {TEXTS.signLanguage}
          </button>
        )}
        <button
          type="button"
          className="tool icon-only"
          aria-label={muted ? TEXTS.soundOn : TEXTS.soundOff}
          onClick={onMute}
        >
          {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        </button>
      </div>
    </header>
  );
}
