import { fromWallTimeInput } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../activities-strings.ts';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildTheme } from '../../../test/fixtures.ts';
import { defaultDeadline } from './express-homework.ts';
import { ExpressHomeworkDialog } from './express-homework-dialog.tsx';

const GAME = { oed_content_id: 'd0000000-0000-4000-8000-000000000001', title: 'Somas até 100' };
const TURMA_A = { id: 'c0000000-0000-4000-8000-00000000000a', name: '3º ano A', total_students: 25 };
const TURMA_B = { id: 'c0000000-0000-4000-8000-00000000000b', name: '3º ano B', total_students: 22 };
const VAZIA = { id: 'c0000000-0000-4000-8000-00000000000c', name: 'Reforço', total_students: 0 };

/** The tasks and main services: each creation step of each draft, in the order received. */
function serve({ refuseGames = false } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let created = 0;
  const classrooms = new Map<string, typeof TURMA_A>();
  answerFetch((url, init) => {
    if (url.pathname === '/api/teacher-dashboard/teacher/classrooms') {
      return jsonResponse(200, { classrooms: [TURMA_A, TURMA_B, VAZIA] });
    }
    if (init.method !== 'POST') return undefined;
    const body = JSON.parse(String(init.body));
    calls.push({ path: url.pathname.replace('/api/', ''), body });
    if (url.pathname === '/api/homeworks/update_games') {
      return refuseGames
        ? jsonResponse(400, { message: 'Este desafio não está disponível para tarefas.' })
        : jsonResponse(200, { games: [] });
    }
    if (!url.pathname.startsWith('/api/tasks/activity/create/')) return undefined;
    const id = body.activity ?? `70000000-0000-4000-8000-00000000000${++created}`;
    if (body.classroom) classrooms.set(id, body.classroom === TURMA_B.id ? TURMA_B : TURMA_A);
    const classroom = classrooms.get(id);
    return jsonResponse(200, buildActivityDetail({ id, kind: 'homework', activity_type: 'K', classroom }));
  });
  return calls;
}

function openDialog() {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <ExpressHomeworkDialog game={GAME} onClose={onClose} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <RouterProvider router={router} />
      </PlatformContext>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Aplicar como tarefa' }) };
}

describe("'Aplicar como tarefa'", () => {
  it('creates and publishes the tarefa through the four steps, the challenge added, and links to it', async () => {
    const calls = serve();
    const { dialog } = openDialog();
    expect(await within(dialog).findByRole('checkbox', { name: 'Reforço (sem alunos)' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar tarefa' }));
    expect(await within(dialog).findByText('Escolha ao menos uma turma.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '3º ano A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar tarefa' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Tarefa publicada para 1 turma!');
    const id = '70000000-0000-4000-8000-000000000001';
    expect(calls).toEqual([
      {
        path: 'tasks/activity/create/first_step',
        body: {
          activity_type: 'homework',
          title: GAME.title,
          classroom: TURMA_A.id,
          start_time: expect.any(String),
          end_time: fromWallTimeInput(defaultDeadline())?.toISOString(),
        },
      },
      { path: 'tasks/activity/create/second_step', body: { activity: id, details: '' } },
      { path: 'homeworks/update_games', body: { activity: id, add_games: [GAME.oed_content_id] } },
      { path: 'tasks/activity/create/third_step', body: { activity: id } },
      { path: 'tasks/activity/create/fourth_step', body: { activity: id, publish: true } },
    ]);
    expect(within(dialog).getByRole('link', { name: 'Ver a tarefa de 3º ano A' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/tarefa/${id}`,
    );
  });

  it('makes one tarefa per classroom, under the title given, until the deadline chosen', async () => {
    const calls = serve();
    const { dialog } = openDialog();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '3º ano A' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '3º ano B' }));
    await userEvent.type(within(dialog).getByLabelText('Título da tarefa (opcional)'), 'Revisão de somas');
    const deadline = within(dialog).getByRole('group', { name: 'Término' });
    await userEvent.clear(within(deadline).getByLabelText('Data'));
    await userEvent.type(within(deadline).getByLabelText('Data'), '01022020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar tarefa' }));
    expect(await within(dialog).findByText('O término deve ser depois de agora.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(within(deadline).getByLabelText('Data'));
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.type(within(deadline).getByLabelText('Data'), `0102${nextYear}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar tarefa' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Tarefa publicada para 2 turmas!');
    const firstSteps = calls.filter((call) => call.path.endsWith('first_step')).map((call) => call.body);
    expect(firstSteps).toEqual([
      expect.objectContaining({
        classroom: TURMA_A.id,
        title: 'Revisão de somas',
        end_time: `${nextYear}-02-02T02:59:00.000Z`,
      }),
      expect.objectContaining({ classroom: TURMA_B.id, title: 'Revisão de somas' }),
    ]);
    expect(calls.filter((call) => call.path.endsWith('fourth_step'))).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'Ver a tarefa de 3º ano B' })).toBeInTheDocument();
  });

  it('stops at a refused call, publishing nothing, and keeps the form', async () => {
    const calls = serve({ refuseGames: true });
    const { dialog } = openDialog();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '3º ano A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar tarefa' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('homeworks/update_games'));
    expect(calls.map((call) => call.path)).not.toContain('tasks/activity/create/third_step');
    expect(within(dialog).getByRole('button', { name: 'Aplicar tarefa' })).toBeEnabled();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
