import { z } from 'zod';
import {
  type GameContentData,
  type GameRound,
  type Interaction,
  searchableWord,
  stripDiacritics,
} from './game-content.ts';

/**
 * Scores of a challenge, computed on the server from the player's answers (never taken from
 * the frame) and by the runtime for its own feedback: one function, so both agree.
 */

const answerText = z.string().max(300);

/** One answered round. Which field an interaction fills is written beside it. */
export const roundAnswerSchema = z
  .object({
    order: z.number().int().min(0),
    /**
     * multiple_choice: the options chosen; true_false: the sentences judged true (the others were
     * judged false); ordering: the answers in the order given; fill_blanks: one text per blank;
     * word_search: the words found.
     */
    values: z.array(answerText).max(20).default([]),
    /** matching and memory: [item, answer]; categories: [item, group]. */
    pairs: z
      .array(z.tuple([answerText, answerText]))
      .max(20)
      .default([]),
    hints_used: z.number().int().min(0).max(3).default(0),
  })
  .strict();
export type RoundAnswer = z.infer<typeof roundAnswerSchema>;

export const gameAnswersSchema = z.array(roundAnswerSchema).max(40);

/** How free-text answers compare (document 3 section 3: case_insensitivity, ignore_diacritics). */
export interface TextRules {
  case_insensitivity: boolean;
  ignore_diacritics: boolean;
}

/** Each hint used takes a quarter of the round's points. */
export const HINT_PENALTY = 0.25;
/** A challenge scores from 0 to 10, as every activity does. */
export const GAME_MAX_SCORE = 10;
/** Pokz a result earns per point of score. */
export const POKZ_PER_POINT = 10;

export function sameText(given: string, expected: string, rules: TextRules): boolean {
  const tidy = (value: string) => {
    let result = value.trim().replace(/\s+/g, ' ');
    if (rules.ignore_diacritics) result = stripDiacritics(result);
    return rules.case_insensitivity ? result.toLocaleLowerCase('pt-BR') : result;
  };
  return tidy(given) === tidy(expected);
}

const fraction = (right: number, total: number) => (total === 0 ? 0 : Math.max(0, Math.min(1, right / total)));

function pairsRight(round: GameRound, pairs: readonly [string, string][], eitherWay: boolean): number {
  const matched = new Set<number>();
  for (const [first, second] of pairs) {
    const index = round.items.findIndex(
      (item, at) =>
        !matched.has(at) &&
        ((item === first && round.correct[at] === second) ||
          (eitherWay && item === second && round.correct[at] === first)),
    );
    if (index >= 0) matched.add(index);
  }
  return matched.size;
}

/** The share of one round answered right, from 0 to 1, before hints. */
export function roundFraction(
  interaction: Interaction,
  round: GameRound,
  answer: RoundAnswer,
  rules: TextRules,
): number {
  const { values, pairs } = answer;
  switch (interaction) {
    case 'multiple_choice': {
      const chosen = new Set(values);
      const hits = round.correct.filter((option) => chosen.has(option)).length;
      const misses = round.wrong.filter((option) => chosen.has(option)).length;
      return fraction(hits - misses, round.correct.length);
    }
    case 'true_false': {
      const judgedTrue = new Set(values);
      const trueOnes = new Set(round.correct);
      return fraction(
        round.items.filter((item) => judgedTrue.has(item) === trueOnes.has(item)).length,
        round.items.length,
      );
    }
    case 'matching':
      return fraction(pairsRight(round, pairs, false), round.items.length);
    case 'memory':
      return fraction(pairsRight(round, pairs, true), round.items.length);
    case 'ordering':
      return fraction(round.correct.filter((item, index) => values[index] === item).length, round.correct.length);
    case 'fill_blanks':
      return fraction(
        round.correct.filter((expected, index) => sameText(values[index] ?? '', expected, rules)).length,
        round.correct.length,
      );
    case 'word_search': {
      const found = new Set(values.map(searchableWord));
      return fraction(round.correct.filter((word) => found.has(searchableWord(word))).length, round.correct.length);
    }
    case 'categories': {
      const placed = new Map(pairs);
      return fraction(
        round.items.filter((item, index) => placed.get(item) === round.correct[index]).length,
        round.items.length,
      );
    }
  }
}

export interface ScoredRound {
  order: number;
  /** From 0 to 1, after hints. */
  fraction: number;
  right: boolean;
}

export interface GameScore {
  score: number;
  pokz: number;
  rounds: ScoredRound[];
  right_rounds: number;
  total_rounds: number;
}

export interface ScorableGame {
  interaction: Interaction;
  data: Pick<GameContentData, 'challenges'>;
  rules: TextRules;
  /** Rounds that may go wrong before the game ends; null for no limit. */
  lives: number | null;
}

/**
 * The score of a whole game: the mean of its rounds, on 0 to 10 with one decimal. Each round
 * counts once (the first answer given for it); under the lives variation, answers after the
 * last life was lost count nothing, as the game had ended there.
 */
export function scoreGame(game: ScorableGame, answers: readonly RoundAnswer[]): GameScore {
  const byOrder = new Map(game.data.challenges.map((round) => [round.order, round]));
  const seen = new Set<number>();
  const rounds: ScoredRound[] = [];
  let livesLeft = game.lives ?? Number.POSITIVE_INFINITY;
  for (const answer of answers) {
    const round = byOrder.get(answer.order);
    if (!round || seen.has(answer.order) || livesLeft <= 0) continue;
    seen.add(answer.order);
    const base = roundFraction(game.interaction, round, answer, game.rules);
    const withHints = Math.max(0, base - HINT_PENALTY * Math.min(answer.hints_used, round.hints.length));
    if (base < 1) livesLeft -= 1;
    rounds.push({ order: round.order, fraction: withHints, right: base === 1 });
  }
  const total = game.data.challenges.length;
  const sum = rounds.reduce((acc, round) => acc + round.fraction, 0);
  const score = total === 0 ? 0 : Math.round((sum / total) * GAME_MAX_SCORE * 10) / 10;
  return {
    score,
    pokz: Math.round(score * POKZ_PER_POINT),
    rounds,
    right_rounds: rounds.filter((round) => round.right).length,
    total_rounds: total,
  };
}
