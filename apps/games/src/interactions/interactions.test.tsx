import type { GameDataOnlyResponse } from '@ava/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildGame, finished, round, scoreOf, startGame } from '../test/game.fixture.tsx';
import { memoryTries } from './memory.tsx';
import { buildWordGrid } from './word-grid.ts';

/** Confirms the round, checks the feedback, goes to the end and returns the score of the finish message. */
async function confirmAndFinish(
  user: UserEvent,
  game: GameDataOnlyResponse,
  messages: Parameters<typeof finished>[0],
  feedback: string | null,
  confirm: string | null = 'Confirmar',
) {
  if (confirm) await user.click(screen.getByRole('button', { name: confirm }));
  if (feedback) {
    // The feedback takes the focus once it is shown, a moment after it renders.
    const heading = await screen.findByRole('heading', { name: feedback });
    await waitFor(() => expect(heading).toHaveFocus());
  }
  await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));
  expect(await screen.findByRole('heading', { name: 'Fim de jogo!' })).toBeInTheDocument();
  const finish = await finished(messages);
  expect(finish).toMatchObject({ source: 'ava-game', type: 'finish', finish: true, content_id: 'conteudo-1' });
  return { finish, score: scoreOf(game, finish.answers) };
}

describe('multiple choice', () => {
  const game = buildGame('multiple_choice', [
    round({
      statement: 'Quanto é 2 + 3?',
      correct: ['5'],
      wrong: ['4', '6'],
      resolucao_content: 'Dois mais três são cinco.',
    }),
  ]);

  it('scores the right option 10 and shows the resolution', async () => {
    const { user, messages } = await startGame(game);
    expect(await screen.findByRole('heading', { name: 'Quanto é 2 + 3?' })).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Dois mais três são cinco.')).toBeInTheDocument();
    const { finish, score } = await confirmAndFinish(user, game, messages, null, null);
    expect(finish.answers).toEqual([{ order: 0, values: ['5'], pairs: [], hints_used: 0 }]);
    expect(score.score).toBe(10);
    expect(screen.getByText('Você acertou 1 de 1 desafio.')).toBeInTheDocument();
  });

  it('scores a wrong option 0', async () => {
    const { user, messages } = await startGame(game);
    await user.click(await screen.findByRole('button', { name: '4' }));
    const { score } = await confirmAndFinish(user, game, messages, 'Não foi dessa vez.');
    expect(score.score).toBe(0);
    expect(screen.getByText('Você acertou 0 de 1 desafio.')).toBeInTheDocument();
  });
});

describe('true or false', () => {
  const game = buildGame('true_false', [
    round({ items: ['O Sol é uma estrela.', 'A Lua tem luz própria.'], correct: ['O Sol é uma estrela.'] }),
  ]);
  const judge = (user: UserEvent, sentence: string, verdict: 'Verdadeiro' | 'Falso') =>
    user.click(within(screen.getByRole('group', { name: sentence })).getByRole('button', { name: verdict }));

  it('scores every sentence judged right 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('group', { name: 'O Sol é uma estrela.' });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await judge(user, 'O Sol é uma estrela.', 'Verdadeiro');
    await judge(user, 'A Lua tem luz própria.', 'Falso');
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!');
    expect(finish.answers[0]?.values).toEqual(['O Sol é uma estrela.']);
    expect(score.score).toBe(10);
  });

  it('scores half right 5', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('group', { name: 'O Sol é uma estrela.' });
    await judge(user, 'O Sol é uma estrela.', 'Verdadeiro');
    await judge(user, 'A Lua tem luz própria.', 'Verdadeiro');
    const { score } = await confirmAndFinish(user, game, messages, 'Quase lá!');
    expect(score.score).toBe(5);
  });
});

describe('matching', () => {
  const game = buildGame('matching', [
    round({ statement: 'Ligue o animal ao som', items: ['Cão', 'Gato'], correct: ['Late', 'Mia'], wrong: ['Canta'] }),
  ]);
  const place = async (user: UserEvent, card: string, item: string) => {
    await user.click(screen.getByRole('button', { name: card }));
    await user.click(screen.getByRole('button', { name: item }));
  };

  it('scores each item tapped to its answer 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Late' });
    await place(user, 'Late', 'Cão');
    await place(user, 'Mia', 'Gato');
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!');
    expect(finish.answers[0]?.pairs).toEqual(
      expect.arrayContaining([
        ['Cão', 'Late'],
        ['Gato', 'Mia'],
      ]),
    );
    expect(score.score).toBe(10);
  });

  it('sends a card placed on a taken item back to the pile, and scores a wrong pair 0', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Late' });
    await place(user, 'Late', 'Cão');
    await place(user, 'Canta', 'Cão');
    expect(
      within(screen.getByRole('list', { name: 'Cartões para colocar' })).getByRole('button', { name: 'Late' }),
    ).toBeInTheDocument();
    await place(user, 'Late', 'Gato');
    const { score } = await confirmAndFinish(user, game, messages, 'Não foi dessa vez.');
    expect(score.score).toBe(0);
  });
});

describe('ordering', () => {
  const correct = ['Formiga', 'Gato', 'Cavalo', 'Elefante'];
  const game = buildGame('ordering', [round({ statement: 'Do menor para o maior', correct })]);
  const order = () =>
    screen
      .getAllByRole('button')
      .filter((button) => button.classList.contains('ordering-card'))
      .map((button) => button.textContent?.replace(/^\d+/, ''));

  it('is put in order with the keyboard alone (Tab, Enter on a card, Enter on its place) and scores 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: /Formiga/ });
    expect(order()).not.toEqual(correct);
    for (const [position, item] of correct.entries()) {
      const current = order();
      if (current[position] === item) continue;
      // Tab from the heading to the card, Enter to choose it, Tab on to its place, Enter to put it there.
      screen.getByRole('heading', { name: 'Do menor para o maior' }).focus();
      for (let at = 0; at <= current.indexOf(item); at++) await user.tab();
      await user.keyboard('{Enter}');
      for (let at = current.indexOf(item); at > position; at--) await user.tab({ shift: true });
      await user.keyboard('{Enter}');
    }
    expect(order()).toEqual(correct);
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!');
    expect(finish.answers[0]?.values).toEqual(correct);
    expect(score.score).toBe(10);
  });

  it('picks a card up with Space, carries it with the arrows and drops it with Space (drag and drop by keyboard)', async () => {
    const { user } = await startGame(game);
    await screen.findByRole('button', { name: /Formiga/ });
    layOutVertically('.ordering-card');
    const before = order();
    const first = screen.getAllByRole('button').find((button) => button.classList.contains('ordering-card'));
    first?.focus();
    await user.keyboard('[Space]');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(order()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('cancels a keyboard drag with Escape, which the host then never hears; Escape outside a drag goes to the host', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: /Formiga/ });
    layOutVertically('.ordering-card');
    const before = order();
    const escapes = () => messages().filter((message) => message.type === 'escape').length;
    const first = screen.getAllByRole('button').find((button) => button.classList.contains('ordering-card'));
    first?.focus();
    await user.keyboard('[Space]');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    expect(order()).toEqual(before);
    expect(escapes()).toBe(0);
    await user.keyboard('[Escape]');
    expect(escapes()).toBe(1);
  });

  it('scores the shuffled order as it is when confirmed untouched', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: /Formiga/ });
    const given = order();
    const { finish, score } = await confirmAndFinish(user, game, messages, null);
    expect(finish.answers[0]?.values).toEqual(given);
    expect(score.score).toBeLessThan(10);
  });
});

describe('fill in the blanks', () => {
  const game = buildGame('fill_blanks', [
    round({ statement: 'O ___ é amarelo e a ___ é branca.', correct: ['Sol', 'nuvem'] }),
  ]);

  it('takes typed answers without minding case or accents (case_insensitivity, ignore_diacritics)', async () => {
    const { user, messages } = await startGame(game);
    await user.type(await screen.findByRole('textbox', { name: 'Lacuna 1' }), 'sól');
    await user.type(screen.getByRole('textbox', { name: 'Lacuna 2' }), 'NUVEM');
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!');
    expect(finish.answers[0]?.values).toEqual(['sól', 'NUVEM']);
    expect(score.score).toBe(10);
  });

  it('compares exactly when the author asked so', async () => {
    const strict = buildGame('fill_blanks', game.data.challenges, {
      settings: { ...game.settings, case_insensitivity: false, ignore_diacritics: false },
    });
    const { user, messages } = await startGame(strict);
    await user.type(await screen.findByRole('textbox', { name: 'Lacuna 1' }), 'sol');
    await user.type(screen.getByRole('textbox', { name: 'Lacuna 2' }), 'nuvem');
    const { score } = await confirmAndFinish(user, strict, messages, 'Quase lá!');
    expect(score.score).toBe(5);
  });

  it('fills the blanks from the word bank when the round has wrong words', async () => {
    const banked = buildGame('fill_blanks', [
      round({ statement: 'O ___ é amarelo e a ___ é branca.', correct: ['Sol', 'nuvem'], wrong: ['mar'] }),
    ]);
    const { user, messages } = await startGame(banked);
    const bank = within(await screen.findByRole('list', { name: 'Banco de palavras' }));
    await user.click(bank.getByRole('button', { name: 'mar' }));
    await user.click(bank.getByRole('button', { name: 'nuvem' }));
    expect(screen.getByRole('textbox', { name: 'Lacuna 1' })).toHaveValue('mar');
    expect(screen.getByRole('textbox', { name: 'Lacuna 2' })).toHaveValue('nuvem');
    const { score } = await confirmAndFinish(user, banked, messages, 'Quase lá!');
    expect(score.score).toBe(5);
  });
});

describe('memory', () => {
  const items = ['Vaca', 'Galinha', 'Cavalo'];
  const correct = ['Bezerro', 'Pintinho', 'Potro'];
  const game = buildGame('memory', [round({ statement: 'Animais e filhotes', items, correct })]);
  const partnerOf = (text: string) =>
    items.includes(text) ? correct[items.indexOf(text)] : items[correct.indexOf(text)];
  const cards = () => screen.getAllByRole('button').filter((button) => button.classList.contains('memory-card'));
  const turn = async (user: UserEvent, index: number) => {
    await user.click(cards()[index] as HTMLElement);
    return cards()[index]?.getAttribute('aria-label') ?? '';
  };

  it('finds every pair, remembering the cards seen, and scores 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Carta 1' });
    const seen = new Map<string, number>();
    const done = new Set<number>();
    for (let index = 0; index < cards().length; index++) {
      if (done.has(index)) continue;
      const text = await turn(user, index);
      const partner = seen.get(partnerOf(text) ?? '');
      if (partner !== undefined) {
        await turn(user, partner);
        done.add(index).add(partner);
        continue;
      }
      seen.set(text, index);
      const next = [...cards().keys()].find((at) => at > index && !done.has(at) && ![...seen.values()].includes(at));
      if (next === undefined) continue;
      const other = await turn(user, next);
      if (partnerOf(other) === text) done.add(index).add(next);
      else seen.set(other, next);
    }
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!', null);
    expect(finish.answers[0]?.pairs).toHaveLength(3);
    expect(score.score).toBe(10);
  });

  it('ends when the tries run out and scores the pairs found', async () => {
    // A fixed play: the same deck every run.
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Carta 1' });
    // Two cards that are no pair, turned again and again until no try is left.
    let first = 0;
    while (partnerOf(await turn(user, first)) === (await turn(user, first + 1))) first += 2;
    for (let tried = 1 + first / 2; tried < memoryTries(items.length); tried++) {
      await turn(user, first);
      await turn(user, first + 1);
    }
    expect(screen.getByText(/0 jogadas restantes/)).toBeInTheDocument();
    const { finish, score } = await confirmAndFinish(user, game, messages, null, null);
    expect(finish.answers[0]?.pairs).toHaveLength(first / 2);
    expect(score.score).toBe(Math.round(((first / 2) * 100) / 3) / 10);
  });
});

describe('word search', () => {
  const words = ['Gato', 'Pato', 'Leão'];
  const game = buildGame('word_search', [round({ statement: 'Animais', correct: words })]);
  const grid = buildWordGrid(words, 'conteudo-1:0', false);
  const cell = ([row, column]: readonly [number, number]) =>
    screen.getAllByRole('gridcell')[row * grid.size + column] as HTMLElement;

  it('draws the same grid from the content and the round, hiding every word', async () => {
    expect(buildWordGrid(words, 'conteudo-1:0', false)).toEqual(grid);
    for (const { word, cells } of grid.placements) {
      expect(cells.map(([row, column]) => grid.letters[row]?.[column]).join('')).toBe(
        word
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase(),
      );
    }
  });

  it('finds words by clicking their first and last letters, by dragging, and by the keyboard, then scores 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('grid', { name: 'Caça-palavras' });
    const [byClicks, byDrag, byKeys] = grid.placements as [
      (typeof grid.placements)[0],
      (typeof grid.placements)[0],
      (typeof grid.placements)[0],
    ];
    await user.click(cell(byClicks.cells[0] as [number, number]));
    await user.click(cell(byClicks.cells.at(-1) as [number, number]));
    expect(await screen.findByText(`Você encontrou ${byClicks.word}!`)).toBeInTheDocument();

    const [from, to] = [cell(byDrag.cells[0] as [number, number]), cell(byDrag.cells.at(-1) as [number, number])];
    fireEvent.pointerDown(from, { pointerId: 1 });
    for (const step of byDrag.cells.slice(1)) fireEvent.pointerEnter(cell(step as [number, number]), { pointerId: 1 });
    fireEvent.pointerUp(to, { pointerId: 1 });
    expect(await screen.findByText(`Você encontrou ${byDrag.word}!`)).toBeInTheDocument();

    cell([0, 0]).focus();
    const walk = async ([row, column]: readonly [number, number], [fromRow, fromColumn]: readonly [number, number]) => {
      for (let at = fromRow; at < row; at++) await user.keyboard('{ArrowDown}');
      for (let at = fromColumn; at < column; at++) await user.keyboard('{ArrowRight}');
      for (let at = fromColumn; at > column; at--) await user.keyboard('{ArrowLeft}');
    };
    const start = byKeys.cells[0] as [number, number];
    const end = byKeys.cells.at(-1) as [number, number];
    await walk(start, [0, 0]);
    await user.keyboard('{Enter}');
    await walk(end, start);
    await user.keyboard('{Enter}');

    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!', null);
    expect(finish.answers[0]?.values).toEqual(expect.arrayContaining(words));
    expect(score.score).toBe(10);
  });

  it("scores the words found when the player says 'Terminei'", async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('grid', { name: 'Caça-palavras' });
    const [placement] = grid.placements;
    await user.click(cell(placement?.cells.at(-1) as [number, number]));
    await user.click(cell(placement?.cells[0] as [number, number]));
    expect(await screen.findByText(`Você encontrou ${placement?.word}!`)).toBeInTheDocument();
    const { score } = await confirmAndFinish(user, game, messages, 'Quase lá!', 'Terminei');
    expect(score.score).toBe(3.3);
  });
});

describe('categories', () => {
  const sorting = buildGame('categories', [
    round({ statement: 'Separe', items: ['Maçã', 'Cenoura', 'Banana'], correct: ['Frutas', 'Legumes', 'Frutas'] }),
  ]);
  const game = {
    ...sorting,
    data: {
      ...sorting.data,
      categories: [
        { order: 1, name: 'Legumes' },
        { order: 0, name: 'Frutas' },
      ],
    },
  };
  const place = async (user: UserEvent, item: string, group: string) => {
    await user.click(screen.getByRole('button', { name: item }));
    await user.click(screen.getByRole('button', { name: group }));
  };

  it('scores every item in its group 10', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Maçã' });
    await place(user, 'Maçã', 'Frutas');
    await place(user, 'Cenoura', 'Legumes');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await place(user, 'Banana', 'Frutas');
    const { finish, score } = await confirmAndFinish(user, game, messages, 'Muito bem!');
    expect(finish.answers[0]?.pairs).toEqual(
      expect.arrayContaining([
        ['Maçã', 'Frutas'],
        ['Cenoura', 'Legumes'],
        ['Banana', 'Frutas'],
      ]),
    );
    expect(score.score).toBe(10);
  });

  it('lets a placed item be picked up again, and scores a wrong group as wrong', async () => {
    const { user, messages } = await startGame(game);
    await screen.findByRole('button', { name: 'Maçã' });
    await place(user, 'Maçã', 'Legumes');
    await place(user, 'Maçã', 'Frutas');
    await place(user, 'Cenoura', 'Frutas');
    await place(user, 'Banana', 'Legumes');
    const { score } = await confirmAndFinish(user, game, messages, 'Quase lá!');
    expect(score.score).toBe(3.3);
  });
});

/** jsdom lays nothing out: gives the cards stacked boxes, as a browser would, so dnd-kit can measure them. */
function layOutVertically(selector: string) {
  const cards = [...document.querySelectorAll<HTMLElement>(selector)];
  for (const [index, card] of cards.entries()) {
    const top = index * 70;
    card.getBoundingClientRect = () =>
      ({
        top,
        bottom: top + 60,
        left: 0,
        right: 300,
        width: 300,
        height: 60,
        x: 0,
        y: top,
        toJSON: () => ({}),
      }) as DOMRect;
  }
}
