import { GAME_MESSAGE_SOURCE, type GameDataOnlyResponse, roundFraction, scoreGame } from '@ava/contracts';
import { celebrate } from '@ava/web-kit/confetti';
import { canSpeak, speak, stopSpeaking } from '@ava/web-kit/speech';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { GivenAnswer } from '../interactions/types.ts';
import type { GameAddress } from '../lib/address.ts';
import { isMuted, playSound, setMuted, warmUpEffects } from '../lib/effects.ts';
import { listenToHost, postToHost } from '../lib/host.ts';
import { seededRandom } from '../lib/random.ts';
import { findSignLanguageWidget, startSignLanguage } from '../lib/sign-language.ts';
import { TEXTS } from '../texts.ts';
import { elapsedSeconds, initialPlay, playReducer } from './game-state.ts';
import { Hud } from './hud.tsx';
import { RoundView, roundSpeech } from './round-view.tsx';
import { EndScreen, FeedbackScreen, feedbackTitle, IntroScreen } from './screens.tsx';

const randomSeed = () => Math.random().toString(36).slice(2);

/**
 * One play of a content: introduction, rounds, feedback and the end. The page holding the frame
 * hears 'ready' once the content shows, 'progress' after each round and 'finish' (with every
 * answer) at the end, and may turn reading aloud and sign language on.
 */
export function GamePlay({ game, address }: { game: GameDataOnlyResponse; address: GameAddress }) {
  const playSeed = useMemo(() => `${game.oed_content_id}:${randomSeed()}`, [game]);
  const [state, dispatch] = useReducer(playReducer, game, (loaded) => initialPlay(loaded, seededRandom(playSeed)));
  const [host, setHost] = useState({ voice: false, sign: false });
  const [muted, setMutedState] = useState(isMuted);
  const [now, setNow] = useState(() => Date.now());
  const rules = game.settings;
  const categories = useMemo(
    () => [...game.data.categories].sort((a, b) => a.order - b.order).map((category) => category.name),
    [game],
  );
  const round = state.rounds[state.index];
  const hostOrigin = address.hostOrigin;

  useEffect(() => listenToHost(hostOrigin, ({ voice, sign }) => setHost({ voice, sign })), [hostOrigin]);
  useEffect(() => postToHost(hostOrigin, { source: GAME_MESSAGE_SOURCE.frame, type: 'ready' }), [hostOrigin]);

  const answered = state.answers.length;
  const total = state.rounds.length;
  useEffect(() => {
    if (answered > 0)
      postToHost(hostOrigin, { source: GAME_MESSAGE_SOURCE.frame, type: 'progress', round: answered, total });
  }, [answered, total, hostOrigin]);

  const score = useMemo(
    () =>
      scoreGame({ interaction: game.interaction, data: game.data, rules, lives: game.variation.lives }, state.answers),
    [game, rules, state.answers],
  );

  const finished = useRef(false);
  useEffect(() => {
    if (state.phase !== 'end' || finished.current) return;
    finished.current = true;
    postToHost(hostOrigin, {
      source: GAME_MESSAGE_SOURCE.frame,
      type: 'finish',
      finish: true,
      content_id: game.oed_content_id,
      answers: state.answers,
      elapsed_seconds: elapsedSeconds(state),
    });
    if (score.right_rounds * 2 >= score.total_rounds && score.right_rounds > 0) {
      void playSound('win');
      void celebrate();
    }
  }, [state, score, game, hostOrigin]);

  // The clock of a timed variation: at zero the game ends where it is.
  const limit = game.variation.time_limit;
  const running = limit !== null && state.startedAt !== null && state.phase !== 'end';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  const secondsLeft =
    limit !== null && state.startedAt !== null
      ? Math.max(0, limit - Math.floor((Math.max(now, state.startedAt) - state.startedAt) / 1000))
      : null;
  useEffect(() => {
    if (running && secondsLeft === 0) dispatch({ type: 'time-up', now: Date.now() });
  }, [running, secondsLeft]);

  const onAnswer = useCallback(
    (given: GivenAnswer) => {
      if (!round) return;
      const answer = { order: round.order, values: given.values ?? [], pairs: given.pairs ?? [] };
      const fraction = roundFraction(game.interaction, round, { ...answer, hints_used: 0 }, rules);
      dispatch({ type: 'answer', answer, fraction, now: Date.now() });
      void playSound(rules.hide_feedback ? 'tap' : fraction >= 1 ? 'right' : 'wrong');
    },
    [round, game.interaction, rules],
  );
  const onHint = useCallback(() => dispatch({ type: 'hint' }), []);

  const speech = useMemo(() => {
    if (state.phase === 'intro')
      return [game.title, game.objective, game.data.context_content].filter(Boolean).join('. ');
    if (state.phase === 'round' && round) return roundSpeech(game.interaction, round);
    if (state.phase === 'feedback' && state.last)
      return [feedbackTitle(state.last.fraction), round?.resolucao_content].filter(Boolean).join('. ');
    return `${TEXTS.end.title} ${TEXTS.end.rightRounds(score.right_rounds, score.total_rounds)}`;
  }, [state.phase, state.last, round, game, score]);
  const voice = canSpeak() && (game.pcd_voice || host.voice);
  useEffect(() => {
    if (host.voice && canSpeak()) speak(speech);
  }, [host.voice, speech]);
  useEffect(() => stopSpeaking, []);

  const signLanguage = useSignLanguage(game.pcd_sign || host.sign, host.sign, address.params.platform);

  const showRound = (state.phase === 'round' || state.phase === 'feedback') && round;
  return (
    <>
      <Hud
        progress={showRound ? { number: state.index + 1, total } : null}
        lives={
          state.livesLeft !== null && game.variation.lives !== null
            ? { left: state.livesLeft, total: game.variation.lives }
            : null
        }
        secondsLeft={state.phase === 'intro' ? limit : state.phase === 'end' ? null : secondsLeft}
        onListen={voice ? () => speak(speech) : null}
        signLanguage={signLanguage}
        muted={muted}
        onMute={() => {
          setMuted(!muted);
          setMutedState(!muted);
        }}
      />
      <main className="screen">
        {state.phase === 'intro' && (
          <IntroScreen
            game={game}
            onStart={() => {
              warmUpEffects();
              dispatch({ type: 'start', now: Date.now() });
            }}
          />
        )}
        {state.phase === 'round' && round && (
          <RoundView
            key={round.order}
            interaction={game.interaction}
            round={round}
            categories={categories}
            shuffleSeed={`${playSeed}:${round.order}`}
            contentSeed={`${game.oed_content_id}:${round.order}`}
            difficulty={rules.difficulty}
            hintsAllowed={game.variation.hints ? round.hints.length : 0}
            hintsShown={state.hintsShown}
            onHint={onHint}
            onAnswer={onAnswer}
          />
        )}
        {state.phase === 'feedback' && round && state.last && (
          <FeedbackScreen
            fraction={state.last.fraction}
            lostLife={state.last.lostLife}
            resolution={round.resolucao_content}
            last={state.index + 1 >= total || state.livesLeft === 0}
            onNext={() => dispatch({ type: 'next', now: Date.now() })}
          />
        )}
        {state.phase === 'end' && (
          <EndScreen
            reason={state.endReason}
            right={score.right_rounds}
            total={score.total_rounds}
            sandbox={game.sandbox}
          />
        )}
      </main>
    </>
  );
}

/**
 * The Libras widget of the platform's accessibility sidebar, looked up once the content or the
 * host asks for it; started by its button, or at once when the host turned it on.
 */
function useSignLanguage(wanted: boolean, hostOn: boolean, platform: string) {
  const [url, setUrl] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    findSignLanguageWidget(platform).then((found) => current && setUrl(found));
    return () => {
      current = false;
    };
  }, [wanted, platform]);
  const start = useCallback(() => {
    if (!url || on) return;
    startSignLanguage(url).then(
      () => setOn(true),
      (error) => console.warn('[games] sign language', error),
    );
  }, [url, on]);
  useEffect(() => {
    if (hostOn) start();
  }, [hostOn, start]);
  return wanted && url ? { on, onStart: start } : null;
}
