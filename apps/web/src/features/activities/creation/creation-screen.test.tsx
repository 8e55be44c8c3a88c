import type { ActivityDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildClassStudent } from '../../../test/fixtures.ts';
import { CreationScreen } from './creation-screen.tsx';

const DRAFT = '11111111-1111-4111-8111-111111111111';
/** The challenges' library, given by the app: these flows never reach a tarefa's step. */
const NoPicker = () => null;

const draft = (overrides: Partial<ActivityDetail>): ActivityDetail =>
  buildActivityDetail({
    id: DRAFT,
    title: 'Prova de frações',
    kind: 'essay',
    activity_type: 'R',
    start_time: null,
    end_time: null,
    workload: null,
    published: false,
    creation_step: 1,
    participation: 0,
    ...overrides,
  });

/** The creation screen opened on `activity`, as the list's 'Continuar edição' opens it. */
function openNamed(activity: ActivityDetail) {
  cleanup();
  answerFetch((url) => (url.pathname === '/api/activity' ? jsonResponse(200, activity) : undefined));
  const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen gamesPicker={NoPicker} /> }], {
    initialEntries: [`/nova?atividade=${DRAFT}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The step a resumed draft opens at. */
async function resumedStep(activity: ActivityDetail) {
  openNamed(activity);
  const steps = await screen.findByRole('list', { name: 'Passos da criação' });
  return within(steps)
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')?.textContent;
}

describe('CreationScreen', () => {
  it('resumes a draft at the step after the last one the server saved', async () => {
    expect(await resumedStep(draft({ creation_step: 1 }))).toBe('2. Conteúdo');
    expect(await resumedStep(draft({ creation_step: 3 }))).toBe('4. Publicação');
  });

  it('takes a trail through the four steps, its trail chosen at the second; a task stays out', async () => {
    const trail = { kind: 'trail', activity_type: 'LT' } as const;
    expect(await resumedStep(draft({ ...trail, creation_step: 1 }))).toBe('2. Trilha');
    expect(await resumedStep(draft({ ...trail, creation_step: 3 }))).toBe('4. Publicação');
    cleanup();
    openNamed(draft({ kind: 'task', activity_type: 'T' }));
    expect(await screen.findByText('Este tipo de atividade não pode ser editado nesta tela.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Passos da criação' })).not.toBeInTheDocument();
  });

  it('takes a digital exam through the same four steps, its exam chosen at the second', async () => {
    const exam = { kind: 'digital_exam', activity_type: 'DE' } as const;
    expect(await resumedStep(draft({ ...exam, creation_step: 1 }))).toBe('2. Prova');
    expect(await resumedStep(draft({ ...exam, creation_step: 2 }))).toBe('3. Alunos');
    expect(await resumedStep(draft({ ...exam, creation_step: 3 }))).toBe('4. Publicação');
  });
});

describe('editing a published activity', () => {
  const CLASSROOM = { id: 'c0000000-0000-4000-8000-000000000001', name: '3º ano - Turma A' };
  const [ana, bruno] = [buildClassStudent(1, 'Ana Souza'), buildClassStudent(2, 'Bruno Lima')];

  it('saves each step through /activity/update, and asks before removing a student', async () => {
    cleanup();
    const published = draft({
      kind: 'forum',
      activity_type: 'F',
      published: true,
      creation_step: 4,
      classroom: CLASSROOM,
      start_time: '2026-03-02T11:00:00.000Z',
      end_time: '2026-03-05T21:00:00.000Z',
      students: [ana.id, bruno.id],
      config: { forum: true },
    });
    const updates: unknown[] = [];
    answerFetch(
      (url) => (url.pathname === '/api/activity' ? jsonResponse(200, published) : undefined),
      (url, init) => {
        if (url.pathname !== '/api/activity/update') return undefined;
        updates.push(JSON.parse(String(init.body)));
        return jsonResponse(200, published);
      },
      (url) =>
        url.pathname === '/api/identity/teacher/class_stu_list'
          ? jsonResponse(200, { classroom: CLASSROOM, students: [ana, bruno] })
          : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(activityKeys.classrooms(), [{ ...CLASSROOM, total_students: 2 }]);
    const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen gamesPicker={NoPicker} /> }], {
      initialEntries: [`/nova?atividade=${DRAFT}`],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await screen.findByRole('heading', { name: 'Editar atividade' });
    const steps = within(screen.getByRole('list', { name: 'Passos da criação' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1. Informações', '2. Conteúdo', '3. Alunos', '4. Resumo']);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('2. Conteúdo', { selector: '[aria-current="step"]' });
    expect(updates[0]).toEqual({
      activity: DRAFT,
      detail: expect.objectContaining({ title: published.title, classroom: CLASSROOM.id }),
    });
    expect(updates[0]).not.toHaveProperty('detail.activity_type');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('3. Alunos', { selector: '[aria-current="step"]' });
    expect(updates[1]).toEqual({ activity: DRAFT, detail: expect.objectContaining({ config: expect.any(Object) }) });

    await userEvent.click(await screen.findByRole('checkbox', { name: /Bruno Lima/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover alunos da atividade?' });
    expect(confirm).toHaveTextContent(
      '1 aluno deixará de receber a atividade, e a resposta e a nota dele serão apagadas.',
    );
    expect(updates).toHaveLength(2);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await screen.findByRole('button', { name: 'Concluir edição' });
    expect(updates[2]).toEqual({ activity: DRAFT, detail: { add_students: [], rm_students: [bruno.id] } });
  });

  it('asks before a move to another classroom drops assigned students; Cancelar keeps the form and saves nothing', async () => {
    cleanup();
    const OTHER = { id: 'c0000000-0000-4000-8000-000000000002', name: '4º ano - Turma B' };
    const carla = buildClassStudent(3, 'Carla Dias');
    const published = draft({
      kind: 'forum',
      activity_type: 'F',
      published: true,
      creation_step: 4,
      classroom: CLASSROOM,
      start_time: '2026-03-02T11:00:00.000Z',
      end_time: '2026-03-05T21:00:00.000Z',
      students: [ana.id, bruno.id],
    });
    const updates: unknown[] = [];
    answerFetch(
      (url) => (url.pathname === '/api/activity' ? jsonResponse(200, published) : undefined),
      (url, init) => {
        if (url.pathname !== '/api/activity/update') return undefined;
        updates.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { ...published, classroom: OTHER, students: [ana.id] });
      },
      // Ana is in both classrooms; Bruno only in the activity's.
      (url) =>
        url.pathname === '/api/identity/teacher/class_stu_list' && url.searchParams.get('classroom_id') === OTHER.id
          ? jsonResponse(200, { classroom: OTHER, students: [ana, carla] })
          : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(activityKeys.classrooms(), [
      { ...CLASSROOM, total_students: 2 },
      { ...OTHER, total_students: 2 },
    ]);
    const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen gamesPicker={NoPicker} /> }], {
      initialEntries: [`/nova?atividade=${DRAFT}`],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await userEvent.selectOptions(await screen.findByLabelText('Turma'), OTHER.name);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover alunos da atividade?' });
    expect(confirm).toHaveTextContent(
      '1 aluno deixará de receber a atividade, e a resposta e a nota dele serão apagadas.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
    expect(screen.getByText('1. Informações', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Turma')).toHaveDisplayValue(OTHER.name);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remover alunos da atividade?' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    await screen.findByText('2. Conteúdo', { selector: '[aria-current="step"]' });
    expect(updates).toEqual([{ activity: DRAFT, detail: expect.objectContaining({ classroom: OTHER.id }) }]);
  });
});
