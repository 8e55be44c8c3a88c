import { describe, expect, it } from 'vitest';
import { type GameRound, gameContentDataFor, type Interaction } from './game-content.ts';
import { type RoundAnswer, roundFraction, scoreGame, type TextRules } from './game-scoring.ts';
import { levelProgressPercent } from './level-display.ts';

const strict: TextRules = { case_insensitivity: false, ignore_diacritics: false };
const lenient: TextRules = { case_insensitivity: true, ignore_diacritics: true };

const round = (fields: Partial<GameRound>): GameRound => ({
  order: 0,
  statement: '',
  items: [],
  correct: [],
  wrong: [],
  hints: [],
  resolucao_content: '',
  ...fields,
});
const answer = (fields: Partial<RoundAnswer>): RoundAnswer => ({
  order: 0,
  values: [],
  pairs: [],
  hints_used: 0,
  ...fields,
});
const play = (interaction: Interaction, r: GameRound, a: Partial<RoundAnswer>, rules = strict) =>
  roundFraction(interaction, r, answer(a), rules);

describe('roundFraction', () => {
  it('multiple choice: the right option scores 1, a wrong one 0, a wrong pick cancels a right one', () => {
    const single = round({ statement: 'Quanto é 2 + 3?', correct: ['5'], wrong: ['4', '6'] });
    expect(play('multiple_choice', single, { values: ['5'] })).toBe(1);
    expect(play('multiple_choice', single, { values: ['4'] })).toBe(0);
    const many = round({ statement: 'Quais são pares?', correct: ['2', '4'], wrong: ['3'] });
    expect(play('multiple_choice', many, { values: ['2'] })).toBe(0.5);
    expect(play('multiple_choice', many, { values: ['2', '4', '3'] })).toBe(0.5);
  });

  it('true or false: each sentence judged right counts', () => {
    const r = round({ items: ['O Sol é uma estrela.', 'A Lua tem luz própria.'], correct: ['O Sol é uma estrela.'] });
    expect(play('true_false', r, { values: ['O Sol é uma estrela.'] })).toBe(1);
    expect(play('true_false', r, { values: ['O Sol é uma estrela.', 'A Lua tem luz própria.'] })).toBe(0.5);
    expect(play('true_false', r, { values: ['A Lua tem luz própria.'] })).toBe(0);
  });

  it('matching: pairs in the right direction only; memory: either way', () => {
    const r = round({ items: ['cão', 'gato'], correct: ['late', 'mia'] });
    expect(
      play('matching', r, {
        pairs: [
          ['cão', 'late'],
          ['gato', 'mia'],
        ],
      }),
    ).toBe(1);
    expect(
      play('matching', r, {
        pairs: [
          ['cão', 'mia'],
          ['gato', 'mia'],
        ],
      }),
    ).toBe(0.5);
    expect(play('matching', r, { pairs: [['late', 'cão']] })).toBe(0);
    expect(
      play('memory', r, {
        pairs: [
          ['late', 'cão'],
          ['gato', 'mia'],
        ],
      }),
    ).toBe(1);
    expect(
      play('memory', r, {
        pairs: [
          ['cão', 'late'],
          ['cão', 'late'],
        ],
      }),
    ).toBe(0.5);
  });

  it('ordering: each item in its place counts', () => {
    const r = round({ correct: ['semente', 'broto', 'planta', 'fruto'] });
    expect(play('ordering', r, { values: ['semente', 'broto', 'planta', 'fruto'] })).toBe(1);
    expect(play('ordering', r, { values: ['semente', 'broto', 'fruto', 'planta'] })).toBe(0.5);
    expect(play('ordering', r, { values: [] })).toBe(0);
  });

  it('fill in the blanks: case and diacritics matter unless the content ignores them', () => {
    const r = round({ statement: 'A capital do Brasil é ___ e a do Pará é ___.', correct: ['Brasília', 'Belém'] });
    expect(play('fill_blanks', r, { values: ['Brasília', 'Belém'] })).toBe(1);
    expect(play('fill_blanks', r, { values: ['brasilia', 'Belém'] })).toBe(0.5);
    expect(play('fill_blanks', r, { values: ['brasilia', ' BELEM '] }, lenient)).toBe(1);
    expect(
      play('fill_blanks', r, { values: ['brasilia', 'belem'] }, { case_insensitivity: true, ignore_diacritics: false }),
    ).toBe(0);
    expect(
      play('fill_blanks', r, { values: ['Brasilia', 'belem'] }, { case_insensitivity: false, ignore_diacritics: true }),
    ).toBe(0.5);
  });

  it('word search: words found count whatever their case and accents', () => {
    const r = round({ correct: ['Água', 'Sol', 'Terra'] });
    expect(play('word_search', r, { values: ['AGUA', 'SOL', 'TERRA'] })).toBe(1);
    expect(play('word_search', r, { values: ['agua', 'LUA'] })).toBeCloseTo(1 / 3);
  });

  it('categories: each item in its group counts', () => {
    const r = round({ items: ['maçã', 'cenoura', 'banana'], correct: ['Frutas', 'Legumes', 'Frutas'] });
    const all: [string, string][] = [
      ['maçã', 'Frutas'],
      ['cenoura', 'Legumes'],
      ['banana', 'Frutas'],
    ];
    expect(play('categories', r, { pairs: all })).toBe(1);
    expect(
      play('categories', r, {
        pairs: [
          ['maçã', 'Legumes'],
          ['cenoura', 'Legumes'],
        ],
      }),
    ).toBeCloseTo(1 / 3);
  });
});

describe('scoreGame', () => {
  const rounds = [0, 1, 2, 3].map((order) =>
    round({
      order,
      statement: `Quanto é ${order} + 1?`,
      correct: [String(order + 1)],
      wrong: ['0'],
      hints: ['Conte nos dedos'],
    }),
  );
  const game = { interaction: 'multiple_choice' as const, data: { challenges: rounds }, rules: strict, lives: null };
  const right = (order: number, hints_used = 0) => answer({ order, values: [String(order + 1)], hints_used });
  const wrong = (order: number) => answer({ order, values: ['0'] });

  it('scores 0 to 10 with one decimal and pokz from the score', () => {
    const result = scoreGame(game, [right(0), right(1), right(2), wrong(3)]);
    expect(result).toMatchObject({ score: 7.5, pokz: 75, right_rounds: 3, total_rounds: 4 });
  });

  it('counts a round once, ignores rounds the content does not have, and hints cost a quarter', () => {
    const result = scoreGame(game, [right(0), right(0), right(1, 1), answer({ order: 9, values: ['1'] })]);
    expect(result.score).toBe(4.4);
    expect(result.rounds).toHaveLength(2);
  });

  it('with lives, answers after the last life is lost count nothing', () => {
    const result = scoreGame({ ...game, lives: 1 }, [wrong(0), right(1), right(2), right(3)]);
    expect(result.score).toBe(0);
    expect(scoreGame({ ...game, lives: 2 }, [wrong(0), right(1), wrong(2), right(3)]).score).toBe(2.5);
  });
});

describe('gameContentDataFor', () => {
  it('checks rounds as the interaction plays them, with Portuguese messages', () => {
    const fill = gameContentDataFor('fill_blanks').safeParse({
      challenges: [{ order: 0, statement: 'O ___ nasce no leste.', correct: ['Sol', 'Lua'] }],
    });
    expect(fill.success).toBe(false);
    expect(fill.error?.issues[0]?.message).toBe(
      'O número de lacunas (___) precisa ser igual ao de respostas corretas.',
    );
    expect(
      gameContentDataFor('categories').safeParse({ challenges: [round({ items: ['a', 'b'], correct: ['X', 'Y'] })] })
        .success,
    ).toBe(false);
    expect(
      gameContentDataFor('categories').safeParse({
        categories: [
          { order: 0, name: 'X' },
          { order: 1, name: 'Y' },
        ],
        challenges: [round({ items: ['a', 'b'], correct: ['X', 'Y'] })],
      }).success,
    ).toBe(true);
    expect(gameContentDataFor('word_search').safeParse({ challenges: [round({ correct: ['pé'] })] }).success).toBe(
      false,
    );
  });
});

describe('level progress', () => {
  it('is the share of done requisitions, as a whole percent; a level without any is complete', () => {
    expect(levelProgressPercent([{ done: true }, { done: false }])).toBe(50);
    expect(levelProgressPercent([{ done: true }, { done: false }, { done: false }])).toBe(33);
    expect(levelProgressPercent([])).toBe(100);
  });
});
