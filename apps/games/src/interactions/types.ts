import type { GameDifficulty, GameRound, RoundAnswer } from '@ava/contracts';

/** What a round's answer holds: the field its interaction fills (see roundAnswerSchema). */
export type GivenAnswer = Partial<Pick<RoundAnswer, 'values' | 'pairs'>>;

/** What every interaction gets: one round, and where to send the answer once the player confirms. */
export interface InteractionProps {
  round: GameRound;
  /** The content's groups, for 'categories'. */
  categories: readonly string[];
  /** Seeds this play's shuffles of the round. */
  shuffleSeed: string;
  /** Seeds what must look the same on every device (the word-search grid): content id and round order. */
  contentSeed: string;
  difficulty: GameDifficulty;
  onAnswer(answer: GivenAnswer): void;
}
