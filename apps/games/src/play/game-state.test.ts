import { describe, expect, it } from 'vitest';
import { seededRandom } from '../lib/random.ts';
import { buildGame, round } from '../test/game.fixture.tsx';
import { elapsedSeconds, initialPlay, playReducer } from './game-state.ts';

const rounds = [3, 0, 2, 1, 5, 4, 7, 6].map((order) => round({ order, correct: ['a'], wrong: ['b'] }));
const orders = (state: ReturnType<typeof initialPlay>) => state.rounds.map((played) => played.order);

describe('the rounds of a play', () => {
  it('follow their order index, or a shuffle when the author chose randomize', () => {
    const game = buildGame('multiple_choice', rounds);
    expect(orders(initialPlay(game, seededRandom(1)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const shuffled = orders(initialPlay({ ...game, settings: { ...game.settings, randomize: true } }, seededRandom(1)));
    expect(shuffled).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect([...shuffled].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('count each answer once, ignore answers outside a round, and time the play from start to end', () => {
    const game = buildGame('multiple_choice', rounds.slice(0, 2));
    let state = initialPlay(game, seededRandom(1));
    const answer = { order: 0, values: ['a'], pairs: [] };
    state = playReducer(state, { type: 'answer', answer, fraction: 1, now: 0 });
    expect(state.answers).toEqual([]);
    state = playReducer(state, { type: 'start', now: 1_000 });
    state = playReducer(state, { type: 'answer', answer, fraction: 1, now: 2_000 });
    state = playReducer(state, { type: 'answer', answer, fraction: 1, now: 2_000 });
    expect(state.answers).toHaveLength(1);
    state = playReducer(state, { type: 'next', now: 3_000 });
    state = playReducer(state, { type: 'answer', answer: { ...answer, order: 1 }, fraction: 0, now: 4_000 });
    state = playReducer(state, { type: 'next', now: 13_400 });
    expect(state).toMatchObject({ phase: 'end', endReason: 'done' });
    expect(elapsedSeconds(state)).toBe(12);
  });
});
