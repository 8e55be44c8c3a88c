import { type ActivityDetail, HOMEWORK_MAX_GAMES, HOMEWORK_MESSAGES, type HomeworkGame } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildClassStudent } from '../../../test/fixtures.ts';
import { CreationScreen } from './creation-screen.tsx';
import type { GamesPickerProps } from './homework-content-step.tsx';

const TAREFA = '11111111-1111-4111-8111-111111111111';
const CLASSROOM = { id: 'c0000000-0000-4000-8000-000000000001', name: '3º ano - Turma A' };
const LIBRARY = [
  { oed_content_id: 'd0000000-0000-4000-8000-000000000001', title: 'Somas', objective: 'Somar até 100' },
  { oed_content_id: 'd0000000-0000-4000-8000-000000000002', title: 'Frações', objective: 'Comparar frações' },
];
const [SOMAS, FRACOES] = LIBRARY.map((game) => game.oed_content_id) as [string, string];

/** The library as the app gives it (the challenges' search): an 'Adicionar' per challenge. */
function Library({ chosen, full, onAdd }: GamesPickerProps) {
  return (
    <ul aria-label="Biblioteca">
      {full && <li>Tarefa cheia</li>}
      {LIBRARY.map((game) => (
        <li key={game.oed_content_id}>
          <button type="button" disabled={full || chosen.includes(game.oed_content_id)} onClick={() => onAdd(game)}>
            Adicionar {game.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

const homeworkGame = (id: number, oed: string, title: string): HomeworkGame => ({
  id,
  oed_content_id: oed,
  title,
  objective: '',
  interaction: 'multiple_choice',
  engine: 'ava',
  layout: null,
  classification: { subject: null, grade_ids: [], bncc: {} },
  done: false,
  score: null,
});

const tarefa = (overrides: Partial<ActivityDetail>): ActivityDetail =>
  buildActivityDetail({
    id: TAREFA,
    title: 'Frações em jogo',
    kind: 'homework',
    activity_type: 'K',
    classroom: CLASSROOM,
    published: false,
    creation_step: 1,
    ...overrides,
  });

/** The server of the flow: the tarefa, its challenges, and what each save receives. */
function serve(activity: ActivityDetail, games: HomeworkGame[], gamesAnswer = jsonResponse(200, { games })) {
  const calls: { path: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method === 'POST' || init.method === 'PATCH') calls.push({ path: url.pathname, body });
    switch (url.pathname) {
      case '/api/activity':
        return jsonResponse(200, activity);
      case '/api/homeworks/games_list':
        return jsonResponse(200, { games });
      case '/api/homeworks/update_games':
        return gamesAnswer;
      case '/api/tasks/activity/create/second_step':
        return jsonResponse(200, { ...activity, creation_step: 2 });
      case '/api/activity/update':
        return jsonResponse(200, activity);
      case '/api/identity/teacher/class_stu_list':
        return jsonResponse(200, { classroom: CLASSROOM, students: [buildClassStudent(1, 'Ana Souza')] });
      default:
        return undefined;
    }
  });
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(activityKeys.classrooms(), [{ ...CLASSROOM, total_students: 1 }]);
  const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen gamesPicker={Library} /> }], {
    initialEntries: [`/nova?atividade=${TAREFA}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const chosenTitles = () =>
  within(screen.getByRole('region', { name: /^Desafios da tarefa/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a tarefa's second step", () => {
  it('asks for a challenge, then saves the details and the challenges chosen, in their order', async () => {
    const calls = serve(tarefa({}), []);
    open();
    expect(await screen.findByText('2. Desafios', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Desafios da tarefa (0 de 10)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOMEWORK_MESSAGES.noGames);
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Somas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Frações' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chosenTitles()).toEqual([expect.stringMatching(/^1Somas/), expect.stringMatching(/^2Frações/)]);
    expect(screen.getByRole('button', { name: 'Adicionar Somas' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remover da tarefa: Somas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Somas' }));
    expect(chosenTitles()).toEqual([expect.stringMatching(/^1Frações/), expect.stringMatching(/^2Somas/)]);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/tasks/activity/create/second_step',
        body: { activity: TAREFA, details: '', config: { forum: false } },
      },
      { path: '/api/homeworks/update_games', body: { activity: TAREFA, add_games: [FRACOES, SOMAS], rm_games: [] } },
    ]);
  });

  it(`adds no more than ${HOMEWORK_MAX_GAMES} challenges`, async () => {
    const full = Array.from({ length: HOMEWORK_MAX_GAMES }, (_, index) =>
      homeworkGame(index + 1, `e0000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`, `Jogo ${index}`),
    );
    serve(tarefa({}), full);
    open();
    expect(await screen.findByText('Tarefa cheia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Desafios da tarefa (10 de 10)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Somas' })).toBeDisabled();
  });

  it("shows the server's refusal to change the challenges of a published tarefa its students began, and keeps its challenges", async () => {
    const published = tarefa({ published: true, creation_step: 4 });
    const calls = serve(
      published,
      [homeworkGame(1, SOMAS, 'Somas')],
      jsonResponse(409, { message: HOMEWORK_MESSAGES.gamesLocked }),
    );
    open();
    await screen.findByRole('heading', { name: 'Editar atividade' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('2. Desafios', { selector: '[aria-current="step"]' });

    await userEvent.click(await screen.findByRole('button', { name: 'Remover da tarefa: Somas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Frações' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(HOMEWORK_MESSAGES.gamesLocked);
    expect(chosenTitles()).toEqual([expect.stringMatching(/^1Somas/)]);
    expect(screen.getByText('2. Desafios', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/activity/update',
      '/api/activity/update',
      '/api/homeworks/update_games',
    ]);
    expect(calls[2]?.body).toEqual({ activity: TAREFA, add_games: [FRACOES], rm_games: [SOMAS] });

    // Unchanged, the challenges are not sent again: the step moves on.
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/homeworks/update_games')).toHaveLength(1);
  });
});
