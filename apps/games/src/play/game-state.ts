import type { GameDataOnlyResponse, GameRound, RoundAnswer } from '@ava/contracts';
import { shuffle } from '../lib/random.ts';

export type Phase = 'intro' | 'round' | 'feedback' | 'end';
export type EndReason = 'done' | 'time' | 'lives';

export interface PlayState {
  phase: Phase;
  /** The rounds in the order they are played. */
  rounds: GameRound[];
  index: number;
  answers: RoundAnswer[];
  /** Hints shown in the current round. */
  hintsShown: number;
  /** Null when the variation has no lives. */
  livesLeft: number | null;
  /** The last answered round: its share right (0 to 1) and whether it cost a life. */
  last: { fraction: number; lostLife: boolean } | null;
  endReason: EndReason | null;
  startedAt: number | null;
  endedAt: number | null;
  /** The author's hide_feedback: answered rounds go straight on, without saying how they went. */
  hideFeedback: boolean;
}

export type PlayAction =
  | { type: 'start'; now: number }
  | { type: 'hint' }
  | { type: 'answer'; answer: Omit<RoundAnswer, 'hints_used'>; fraction: number; now: number }
  | { type: 'next'; now: number }
  | { type: 'time-up'; now: number };

/** Rounds by their order index; shuffled when the author chose randomize. */
export function initialPlay(game: GameDataOnlyResponse, random: () => number): PlayState {
  const ordered = [...game.data.challenges].sort((a, b) => a.order - b.order);
  return {
    phase: 'intro',
    rounds: game.settings.randomize ? shuffle(ordered, random) : ordered,
    index: 0,
    answers: [],
    hintsShown: 0,
    livesLeft: game.variation.lives,
    last: null,
    endReason: null,
    startedAt: null,
    endedAt: null,
    hideFeedback: game.settings.hide_feedback,
  };
}

const end = (state: PlayState, reason: EndReason, now: number): PlayState => ({
  ...state,
  phase: 'end',
  endReason: reason,
  endedAt: now,
});

/** After a round: the end when lives or rounds ran out, else the next round. */
function advance(state: PlayState, now: number): PlayState {
  if (state.livesLeft === 0) return end(state, 'lives', now);
  if (state.index + 1 >= state.rounds.length) return end(state, 'done', now);
  return { ...state, phase: 'round', index: state.index + 1, hintsShown: 0 };
}

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' ? { ...state, phase: 'round', startedAt: action.now } : state;
    case 'hint': {
      const round = state.rounds[state.index];
      if (state.phase !== 'round' || !round || state.hintsShown >= round.hints.length) return state;
      return { ...state, hintsShown: state.hintsShown + 1 };
    }
    case 'answer': {
      if (state.phase !== 'round') return state;
      const lostLife = state.livesLeft !== null && action.fraction < 1;
      const answered: PlayState = {
        ...state,
        answers: [...state.answers, { ...action.answer, hints_used: state.hintsShown }],
        livesLeft: lostLife && state.livesLeft !== null ? state.livesLeft - 1 : state.livesLeft,
        last: { fraction: action.fraction, lostLife },
      };
      return state.hideFeedback ? advance(answered, action.now) : { ...answered, phase: 'feedback' };
    }
    case 'next':
      return state.phase === 'feedback' ? advance(state, action.now) : state;
    case 'time-up':
      return state.phase === 'round' || state.phase === 'feedback' ? end(state, 'time', action.now) : state;
  }
}

export function elapsedSeconds(state: PlayState): number {
  if (state.startedAt === null || state.endedAt === null) return 0;
  return Math.min(86_400, Math.max(0, Math.round((state.endedAt - state.startedAt) / 1000)));
}
