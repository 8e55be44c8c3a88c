import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTheme } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import { GameShareModal } from './game-share-modal.tsx';

const PLAY = {
  token: 'play-1',
  expires_at: '2026-01-01T01:00:00.000Z',
  sandbox: true,
  engine: 'ava',
  layout: 'floresta',
  layout_id: 'floresta',
  url: '/games/?content_id=c-1&token=play-1&sandbox=true',
};

function serve(shortLinkStatus = 200) {
  const targets: unknown[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/shortlinks/manage/create') {
      targets.push(JSON.parse(String(init.body)).target);
      return shortLinkStatus === 200
        ? jsonResponse(200, { link: 'http://localhost/s/AbCdEf', key: 'AbCdEf', expires_at: null })
        : jsonResponse(shortLinkStatus, { message: 'Houve um erro interno.' });
    }
    if (url.pathname === '/api/games/games/play') return jsonResponse(200, PLAY);
    return undefined;
  });
  return targets;
}

function renderShare() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <GameShareModal game={{ oed_content_id: 'c-1', title: 'Somas' }} onClose={() => {}} />
      </PlatformContext>
    </QueryClientProvider>,
  );
}

beforeEach(() => stubViewport(1280));

describe('GameShareModal', () => {
  it("shows a read-only short link to the students' challenge, copies it and says 'Copiado!'", async () => {
    const user = userEvent.setup();
    const targets = serve();
    renderShare();
    const field = screen.getByRole('textbox', { name: 'Link do desafio' });
    expect(await screen.findByDisplayValue('http://localhost/s/AbCdEf')).toBe(field);
    expect(field).toHaveAttribute('readonly');
    expect(targets).toEqual([`${window.location.origin}/demo/painel/desafios-do-ava?desafio=c-1`]);

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/s/AbCdEf');
    expect(screen.getByRole('status')).toHaveTextContent('Copiado!');
    expect(await screen.findByTitle('Jogo: Somas')).toHaveAttribute('src', PLAY.url);
  });

  it("says 'Houve um erro ao gerar a URL do jogo.' when no link could be made", async () => {
    serve(500);
    renderShare();
    expect(await screen.findByRole('alert')).toHaveTextContent('Houve um erro ao gerar a URL do jogo.');
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeDisabled();
  });
});
