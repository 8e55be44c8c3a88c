import { GAME_MESSAGE_SOURCE } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishAssistiveModes } from '../../lib/assistive-modes.ts';
import { stubViewport } from '../../test/viewport.ts';
import { GameContainer } from './game-container.tsx';

const GAME_ORIGIN = 'https://jogos.example.com';
const URL_OF_GAME = `${GAME_ORIGIN}/games/?content_id=c-1&token=t-1`;

const finish = {
  source: GAME_MESSAGE_SOURCE.frame,
  type: 'finish',
  finish: true,
  content_id: 'c-1',
  answers: [{ order: 0, values: ['4'], pairs: [], hints_used: 0 }],
  elapsed_seconds: 42,
};

function renderGame(props: { contentId?: string | null } = {}) {
  const onFinish = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GameContainer url={URL_OF_GAME} title="Somas" engine="ava" contentId="c-1" onFinish={onFinish} {...props} />
    </QueryClientProvider>,
  );
  const frame = screen.getByTitle('Jogo: Somas') as HTMLIFrameElement;
  return { onFinish, frame, frameWindow: frame.contentWindow as Window };
}

/** A message as the browser delivers it: its data, the sender's origin and its window. */
function deliver(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(() => stubViewport(1280));

describe('GameContainer', () => {
  it('calls onFinish once when its own frame says the game is over', () => {
    const { onFinish, frameWindow } = renderGame();
    deliver(finish, GAME_ORIGIN, frameWindow);
    deliver(finish, GAME_ORIGIN, frameWindow);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ type: 'finish', content_id: 'c-1' }));
  });

  it('ignores a finish from another origin, from another window, or not in the shape of the contracts', () => {
    const { onFinish, frameWindow } = renderGame();
    deliver(finish, 'https://intruso.example.com', frameWindow);
    deliver(finish, GAME_ORIGIN, window);
    deliver({ ...finish, answers: 'tudo certo' }, GAME_ORIGIN, frameWindow);
    deliver({ ...finish, source: 'outro' }, GAME_ORIGIN, frameWindow);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("tells the frame, at its own origin, whether 'Voz' and 'Libras' are on once it is ready and when they change", () => {
    const { frameWindow } = renderGame();
    const post = vi.spyOn(frameWindow, 'postMessage');
    deliver({ source: GAME_MESSAGE_SOURCE.frame, type: 'ready' }, GAME_ORIGIN, frameWindow);
    expect(post).toHaveBeenLastCalledWith(
      { source: GAME_MESSAGE_SOURCE.host, type: 'accessibility', voice: false, sign: false },
      GAME_ORIGIN,
    );
    act(() => publishAssistiveModes({ voice: true, sign: false }));
    expect(post).toHaveBeenLastCalledWith(
      { source: GAME_MESSAGE_SOURCE.host, type: 'accessibility', voice: true, sign: false },
      GAME_ORIGIN,
    );
    act(() => publishAssistiveModes({ voice: false, sign: false }));
  });

  it("offers 'Reportar Erro' only for a content, and 'Tela cheia' that turns into 'Sair da tela cheia'", async () => {
    renderGame({ contentId: null });
    expect(screen.queryByRole('button', { name: 'Reportar erro no jogo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tela cheia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair da tela cheia' }));
    expect(screen.getByRole('button', { name: 'Tela cheia' })).toBeInTheDocument();
  });
});
