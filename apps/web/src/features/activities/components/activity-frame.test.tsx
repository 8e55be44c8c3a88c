import type { ActivityDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { answerFetch, answerFetchHolding, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail } from '../../../test/fixtures.ts';
import { ActivityFrame } from './activity-frame.tsx';

const ID = '11111111-1111-4111-8111-111111111111';

const activity = (expired: boolean): ActivityDetail =>
  buildActivityDetail({
    id: ID,
    title: 'Minhas férias',
    kind: 'essay',
    activity_type: 'R',
    start_time: '2026-03-01T12:00:00.000Z',
    end_time: '2026-03-04T12:00:00.000Z',
    expired,
  });

/** The student opens the essay from the list; `cached` is a copy fetched on an earlier visit. */
function openActivity(cached?: ActivityDetail, answered = activity(true)) {
  answerFetch((url) => (url.pathname === '/api/activity' ? jsonResponse(200, answered) : undefined));
  const client = new QueryClient();
  if (cached) client.setQueryData(activityKeys.detail(ID), cached);
  const router = createMemoryRouter(
    [
      {
        path: '/demo/painel/atividades/redacao/:activityId',
        element: (
          <ActivityFrame kind="essay" audience="student">
            {(shown) => <p>{shown.expired ? 'O que foi feito, encerrado' : 'O que foi feito'}</p>}
          </ActivityFrame>
        ),
      },
    ],
    { initialEntries: [`/demo/painel/atividades/redacao/${ID}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ActivityFrame', () => {
  it('tells the student the deadline passed, then shows what was done', async () => {
    openActivity();
    expect(await screen.findByRole('dialog', { name: 'Atividade Expirada' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('O que foi feito, encerrado')).toBeVisible();
  });

  it('tells it too when the deadline passed after an earlier visit', async () => {
    openActivity(activity(false));
    expect(await screen.findByRole('dialog', { name: 'Atividade Expirada' })).toBeVisible();
  });

  it('tells it when the deadline passes while the activity is open', async () => {
    cleanup();
    const endingSoon = { ...activity(false), urgent: true, end_time: new Date(Date.now() + 300).toISOString() };
    openActivity(undefined, endingSoon);
    expect(await screen.findByText('O que foi feito')).toBeVisible();
    expect(screen.getByText(/· Urgente/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Atividade Expirada' })).toBeVisible();
    expect(screen.getByText('O que foi feito, encerrado')).toBeInTheDocument();
    expect(screen.queryByText(/· Urgente/)).not.toBeInTheDocument();
  });

  it('does not for a redo, which has no deadline for the student', async () => {
    cleanup();
    const redo: ActivityDetail = {
      ...activity(false),
      end_time: new Date(Date.now() + 100).toISOString(),
      assignments: [
        {
          student: { id: '22222222-2222-4222-8222-222222222222', name: 'Ana', username: 'ana', avatar_url: null },
          status: 5,
          delivery_status: 'pending',
          draft: false,
          response_text: null,
          delivered_at: null,
          score: null,
          pokz: 0,
          teacher_comment: 'Refaça o início.',
          evaluated_at: null,
          reached_goal: false,
          last_access_at: null,
        },
      ],
    };
    openActivity(undefined, redo);
    expect(await screen.findByText('O que foi feito')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('while the activity loads', () => {
  it("shows a placeholder card and already asks for what the kind's screen needs", async () => {
    cleanup();
    const { release } = answerFetchHolding('/api/activity');
    const prepared: string[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/demo/painel/atividades/redacao/:activityId',
          element: (
            <ActivityFrame kind="essay" audience="student" prepare={(id) => prepared.push(id)}>
              {() => <p>O que foi feito</p>}
            </ActivityFrame>
          ),
        },
      ],
      { initialEntries: [`/demo/painel/atividades/redacao/${ID}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status', { name: 'Carregando…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(prepared).toEqual([ID]));
    release(jsonResponse(200, activity(false)));
    expect(await screen.findByText('O que foi feito')).toBeVisible();
  });
});

describe("the educator's activity header", () => {
  it('keeps the title a readable width, so on a narrow screen the buttons wrap under it', async () => {
    cleanup();
    answerFetch((url) => (url.pathname === '/api/activity' ? jsonResponse(200, activity(false)) : undefined));
    const router = createMemoryRouter(
      [
        {
          path: '/demo/professor/atividades/redacao/:activityId',
          element: (
            <ActivityFrame kind="essay" audience="educator">
              {() => <p>Redações</p>}
            </ActivityFrame>
          ),
        },
      ],
      { initialEntries: [`/demo/professor/atividades/redacao/${ID}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // jsdom lays nothing out: the title must start from a width of its own (a basis), not from none.
    const title = await screen.findByRole('heading', { level: 1, name: 'Minhas férias' });
    expect(title).toHaveClass('grow', 'basis-64');
    expect(title).not.toHaveClass('flex-1');
    expect(screen.getByRole('button', { name: 'Exportar alunos' })).toBeVisible();
  });
});

describe("the educator's essay help", () => {
  /** The educator's essay screen at `path` below the activity; the help it opens. */
  async function helpAt(path: string) {
    cleanup();
    answerFetch((url) => (url.pathname === '/api/activity' ? jsonResponse(200, activity(false)) : undefined));
    const frame = (
      <ActivityFrame kind="essay" audience="educator">
        {() => <p>Redações</p>}
      </ActivityFrame>
    );
    const router = createMemoryRouter(
      [
        { path: '/demo/professor/atividades/redacao/:activityId', element: frame },
        { path: '/demo/professor/atividades/redacao/:activityId/aluno/:studentId', element: frame },
      ],
      { initialEntries: [`/demo/professor/atividades/redacao/${ID}${path}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Ajuda: / }));
    return screen.findByRole('dialog');
  }

  it("explains the essay list on the results screen, and the correction on one student's essay", async () => {
    const results = await helpAt('');
    expect(results).toHaveAccessibleName('Redação');
    expect(results).toHaveTextContent('Veja as redações enviadas pela turma e abra cada uma para corrigir.');
    const correction = await helpAt('/aluno/22222222-2222-4222-8222-222222222222');
    expect(correction).toHaveAccessibleName('Correção da redação');
    expect(correction).toHaveTextContent('Selecione um trecho do texto e adicione uma marcação');
  });
});
