import {
  type GameDataOnlyResponse,
  type GameFrameMessage,
  type GameRound,
  type Interaction,
  type RoundAnswer,
  scoreGame,
} from '@ava/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import GameApp from '../app/game-app.tsx';

export const ORIGIN = 'http://ava.teste';

export const round = (fields: Partial<GameRound> = {}): GameRound => ({
  order: 0,
  statement: '',
  items: [],
  correct: [],
  wrong: [],
  hints: [],
  resolucao_content: '',
  ...fields,
});

export function buildGame(
  interaction: Interaction,
  challenges: GameRound[],
  fields: Partial<GameDataOnlyResponse> = {},
): GameDataOnlyResponse {
  return {
    oed_content_id: 'conteudo-1',
    title: 'Desafio da turma',
    objective: 'Aprender brincando.',
    engine: 'ava',
    interaction,
    layout: 'floresta',
    variation: { id: 'livre', name: 'Livre', time_limit: null, lives: null, hints: true },
    settings: {
      difficulty: 'facil',
      time: 5,
      randomize: false,
      hide_feedback: false,
      case_insensitivity: true,
      ignore_diacritics: true,
      show_preview: true,
    },
    data: { context_content: 'Vamos jogar!', background_img: null, categories: [], challenges },
    pcd_voice: false,
    pcd_sign: false,
    external_url: null,
    sandbox: false,
    ...fields,
  };
}

export function gameSearch(params: Record<string, string> = {}): string {
  return `?${new URLSearchParams({
    engine: 'ava',
    layout: 'floresta',
    server_url: '/api/games',
    is_mobile: 'false',
    platform: 'demo',
    environment: 'test',
    sandbox: 'false',
    content_id: 'conteudo-1',
    layout_id: 'floresta',
    token: 'token-de-jogo',
    ...params,
  })}`;
}

/** Answers data_only with the game (or the given answer) and records what the frame posts to its parent. */
export function renderGame(
  game: GameDataOnlyResponse | Response,
  { search = gameSearch(), baseUrls = {} }: { search?: string; baseUrls?: Record<string, string> } = {},
) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    if (String(url).includes('/platforms/show')) return Response.json({ base_urls: baseUrls });
    return game instanceof Response ? game : Response.json(game);
  });
  vi.stubGlobal('fetch', fetch);
  const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<GameApp search={search} origin={ORIGIN} />);
  const messages = () => posted.mock.calls.map(([message]) => message as GameFrameMessage);
  return { user, fetch, posted, messages };
}

/** Opens the game and presses 'Começar'. */
export async function startGame(game: GameDataOnlyResponse, options?: Parameters<typeof renderGame>[1]) {
  const played = renderGame(game, options);
  await played.user.click(await screen.findByRole('button', { name: 'Começar' }));
  return played;
}

/** The finish message, once the game posted it. */
export async function finished(messages: () => GameFrameMessage[]) {
  let finish: Extract<GameFrameMessage, { type: 'finish' }> | undefined;
  await waitFor(() => {
    finish = messages().find((message) => message.type === 'finish') as typeof finish;
    expect(finish).toBeDefined();
  });
  return finish as Extract<GameFrameMessage, { type: 'finish' }>;
}

/** The score the server will give these answers (the same function it runs). */
export function scoreOf(game: GameDataOnlyResponse, answers: readonly RoundAnswer[]) {
  return scoreGame(
    { interaction: game.interaction, data: game.data, rules: game.settings, lives: game.variation.lives },
    answers,
  );
}
