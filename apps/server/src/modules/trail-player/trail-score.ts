import type { ItemRow, QuizAnswerRow } from './trail-player.repository.ts';

/** A recorded challenge result (rule LT, recorded under the trail's id). */
export interface ChallengeResult {
  oed_content_id: string;
  score: number | string;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * The trail's score (README, 'Score'): the mean, from 0 to 10, of its scored steps. A quiz step
 * scores 10 × right answers / questions; a challenge step its best result recorded for the trail
 * (0 without one). A trail without quiz or challenge steps scores 10 once every step is done.
 */
export function trailScore(
  items: readonly Pick<ItemRow, 'id' | 'type' | 'content' | 'questions'>[],
  answers: readonly QuizAnswerRow[],
  results: readonly ChallengeResult[],
): number {
  const scores: number[] = [];
  for (const item of items) {
    if (item.type === 'quiz' && item.questions.length > 0) {
      const right = answers.filter((answer) => answer.item_id === item.id && answer.correct).length;
      scores.push((10 * right) / item.questions.length);
    } else if (item.type === 'challenge') {
      const own = results
        .filter((result) => result.oed_content_id === item.content)
        .map((result) => Number(result.score));
      scores.push(own.length > 0 ? Math.max(...own) : 0);
    }
  }
  if (scores.length === 0) return 10;
  return twoDecimals(scores.reduce((sum, value) => sum + value, 0) / scores.length);
}
