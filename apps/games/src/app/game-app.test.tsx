import { GAME_MESSAGE_SOURCE } from '@ava/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestEarly } from '../lib/request-game.ts';
import {
  buildGame,
  finished,
  gameSearch,
  ORIGIN,
  renderGame,
  round,
  scoreOf,
  startGame,
} from '../test/game.fixture.tsx';
import GameApp from './game-app.tsx';

const twoRounds = buildGame('multiple_choice', [
  round({
    order: 0,
    statement: 'Quanto é 1 + 1?',
    correct: ['2'],
    wrong: ['3'],
    hints: ['Conte nos dedos.', 'É par.'],
  }),
  round({ order: 1, statement: 'Quanto é 2 + 2?', correct: ['4'], wrong: ['5'] }),
]);

/** jsdom has no speech: a synthesis that records what it was asked to say. */
function recordSpeech() {
  const said: string[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice = null;
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    cancel: () => {},
    getVoices: () => [],
    speak: (utterance: { text: string; lang: string }) => said.push(`${utterance.lang}: ${utterance.text}`),
  });
  return said;
}

function hostSays(data: unknown, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

describe('opening a game', () => {
  it('shows a friendly error when the game URL is incomplete, without calling the server', async () => {
    const { fetch } = renderGame(twoRounds, { search: gameSearch({ token: '' }) });
    expect(await screen.findByRole('heading', { name: 'Não foi possível abrir o jogo' })).toBeInTheDocument();
    expect(screen.getByText('O endereço do jogo está incompleto. Feche o jogo e abra de novo.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an engine that is not this runtime, and a server_url of another scheme', async () => {
    const addresses: Record<string, string>[] = [
      { engine: 'diversos' },
      { server_url: 'javascript:alert(1)' },
      { server_url: '//outro.site/api' },
    ];
    for (const params of addresses) {
      const { fetch } = renderGame(twoRounds, { search: gameSearch(params) });
      expect(
        await screen.findByText('O endereço do jogo está incompleto. Feche o jogo e abra de novo.'),
      ).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });

  it('reads data_only with the play token and says ready to the host at its origin', async () => {
    const { fetch, posted } = renderGame(twoRounds);
    expect(await screen.findByRole('heading', { name: 'Desafio da turma' })).toHaveFocus();
    expect(screen.getByText('Aprender brincando.')).toBeInTheDocument();
    expect(screen.getByText('Vamos jogar!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/games/educational_contents/games/data_only/conteudo-1');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-de-jogo' });
    expect(posted).toHaveBeenCalledWith({ source: GAME_MESSAGE_SOURCE.frame, type: 'ready' }, ORIGIN);
  });

  it('plays the content main.tsx asked for from the raw URL, without asking again', async () => {
    const fetch = vi.fn(async () => Response.json(twoRounds));
    vi.stubGlobal('fetch', fetch);
    const early = requestEarly(gameSearch());
    expect(early?.url).toBe('/api/games/educational_contents/games/data_only/conteudo-1');
    render(<GameApp search={gameSearch()} origin={ORIGIN} early={early} />);
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requestEarly(gameSearch({ server_url: '//outro.site/api' }))).toBeNull();
  });

  it('posts to the origin of an absolute server_url', async () => {
    const { fetch, posted } = renderGame(twoRounds, {
      search: gameSearch({ server_url: 'https://jogos.escola.br/api/games/' }),
    });
    await screen.findByRole('button', { name: 'Começar' });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://jogos.escola.br/api/games/educational_contents/games/data_only/conteudo-1',
    );
    expect(posted).toHaveBeenCalledWith({ source: 'ava-game', type: 'ready' }, 'https://jogos.escola.br');
  });

  it("shows the server's message when the content cannot be read, and tries again", async () => {
    const { fetch, user } = renderGame(Response.json({ message: 'Token inválido.' }, { status: 498 }));
    expect(await screen.findByText('Token inválido.')).toBeInTheDocument();
    fetch.mockResolvedValueOnce(Response.json(twoRounds));
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeInTheDocument();
  });
});

describe('playing', () => {
  it('plays every round, reports progress and finishes with the answers the server scores', async () => {
    const { user, messages } = await startGame(twoRounds);
    expect(screen.getByText('Desafio 1 de 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Quanto é 2 + 2?' })).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByText('Você acertou 1 de 2 desafios.')).toBeInTheDocument();
    const finish = await finished(messages);
    expect(messages().filter((message) => message.type === 'progress')).toEqual([
      { source: 'ava-game', type: 'progress', round: 1, total: 2 },
      { source: 'ava-game', type: 'progress', round: 2, total: 2 },
    ]);
    expect(finish.answers.map((answer) => answer.values)).toEqual([['2'], ['5']]);
    expect(scoreOf(twoRounds, finish.answers)).toMatchObject({ score: 5, right_rounds: 1, total_rounds: 2 });
  });

  it('shows hints one by one and counts them in the answer', async () => {
    const { user, messages } = await startGame(twoRounds);
    await user.click(await screen.findByRole('button', { name: 'Dica (2)' }));
    expect(screen.getByText('Conte nos dedos.')).toBeInTheDocument();
    expect(screen.queryByText('É par.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dica (1)' }));
    expect(screen.getByText('É par.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dica (0)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    expect(screen.queryByRole('button', { name: /Dica/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));
    const finish = await finished(messages);
    expect(finish.answers.map((answer) => answer.hints_used)).toEqual([2, 0]);
    expect(scoreOf(twoRounds, finish.answers).score).toBe(7.5);
  });

  it('offers no hint when the variation allows none', async () => {
    await startGame({ ...twoRounds, variation: { ...twoRounds.variation, hints: false } });
    await screen.findByRole('button', { name: '2' });
    expect(screen.queryByRole('button', { name: /Dica/ })).not.toBeInTheDocument();
  });

  it('ends when the lives run out', async () => {
    const threeRounds = buildGame(
      'true_false',
      [0, 1, 2].map((order) => round({ order, items: [`Frase ${order}`], correct: [] })),
      {
        variation: { id: 'uma-vida', name: 'Uma vida', time_limit: null, lives: 1, hints: false },
      },
    );
    const { user, messages } = await startGame(threeRounds);
    expect(screen.getByRole('img', { name: '1 vida' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Verdadeiro' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Você perdeu uma vida.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByText('Acabaram as vidas.')).toBeInTheDocument();
    expect(screen.getByText('Você acertou 0 de 3 desafios.')).toBeInTheDocument();
    expect((await finished(messages)).answers).toHaveLength(1);
  });

  it('goes straight on without feedback when the author hid it', async () => {
    const hidden = { ...twoRounds, settings: { ...twoRounds.settings, hide_feedback: true } };
    const { user } = await startGame(hidden);
    await user.click(await screen.findByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Quanto é 2 + 2?' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi dessa vez.')).not.toBeInTheDocument();
  });

  it('ends when the time runs out, with the answers given so far', async () => {
    const timed = { ...twoRounds, variation: { ...twoRounds.variation, time_limit: 2 } };
    const { user, messages } = await startGame(timed);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02 restantes');
    await user.click(await screen.findByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O tempo acabou!', {}, { timeout: 4_000 })).toBeInTheDocument();
    const finish = await finished(messages);
    expect(finish.answers.map((answer) => answer.values)).toEqual([['2']]);
    expect(finish.elapsed_seconds).toBeGreaterThanOrEqual(2);
  });
});

describe('the host page', () => {
  it('is heard only from its own origin: a message from another site is ignored', async () => {
    const said = recordSpeech();
    renderGame(twoRounds);
    await screen.findByRole('button', { name: 'Começar' });
    hostSays({ source: 'ava-host', type: 'accessibility', voice: true, sign: false }, 'https://intruso.example');
    hostSays({ source: 'ava-host', type: 'accessibility', voice: 'sim', sign: false });
    expect(said).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
    hostSays({ source: 'ava-host', type: 'accessibility', voice: true, sign: false });
    await waitFor(() => expect(said).toEqual(['pt-BR: Desafio da turma. Aprender brincando.. Vamos jogar!']));
    expect(screen.getByRole('button', { name: 'Ouvir' })).toBeInTheDocument();
  });

  it("reads the statement aloud in pt-BR with 'Ouvir' when the content has pcd_voice", async () => {
    const said = recordSpeech();
    const { user } = await startGame({ ...twoRounds, pcd_voice: true });
    await user.click(await screen.findByRole('button', { name: 'Ouvir' }));
    expect(said).toEqual(['pt-BR: Quanto é 1 + 1?. Escolha a resposta certa.']);
  });

  it('offers the Libras widget of the platform when the content has pcd_sign', async () => {
    const { user, fetch } = renderGame(
      { ...twoRounds, pcd_sign: true },
      { baseUrls: { sign_language_widget: 'https://libras.example/widget.js' } },
    );
    const libras = await screen.findByRole('button', { name: 'Libras' });
    expect(fetch).toHaveBeenCalledWith('/api/platforms/show?platform=demo');
    await user.click(libras);
    expect(document.querySelector('script[data-widget="sign-language"]')).toHaveAttribute(
      'src',
      'https://libras.example/widget.js',
    );
  });

  it('shows no Libras button when the platform has no widget', async () => {
    renderGame({ ...twoRounds, pcd_sign: true });
    await screen.findByRole('button', { name: 'Começar' });
    expect(screen.queryByRole('button', { name: 'Libras' })).not.toBeInTheDocument();
  });
});
