import { type ActivityDetail, TRAIL_RESULTS_MESSAGES, type TrailChoice } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildClassStudent } from '../../../test/fixtures.ts';
import { CreationScreen } from './creation-screen.tsx';

const TRILHA = '11111111-1111-4111-8111-111111111111';
const CLASSROOM = { id: 'c0000000-0000-4000-8000-000000000001', name: '3º ano - Turma A' };
const FRACOES: TrailChoice = {
  trail_id: 'a0000000-0000-4000-8000-000000000001',
  external_id: 'T-1',
  title: 'Frações no dia a dia',
  total_steps: 3,
};
const LEITURA: TrailChoice = {
  trail_id: 'a0000000-0000-4000-8000-000000000002',
  external_id: 'T-2',
  title: 'Leitura em voz alta',
  total_steps: 1,
};

const trilha = (overrides: Partial<ActivityDetail> = {}): ActivityDetail =>
  buildActivityDetail({
    id: TRILHA,
    title: 'Trilha de frações',
    kind: 'trail',
    activity_type: 'LT',
    classroom: CLASSROOM,
    published: false,
    creation_step: 1,
    ...overrides,
  });

/** The server of the flow: the trilha, the published trails (searched by title), and what each save receives. */
function serve(linked: TrailChoice | null, updateAnswer?: Response, activity = trilha()) {
  const calls: { path: string; body: unknown }[] = [];
  const searches: string[] = [];
  answerFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method === 'POST' || init.method === 'PATCH') calls.push({ path: url.pathname, body });
    switch (url.pathname) {
      case '/api/activity':
        return jsonResponse(200, activity);
      case '/api/homeworks/learning_trails_list': {
        const search = url.searchParams.get('search') ?? '';
        searches.push(search);
        const trails = [FRACOES, LEITURA].filter((trail) => trail.title.toLowerCase().includes(search.toLowerCase()));
        return jsonResponse(200, { linked, trails });
      }
      case '/api/homeworks/update_trails':
        return updateAnswer ?? jsonResponse(200, { linked: FRACOES, trails: [FRACOES, LEITURA] });
      case '/api/trails/activity/create/second_step':
        return jsonResponse(200, trilha({ creation_step: 2 }));
      case '/api/identity/teacher/class_stu_list':
        return jsonResponse(200, { classroom: CLASSROOM, students: [buildClassStudent(1, 'Ana Souza')] });
      default:
        return undefined;
    }
  });
  return { calls, searches };
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(activityKeys.classrooms(), [{ ...CLASSROOM, total_students: 1 }]);
  const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen gamesPicker={() => null} /> }], {
    initialEntries: [`/nova?atividade=${TRILHA}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("a trilha's second step", () => {
  it('asks for a trail, finds the published ones by title, then saves the details and the trail chosen', async () => {
    const { calls, searches } = serve(null);
    open();
    expect(await screen.findByText('2. Trilha', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(await screen.findByText(/Nenhuma trilha escolhida ainda/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRAIL_RESULTS_MESSAGES.trailNotAttached);
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Buscar trilha pelo título'), 'fraç');
    const library = screen.getByRole('region', { name: 'Trilhas publicadas' });
    await waitFor(() => expect(within(library).getAllByRole('listitem')).toHaveLength(1));
    expect(searches).toContain('fraç');
    expect(within(library).getByText('3 etapas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Escolher a trilha: Frações no dia a dia' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const chosen = screen.getByRole('region', { name: 'Trilha aplicada' });
    expect(chosen).toHaveTextContent('Frações no dia a dia');
    expect(screen.getByRole('button', { name: 'Escolher a trilha: Frações no dia a dia' })).toHaveTextContent(
      'Escolhida',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/trails/activity/create/second_step',
        body: expect.objectContaining({ activity: TRILHA }),
      },
      {
        path: '/api/homeworks/update_trails',
        body: { activity: TRILHA, add_trails: [FRACOES.trail_id], rm_trails: [] },
      },
    ]);
  });

  it('starts from the trail already applied and does not send it again unchanged', async () => {
    const { calls } = serve(FRACOES);
    open();
    const chosen = await screen.findByRole('region', { name: 'Trilha aplicada' });
    expect(chosen).toHaveTextContent('Frações no dia a dia');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/trails/activity/create/second_step']);
  });

  it('offers the step forums’ flags, starting from the saved config, and saves them with the details', async () => {
    const { calls } = serve(FRACOES, undefined, trilha({ config: { deleteComments: true } }));
    open();
    const hide = await screen.findByRole('checkbox', {
      name: 'Ocultar os comentários dos colegas até o aluno comentar',
    });
    const remove = screen.getByRole('checkbox', { name: 'Permitir que os alunos apaguem os próprios comentários' });
    expect(hide).not.toBeChecked();
    expect(remove).toBeChecked();
    await userEvent.click(hide);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/trails/activity/create/second_step',
        body: expect.objectContaining({ config: { forum: false, hideComments: true, deleteComments: true } }),
      },
    ]);
  });

  it("shows the server's refusal to replace a trail students began, and keeps the one applied", async () => {
    const { calls } = serve(FRACOES, jsonResponse(409, { message: TRAIL_RESULTS_MESSAGES.trailAlreadyStarted }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher a trilha: Leitura em voz alta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRAIL_RESULTS_MESSAGES.trailAlreadyStarted);
    expect(screen.getByRole('region', { name: 'Trilha aplicada' })).toHaveTextContent('Frações no dia a dia');
    expect(screen.getByText('2. Trilha', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      path: '/api/homeworks/update_trails',
      body: { activity: TRILHA, add_trails: [LEITURA.trail_id], rm_trails: [FRACOES.trail_id] },
    });
  });

  it('shows the trail applied and its flags in the review before publishing', async () => {
    serve(FRACOES, undefined, trilha({ creation_step: 3, config: { hideComments: true } }));
    open();
    expect(await screen.findByText('4. Publicação', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    const label = await screen.findByText('Trilha aplicada', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('Frações no dia a dia');
    const hidden = screen.getByText('Ocultar os comentários dos colegas até o aluno comentar', { selector: 'dt' });
    expect(hidden.nextElementSibling).toHaveTextContent('Sim');
    const removal = screen.getByText('Permitir que os alunos apaguem os próprios comentários', { selector: 'dt' });
    expect(removal.nextElementSibling).toHaveTextContent('Não');
  });
});
