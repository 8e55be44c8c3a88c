import type { ActivityDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail, buildTheme, buildWorkDetail } from '../../../test/fixtures.ts';
import StudentActivitiesRoutes from './student-activities-routes.tsx';

const evaluated = buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: true, score: 8 });

/** The student opens a handmade activity, whose screen is the result of the paper work. */
function openHandmade(activity: ActivityDetail) {
  answerFetch((url) => {
    if (url.pathname === '/api/activity') return jsonResponse(200, activity);
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, evaluated);
    if (url.pathname === '/api/forum_comments/list')
      return jsonResponse(200, { comments: [], commented: false, next_page: null });
    return undefined;
  });
  const router = createMemoryRouter([{ path: '/demo/painel/*', element: <StudentActivitiesRoutes /> }], {
    initialEntries: [`/demo/painel/atividades/feito-a-mao/${activity.id}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Without a deadline: one already past would open 'Atividade Expirada' over the screen. */
const handmade = (overrides: Partial<ActivityDetail>) =>
  buildActivityDetail({ kind: 'handmade', activity_type: 'M', end_time: null, ...overrides });

// The screens load these lazily; loaded first, a busy machine cannot outlast the first find.
beforeAll(() =>
  Promise.all([
    import('../../../features/forum/forum-screen.tsx'),
    import('../../../features/school-work/school-work-screens.tsx'),
    import('../../../features/challenges/homework/homework-student-screen.tsx'),
  ]),
);

describe('student activity screens', () => {
  it('show the forum below the activity when its config enables one', async () => {
    openHandmade(handmade({ config: { forum: true } }));
    expect(await screen.findByRole('heading', { name: 'Fórum' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Comentar' })).toBeVisible();
  });

  it('close that forum to comments once the teacher concluded the activity', async () => {
    openHandmade(handmade({ config: { forum: true }, concluded: true }));
    expect(
      await screen.findByText('Este fórum foi encerrado pelo professor e não recebe mais comentários.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Comentar' })).not.toBeInTheDocument();
  });

  it('show no forum when the config does not enable one', async () => {
    openHandmade(handmade({}));
    await screen.findByRole('heading', { name: 'Resultado' });
    expect(screen.queryByRole('heading', { name: 'Fórum' })).not.toBeInTheDocument();
  });
});

describe("the student's tarefa", () => {
  it('opens at atividades/tarefa/:id with its help and its challenges from the tasks service', async () => {
    const tarefa = buildActivityDetail({
      kind: 'homework',
      activity_type: 'K',
      title: 'Frações em jogo',
      end_time: null,
    });
    answerFetch((url) => {
      if (url.pathname === '/api/activity') return jsonResponse(200, tarefa);
      if (url.pathname === '/api/tasks/activity/show' && url.searchParams.get('activity_id') === tarefa.id) {
        return jsonResponse(200, {
          activity: { ...tarefa, teacher: 'Paula', state: 'not_started', score: null, pokz: 0, details: '' },
          games: [
            {
              id: 1,
              oed_content_id: '11111111-1111-4111-8111-111111111111',
              title: 'Somas',
              objective: 'Somar até 100',
              interaction: 'multiple_choice',
              engine: 'ava',
              layout: null,
              classification: { subject: 'Matemática', grade_ids: [], bncc: {} },
              done: false,
              score: null,
            },
          ],
        });
      }
      return undefined;
    });
    const router = createMemoryRouter([{ path: '/demo/painel/*', element: <StudentActivitiesRoutes /> }], {
      initialEntries: [`/demo/painel/atividades/tarefa/${tarefa.id}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
          <RouterProvider router={router} />
        </PlatformContext>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Frações em jogo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajuda: Tarefa' })).toBeVisible();
    const somas = await screen.findByRole('article', { name: 'Somas' });
    expect(within(somas).getAllByRole('button', { name: 'Jogar: Somas' }).length).toBeGreaterThan(0);
  });
});
