import { describe, expect, it } from 'vitest';
import { trailScore } from './trail-score.ts';

const quiz = { id: 'quiz', type: 'quiz', content: '', questions: [{}, {}, {}] } as never;
const challenge = { id: 'game', type: 'challenge', content: 'oed-1', questions: [] } as never;
const text = { id: 'text', type: 'text', content: '', questions: [] } as never;

describe('trailScore', () => {
  it('averages the quiz and the best challenge result, two decimals', () => {
    const answers = [
      { item_id: 'quiz', question_id: 'q1', alternative_id: 'a', correct: true },
      { item_id: 'quiz', question_id: 'q2', alternative_id: 'a', correct: false },
      { item_id: 'quiz', question_id: 'q3', alternative_id: 'b', correct: true },
    ];
    const results = [
      { oed_content_id: 'oed-1', score: '4.00' },
      { oed_content_id: 'oed-1', score: 9 },
      { oed_content_id: 'other', score: 10 },
    ];
    expect(trailScore([text, quiz, challenge], answers, results)).toBe(7.83);
  });

  it('counts a challenge without a result as 0, and a trail without scored steps as 10', () => {
    expect(trailScore([challenge], [], [])).toBe(0);
    expect(trailScore([text], [], [])).toBe(10);
  });
});
