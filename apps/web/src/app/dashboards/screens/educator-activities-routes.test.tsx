import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildActivityDetail } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import EducatorActivitiesRoutes from './educator-activities-routes.tsx';

// The results and the participation are data tables, which follow the viewport.
beforeEach(() => stubViewport(1280));

// The screens load these lazily; loaded first, a busy machine cannot outlast the first find.
beforeAll(() =>
  Promise.all([
    import('../../../features/forum/forum-screen.tsx'),
    import('../../../features/school-work/school-work-screens.tsx'),
    import('../../../features/activities/trail-results/trail-results-screen.tsx'),
  ]),
);

describe('educator activity screens', () => {
  it('show the forum of an essay whose config enables one below the students’ answers', async () => {
    const essay = buildActivityDetail({ kind: 'essay', activity_type: 'R', config: { forum: true } });
    answerFetch((url) => {
      if (url.pathname === '/api/activity') return jsonResponse(200, essay);
      if (url.pathname === '/api/school_work/work_results') return jsonResponse(200, { students: [] });
      if (url.pathname === '/api/forum_comments/list')
        return jsonResponse(200, { comments: [], commented: false, next_page: null });
      if (url.pathname === '/api/forum_comments/students_participation') return jsonResponse(200, { students: [] });
      return undefined;
    });
    const router = createMemoryRouter([{ path: '/demo/professor/*', element: <EducatorActivitiesRoutes /> }], {
      initialEntries: [`/demo/professor/atividades/redacao/${essay.id}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Alunos' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Fórum' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Participação dos alunos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeVisible();
  });

  it('open a trilha at its results, with the export of its students', async () => {
    const trilha = buildActivityDetail({ kind: 'trail', activity_type: 'LT', title: 'Trilha de frações' });
    const trail = {
      trail_id: 'a0000000-0000-4000-8000-000000000001',
      external_id: 'T-1',
      title: 'Frações',
      total_steps: 2,
    };
    answerFetch((url) => {
      if (url.pathname === '/api/activity') return jsonResponse(200, trilha);
      if (url.pathname === '/api/homeworks/learning_trails_summary')
        return jsonResponse(200, {
          trail,
          total_students: 0,
          students_started: 0,
          students_finished: 0,
          average_progress: 0,
          steps: [],
        });
      if (url.pathname === '/api/homeworks/learning_trails_result_list')
        return jsonResponse(200, { trail, total_students: 0, students: [] });
      return undefined;
    });
    const router = createMemoryRouter([{ path: '/demo/professor/*', element: <EducatorActivitiesRoutes /> }], {
      initialEntries: [`/demo/professor/atividades/trilha/${trilha.id}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Trilha: Frações')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Progresso dos alunos' })).toBeVisible();
    expect(screen.getByText('Nenhum aluno nesta atividade.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar alunos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajuda: Trilha' })).toBeVisible();
  });
});
