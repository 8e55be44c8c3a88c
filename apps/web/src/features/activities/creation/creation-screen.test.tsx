import type { ActivityDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { CreationScreen } from './creation-screen.tsx';

const DRAFT = '11111111-1111-4111-8111-111111111111';

const draft = (overrides: Partial<ActivityDetail>): ActivityDetail => ({
  id: DRAFT,
  title: 'Prova de frações',
  kind: 'essay',
  activity_type: 'R',
  teacher: { id: 't', name: 'Paula Mendes' },
  classroom: { id: 'c', name: '3º ano - Turma A' },
  start_time: null,
  end_time: null,
  workload: null,
  published: false,
  act_status: 1,
  archived: false,
  concluded: false,
  creation_step: 1,
  favorite: false,
  total_students: 2,
  participation: 0,
  created_at: '2026-03-01T12:00:00.000Z',
  bncc: [],
  keywords: [],
  layout: null,
  details: '',
  config: {},
  image_url: null,
  observation: null,
  general_notes: null,
  urgent: false,
  expired: false,
  students: [],
  assignments: [],
  ...overrides,
});

/** The draft's creation flow, resumed from the list's 'Continuar edição'. */
async function resumedStep(activity: ActivityDetail) {
  cleanup();
  answerFetch((url) => (url.pathname === '/api/activity' ? jsonResponse(200, activity) : undefined));
  const router = createMemoryRouter([{ path: '/nova', element: <CreationScreen /> }], {
    initialEntries: [`/nova?atividade=${DRAFT}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

  it('counts the exam step of a digital exam, which the server does not', async () => {
    const exam = { kind: 'digital_exam', activity_type: 'DE' } as const;
    expect(await resumedStep(draft({ ...exam, creation_step: 2 }))).toBe('3. Prova');
    expect(await resumedStep(draft({ ...exam, creation_step: 3 }))).toBe('5. Publicação');
  });
});
