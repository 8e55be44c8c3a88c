import type {
  HomeworkGame,
  HomeworkGameDetail,
  HomeworkGameQuestions,
  HomeworkStudentGames,
  HomeworkSummary,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../../test/fetch.ts';
import { stubViewport } from '../../../../test/viewport.ts';
import { HomeworkResultsScreen } from './homework-results-screen.tsx';
import { StudentGamesScreen } from './student-games-screen.tsx';

const ACTIVITY = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const SOMAS = '11111111-1111-4111-8111-111111111111';
const FRACOES = '22222222-2222-4222-8222-222222222222';
const ANA = 'a0000000-0000-4000-8000-000000000001';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';

const ref = (id: string, name: string) => ({ id, name, username: name.toLowerCase(), avatar_url: null });

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

const play = (done: boolean, score: number | null) => ({
  done,
  score,
  pokz: done ? 15 : 0,
  right_rounds: done ? 4 : 0,
  total_rounds: 5,
  elapsed_seconds: done ? 95 : 0,
  played_at: done ? '2026-03-03T14:30:00.000Z' : null,
});

const summary: HomeworkSummary = {
  activity: {
    id: ACTIVITY,
    title: 'Tarefa de matemática',
    end_time: null,
    total_games: 2,
    total_students: 2,
    finished_students: 1,
    average: 7.5,
  },
  students: [
    {
      ...ref(ANA, 'Ana Souza'),
      state: 'finished',
      games_played: 2,
      score: 7.5,
      pokz: 30,
      finished_at: '2026-03-03T15:00:00.000Z',
    },
    { ...ref(BRUNO, 'Bruno Lima'), state: 'in_progress', games_played: 1, score: null, pokz: 15, finished_at: null },
  ],
};

function serve() {
  const asked: string[] = [];
  answerFetch((url) => {
    asked.push(`${url.pathname}${url.search}`);
    const gameId = url.searchParams.get('game');
    const chosen = gameId === FRACOES ? game(2, FRACOES, 'Frações') : game(1, SOMAS, 'Somas');
    switch (url.pathname) {
      case '/api/homeworks/summary':
        return jsonResponse(200, summary);
      case '/api/homeworks/games_list':
        return jsonResponse(200, { games: [game(1, SOMAS, 'Somas'), game(2, FRACOES, 'Frações')] });
      case '/api/homeworks/game_detail':
        return jsonResponse(200, {
          game: chosen,
          average: gameId === FRACOES ? 6 : 8,
          students: [
            { ...ref(ANA, 'Ana Souza'), ...play(true, gameId === FRACOES ? 6 : 8) },
            { ...ref(BRUNO, 'Bruno Lima'), ...play(gameId !== FRACOES, gameId === FRACOES ? null : 8) },
          ],
        } satisfies HomeworkGameDetail);
      case '/api/homeworks/game_questions':
        return jsonResponse(200, {
          oed_content_id: chosen.oed_content_id,
          played: 2,
          rounds: [
            { order: 1, statement: `Quanto é 1/2 + 1/4? (${chosen.title})`, answered: 2, right: 1, average: 0.5 },
            { order: 2, statement: 'Quanto é 3 + 4?', answered: 1, right: 1, average: 1 },
          ],
        } satisfies HomeworkGameQuestions);
      case '/api/homeworks/student_games':
        return jsonResponse(200, {
          student: ref(BRUNO, 'Bruno Lima'),
          state: 'in_progress',
          games: [
            { ...game(1, SOMAS, 'Somas'), ...play(true, 8) },
            { ...game(2, FRACOES, 'Frações'), ...play(false, null) },
          ],
        } satisfies HomeworkStudentGames);
      default:
        return undefined;
    }
  });
  return asked;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/tarefa/:activityId', element: <HomeworkResultsScreen activityId={ACTIVITY} /> },
      {
        path: '/tarefa/:activityId/aluno/:studentId',
        element: <StudentGamesScreen activityId={ACTIVITY} studentId={BRUNO} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => stubViewport(1280));

describe("the teacher's results of a tarefa", () => {
  it('sums the tarefa up and lists each student with state, challenges played, score, pokz and delivery', async () => {
    serve();
    renderAt(`/tarefa/${ACTIVITY}`);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    const [, ana, bruno] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(ana).toHaveTextContent('Ana Souza');
    expect(ana).toHaveTextContent('Entregue');
    expect(ana).toHaveTextContent('2/2');
    expect(ana).toHaveTextContent('7,5');
    expect(ana).toHaveTextContent('03/03/2026');
    expect(bruno).toHaveTextContent('Em andamento');
    expect(bruno).toHaveTextContent('1/2');
    const totals = screen.getByLabelText('Resumo da tarefa');
    expect(totals).toHaveTextContent('Entregaram1');
    expect(totals).toHaveTextContent('Média7,5');
    expect(within(bruno).getByRole('link', { name: 'Ver os desafios de Bruno Lima' })).toHaveAttribute(
      'href',
      `/tarefa/${ACTIVITY}/aluno/${BRUNO}`,
    );
  });

  it('shows each challenge with its students and its rounds, right of those who answered', async () => {
    const asked = serve();
    renderAt(`/tarefa/${ACTIVITY}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Desafios' }));
    expect(await screen.findByText('Média no desafio: 8,0')).toBeInTheDocument();
    const students = screen.getByRole('table', { name: 'Alunos em Somas' });
    expect(within(students).getAllByRole('row')[1]).toHaveTextContent('4/5');
    const rounds = await screen.findByRole('table', { name: 'Rodadas de Somas' });
    expect(within(rounds).getAllByRole('row')[1]).toHaveTextContent('1 de 2 que responderam');
    expect(within(rounds).getAllByRole('row')[1]).toHaveTextContent('50%');

    await userEvent.selectOptions(screen.getByLabelText('Desafio'), '2. Frações');
    expect(await screen.findByText('Média no desafio: 6,0')).toBeInTheDocument();
    const fracoes = screen.getByRole('table', { name: 'Alunos em Frações' });
    expect(within(fracoes).getAllByRole('row')[2]).toHaveTextContent('Não jogado');
    expect(asked).toContain(`/api/homeworks/game_questions?activity=${ACTIVITY}&game=${FRACOES}`);
    expect(screen.getByRole('button', { name: 'Testar: Frações' })).toBeInTheDocument();
  });

  it("opens a student's challenges from the summary, as cards on a phone", async () => {
    stubViewport(390);
    serve();
    const router = renderAt(`/tarefa/${ACTIVITY}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Ver os desafios de Bruno Lima' }));
    expect(router.state.location.pathname).toBe(`/tarefa/${ACTIVITY}/aluno/${BRUNO}`);
    expect(await screen.findByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Desafios de Bruno Lima' });
    const [somas, fracoes] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(somas).toHaveTextContent('1. Somas');
    expect(somas).toHaveTextContent('8,0');
    expect(somas).toHaveTextContent('1:35');
    expect(fracoes).toHaveTextContent('Não jogado');
    expect(screen.getByRole('link', { name: 'Aluno anterior: Ana Souza' })).toBeInTheDocument();
  });
});
