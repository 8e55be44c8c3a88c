import {
  GAME_MESSAGE_SOURCE,
  type GameScoreResult,
  HOMEWORK_MESSAGES,
  type HomeworkGame,
  type HomeworkProgress,
  type HomeworkShow,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse, type Route } from '../../../test/fetch.ts';
import { buildLogin, buildTheme } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { HomeworkStudentScreen } from './homework-student-screen.tsx';

const ACTIVITY = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const SOMAS = '11111111-1111-4111-8111-111111111111';
const FRACOES = '22222222-2222-4222-8222-222222222222';
const GAME_ORIGIN = 'https://jogos.example.com';
/** Where the student's plays wait on this device (user u-1 of buildLogin). */
const KEPT = `ava.homework_plays.u-1.${ACTIVITY}`;

function game(id: number, oed: string, title: string): HomeworkGame {
  return {
    id,
    oed_content_id: oed,
    title,
    objective: `Praticar ${title.toLowerCase()}`,
    interaction: 'multiple_choice',
    engine: 'ava',
    layout: null,
    classification: { subject: 'Matemática', grade_ids: [], bncc: {} },
    done: false,
    score: null,
  };
}

/** The tasks service and the game server as the student's screen meets them. */
function homeworkServer(...before: Route[]) {
  const state = {
    games: [game(1, SOMAS, 'Somas'), game(2, FRACOES, 'Frações')],
    finished: false,
    /** False: the counting calls fail as a network failure does. */
    reachable: true,
    counted: [] as unknown[],
    batches: [] as unknown[],
    scored: [] as unknown[],
    finishes: [] as unknown[],
  };
  const played = () => state.games.filter((item) => item.done).length;
  const score = () => (state.finished ? 7.5 : null);
  const progress = (): HomeworkProgress => ({
    activity_id: ACTIVITY,
    games_played: played(),
    total_games: state.games.length,
    finished: state.finished,
    score: score(),
    pokz: state.finished ? 30 : 0,
    games: state.games,
  });
  const count = (oed: string) => {
    state.games = state.games.map((item) => (item.oed_content_id === oed ? { ...item, done: true, score: 8 } : item));
    state.finished = played() === state.games.length;
  };
  answerFetch(...before, (url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    switch (url.pathname) {
      case '/api/tasks/activity/show':
        return jsonResponse(200, {
          activity: {
            id: ACTIVITY,
            title: 'Tarefa de matemática',
            details: '',
            end_time: null,
            teacher: 'Paula Mendes',
            state: state.finished ? 'finished' : played() > 0 ? 'in_progress' : 'not_started',
            score: score(),
            pokz: state.finished ? 30 : 0,
          },
          games: state.games,
        } satisfies HomeworkShow);
      case '/api/games/games/play':
        return jsonResponse(200, {
          token: `play-${body.oed_content_id}`,
          expires_at: '2026-03-04T13:00:00.000Z',
          sandbox: false,
          engine: 'ava',
          layout: null,
          layout_id: null,
          url: `${GAME_ORIGIN}/games/?content_id=${body.oed_content_id}`,
        });
      case '/api/game_results/calculate_score':
        state.scored.push(body);
        return jsonResponse(200, {
          oed_content_id: body.results.oed_content_id,
          score: 8,
          pokz: 15,
          right_rounds: 4,
          total_rounds: 5,
          fromTeacher: false,
          level: { color: '#5B2EE5', image_url: null, level: 3, level_up: true },
        } satisfies GameScoreResult);
      case '/api/tasks/activity/create/game/result':
        if (!state.reachable) throw new TypeError('Failed to fetch');
        state.counted.push(body);
        count(body.oed_content_id);
        return jsonResponse(200, progress());
      case '/api/tasks/activity/create/result':
        if (!state.reachable) throw new TypeError('Failed to fetch');
        state.batches.push(body);
        for (const result of body.results) count(result.oed_content_id);
        return jsonResponse(200, progress());
      case '/api/tasks/activity/students/finish':
        state.finishes.push(body);
        state.finished = true;
        return jsonResponse(200, progress());
      default:
        return undefined;
    }
  });
  return state;
}

function renderScreen({ expired = false } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <HomeworkStudentScreen activityId={ACTIVITY} expired={expired} />
      </PlatformContext>
    </QueryClientProvider>,
  );
}

/** The game frame says the game is over, as the runtime does from its own origin. */
async function finishGame(contentId: string) {
  const frame = (await screen.findByTitle(/^Jogo: /)) as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          source: GAME_MESSAGE_SOURCE.frame,
          type: 'finish',
          finish: true,
          content_id: contentId,
          answers: [{ order: 0, values: ['4'], pairs: [], hints_used: 0 }],
          elapsed_seconds: 42,
        },
        origin: GAME_ORIGIN,
        source: frame.contentWindow,
      }),
    );
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });
/** The card's 'Jogar' (its cover opens the game too, under the same name). */
const playButton = async (title: string) => {
  await screen.findByRole('article', { name: title });
  return within(card(title))
    .getAllByRole('button', { name: `Jogar: ${title}` })
    .at(-1) as HTMLElement;
};

beforeEach(() => {
  stubViewport(1280);
  startSession('demo', buildLogin('school_student'));
});

afterEach(() => logout());

describe("the student's tarefa", () => {
  it('plays a challenge under rule K, shows the score, pokz and level, and counts the play for the tarefa', async () => {
    const server = homeworkServer();
    renderScreen();
    expect(await screen.findByText('0 de 2 desafios jogados')).toBeInTheDocument();
    await userEvent.click(await playButton('Somas'));
    await finishGame(SOMAS);

    const result = await screen.findByRole('dialog', { name: 'Resultado do desafio' });
    expect(await within(result).findByText('8,0')).toBeInTheDocument();
    expect(result).toHaveTextContent('+15 Pokz');
    expect(result).toHaveTextContent('Parabéns! Você subiu para o nível 3!');
    // A tarefa's challenge counts once: it is not played again from here.
    expect(within(result).queryByRole('button', { name: 'Jogar de novo' })).not.toBeInTheDocument();
    expect(server.scored).toEqual([
      expect.objectContaining({
        scoring_rule: 'K',
        scoring_id: ACTIVITY,
        results: expect.objectContaining({ token: `play-${SOMAS}`, oed_content_id: SOMAS, elapsed_seconds: 42 }),
      }),
    ]);
    await vi.waitFor(() =>
      expect(server.counted).toEqual([{ activity_id: ACTIVITY, oed_content_id: SOMAS, token: `play-${SOMAS}` }]),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(await within(card('Somas')).findByText('Feito · nota 8,0')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 desafios jogados')).toBeInTheDocument();
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('keeps a play whose counting failed on the device, and sends it when the network returns', async () => {
    const server = homeworkServer();
    server.reachable = false;
    renderScreen();
    await userEvent.click(await playButton('Frações'));
    await finishGame(FRACOES);
    await screen.findByRole('dialog', { name: 'Resultado do desafio' });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEPT) ?? '[]')).toEqual([
        { oed_content_id: FRACOES, token: `play-${FRACOES}` },
      ]),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(within(card('Frações')).getByText('Resultado guardado, aguardando envio')).toBeInTheDocument();
    expect(
      screen.getByText('1 resultado ficou guardado neste aparelho e será enviado quando a conexão voltar.'),
    ).toBeInTheDocument();
    expect(server.counted).toEqual([]);

    server.reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(card('Frações')).findByText('Feito · nota 8,0')).toBeInTheDocument();
    expect(server.batches).toEqual([
      { activity_id: ACTIVITY, results: [{ oed_content_id: FRACOES, token: `play-${FRACOES}` }] },
    ]);
    expect(localStorage.getItem(KEPT)).toBeNull();
    expect(screen.queryByText(/ficou guardado neste aparelho/)).not.toBeInTheDocument();
  });

  it('resends the plays kept from an earlier visit when the screen opens, and ends the tarefa with its score', async () => {
    const server = homeworkServer();
    server.games = server.games.map((item) =>
      item.oed_content_id === SOMAS ? { ...item, done: true, score: 7 } : item,
    );
    localStorage.setItem(KEPT, JSON.stringify([{ oed_content_id: FRACOES, token: 'play-antigo' }]));
    renderScreen();

    expect(await screen.findByText('Tarefa concluída!')).toBeInTheDocument();
    expect(screen.getByText('Nota da tarefa: 7,5')).toBeInTheDocument();
    expect(screen.getByText('30 Pokz', { exact: false })).toBeInTheDocument();
    expect(server.batches).toEqual([
      { activity_id: ACTIVITY, results: [{ oed_content_id: FRACOES, token: 'play-antigo' }] },
    ]);
    expect(localStorage.getItem(KEPT)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Jogar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entregar tarefa' })).not.toBeInTheDocument();
  });

  it('drops a kept play the server refuses for good, and still counts the others kept with it', async () => {
    const notFound = () => jsonResponse(404, { message: HOMEWORK_MESSAGES.resultNotFound });
    const server = homeworkServer((url, init) => {
      if (url.pathname === '/api/tasks/activity/create/result') return notFound();
      const body = url.pathname === '/api/tasks/activity/create/game/result' && JSON.parse(String(init.body));
      return body && body.token === 'play-perdido' ? notFound() : undefined;
    });
    localStorage.setItem(
      KEPT,
      JSON.stringify([
        { oed_content_id: FRACOES, token: 'play-perdido' },
        { oed_content_id: SOMAS, token: 'play-somas' },
      ]),
    );
    renderScreen();
    expect(
      await within(await screen.findByRole('article', { name: 'Somas' })).findByText('Feito · nota 8,0'),
    ).toBeVisible();
    await vi.waitFor(() => expect(localStorage.getItem(KEPT)).toBeNull());
    expect(await playButton('Frações')).toBeVisible();
    expect(server.counted).toEqual([{ activity_id: ACTIVITY, oed_content_id: SOMAS, token: 'play-somas' }]);
  });

  it("hands the tarefa in after a confirmation, with some challenges played, as 'Entregar tarefa'", async () => {
    const server = homeworkServer();
    server.games = server.games.map((item) =>
      item.oed_content_id === SOMAS ? { ...item, done: true, score: 7 } : item,
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Entregar tarefa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Entregar a tarefa?' });
    expect(confirm).toHaveTextContent('Você jogou 1 de 2 desafios. Os desafios não jogados ficam com nota 0');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Tarefa concluída!')).toBeInTheDocument();
    expect(server.finishes).toEqual([{ activity_id: ACTIVITY }]);
  });

  it('shows the challenges of a tarefa past its deadline without playing them', async () => {
    homeworkServer();
    renderScreen({ expired: true });
    expect(
      await screen.findByText('O prazo da tarefa terminou: os desafios não podem mais ser jogados.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Jogar/ })).not.toBeInTheDocument();
    expect(within(card('Somas')).getByText('Não jogado')).toBeInTheDocument();
  });

  it('opens a challenge from the keyboard alone on a phone: Tab reaches it and Enter plays it', async () => {
    stubViewport(390);
    homeworkServer();
    renderScreen();
    await screen.findByText('0 de 2 desafios jogados');
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Jogar: Somas');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Somas' })).toBeInTheDocument();
  });
});
