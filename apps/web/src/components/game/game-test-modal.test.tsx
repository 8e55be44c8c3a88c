import { GAME_MESSAGE_SOURCE } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import { GameTestModal } from './game-test-modal.tsx';

beforeEach(() => {
  stubViewport(1280);
  answerFetch((url) =>
    url.pathname === '/api/games/games/play'
      ? jsonResponse(200, {
          token: 'play-1',
          expires_at: '2026-01-01T01:00:00.000Z',
          sandbox: true,
          engine: 'ava',
          layout: 'floresta',
          layout_id: 'floresta',
          url: '/games/?content_id=c-1&token=play-1&sandbox=true',
        })
      : undefined,
  );
});

describe('GameTestModal', () => {
  it("plays the challenge with the rating below, which steps aside in fullscreen, and says '* Desafio já utilizado'", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GameTestModal
          game={{ oed_content_id: 'c-1', title: 'Somas', game_used: true, user_rating: null }}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByTitle('Jogo: Somas')).toBeInTheDocument();
    expect(screen.getByText('* Desafio já utilizado')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'O que achou deste conteúdo?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tela cheia' }));
    expect(screen.queryByRole('group', { name: 'O que achou deste conteúdo?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sair da tela cheia' }));
    expect(screen.getByRole('group', { name: 'O que achou deste conteúdo?' })).toBeInTheDocument();
  });

  it('closes when Escape is pressed inside the game frame, told by that frame only', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GameTestModal
          game={{ oed_content_id: 'c-1', title: 'Somas', game_used: false, user_rating: null }}
          onClose={onClose}
        />
      </QueryClientProvider>,
    );
    const frame = (await screen.findByTitle('Jogo: Somas')) as HTMLIFrameElement;
    const escapeMessage = { source: GAME_MESSAGE_SOURCE.frame, type: 'escape' };
    const deliver = (origin: string, source: Window | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: escapeMessage, origin, source }));
      });
    deliver('https://intruso.example.com', frame.contentWindow);
    deliver(window.location.origin, window);
    expect(onClose).not.toHaveBeenCalled();
    deliver(window.location.origin, frame.contentWindow);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
