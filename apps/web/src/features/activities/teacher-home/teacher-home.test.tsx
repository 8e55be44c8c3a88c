import type { TeacherOverview } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../activities-strings.ts';
import { PlatformContext } from '../../../lib/platform.ts';
import { answerFetch, answerFetchHolding, jsonResponse } from '../../../test/fetch.ts';
import { buildTheme } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import { TeacherHome } from './teacher-home.tsx';

const ESSAY = '11111111-1111-4111-8111-111111111111';
const HANDMADE = '22222222-2222-4222-8222-222222222222';
const TASK = '33333333-3333-4333-8333-333333333333';
const FORUM = '44444444-4444-4444-8444-444444444444';
const BRUNO = '50000000-0000-4000-8000-000000000002';

const overview: TeacherOverview = {
  to_grade: {
    total: 21,
    items: [
      {
        activity: ESSAY,
        title: 'Redação: minhas férias',
        kind: 'essay',
        classroom: '3º ano - Turma A',
        student: BRUNO,
        student_name: 'Bruno Lima',
        delivery_date: '2026-03-04T13:30:00.000Z',
      },
      {
        activity: HANDMADE,
        title: 'Maquete',
        kind: 'handmade',
        classroom: '3º ano - Turma A',
        student: BRUNO,
        student_name: 'Bruno Lima',
        delivery_date: null,
      },
      {
        activity: FORUM,
        title: 'Fórum da água',
        kind: 'forum',
        classroom: '3º ano - Turma A',
        student: BRUNO,
        student_name: 'Bruno Lima',
        delivery_date: '2026-03-05T10:00:00.000Z',
      },
    ],
  },
  deadlines: [
    {
      activity: ESSAY,
      title: 'Redação: minhas férias',
      kind: 'essay',
      classroom: '3º ano - Turma A',
      end_time: '2026-03-10T21:00:00.000Z',
      sent: 1,
      assigned: 2,
    },
    {
      activity: TASK,
      title: 'Tarefa de frações',
      kind: 'task',
      classroom: '3º ano - Turma A',
      end_time: '2026-03-11T21:00:00.000Z',
      sent: 0,
      assigned: 2,
    },
  ],
  classrooms: [
    { id: '60000000-0000-4000-8000-000000000001', name: '3º ano - Turma A', open_activities: 3, sent: 4, assigned: 6 },
    {
      id: '60000000-0000-4000-8000-000000000002',
      name: 'Infantil 2 - Turma A',
      open_activities: 0,
      sent: 0,
      assigned: 0,
    },
  ],
};

const OVERVIEW_PATH = '/api/teacher-dashboard/teacher/overview';

function renderHome(answer?: () => Response) {
  if (answer) answerFetch((url) => (url.pathname === OVERVIEW_PATH ? answer() : undefined));
  return renderInRouter(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <TeacherHome />
      </PlatformContext>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the educator's home", () => {
  it('counts the answers waiting for a grade and links each to where it is graded', async () => {
    renderHome(() => jsonResponse(200, overview));
    const toGrade = await screen.findByRole('region', { name: 'Para corrigir' });
    expect(await within(toGrade).findByText('21 entregas esperando nota')).toBeVisible();
    expect(within(toGrade).getByRole('link', { name: 'Corrigir: Bruno Lima, Redação: minhas férias' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/redacao/${ESSAY}/aluno/${BRUNO}`,
    );
    expect(within(toGrade).getByRole('link', { name: 'Corrigir: Bruno Lima, Maquete' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/feito-a-mao/${HANDMADE}?aluno=${BRUNO}`,
    );
    // A forum's answer is the student's comments: graded on the forum's correction screen.
    expect(within(toGrade).getByRole('link', { name: 'Corrigir: Bruno Lima, Fórum da água' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/forum/${FORUM}/aluno/${BRUNO}`,
    );
    expect(within(toGrade).getByText('Mostrando as 3 mais antigas de 21.')).toBeVisible();
  });

  it('lists the next deadlines, linking only the kinds that have a screen', async () => {
    renderHome(() => jsonResponse(200, overview));
    const deadlines = await screen.findByRole('region', { name: 'Próximos prazos' });
    await within(deadlines).findByText('Tarefa de frações');
    expect(within(deadlines).getByRole('link', { name: 'Redação: minhas férias' })).toHaveAttribute(
      'href',
      `/demo/professor/atividades/redacao/${ESSAY}`,
    );
    expect(within(deadlines).queryByRole('link', { name: 'Tarefa de frações' })).not.toBeInTheDocument();
    expect(within(deadlines).getByText('1 de 2 entregaram')).toBeVisible();
  });

  it('shows each classroom with its open activities and answers sent of those assigned', async () => {
    renderHome(() => jsonResponse(200, overview));
    const participation = await screen.findByRole('region', { name: 'Participação por turma' });
    const bar = await within(participation).findByRole('progressbar', { name: 'Participação em 3º ano - Turma A' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(within(participation).getByText('4 de 6 entregaram')).toBeVisible();
    expect(within(participation).getByText('Nenhuma atividade aberta')).toBeVisible();
  });

  it('shows the cards while loading, and says when nothing waits', async () => {
    const { release } = answerFetchHolding(OVERVIEW_PATH);
    renderHome();
    const toGrade = await screen.findByRole('region', { name: 'Para corrigir' });
    expect(toGrade.querySelector('.animate-pulse')).not.toBeNull();
    expect(screen.queryByText('Nada para corrigir por enquanto.')).not.toBeInTheDocument();
    release(jsonResponse(200, { to_grade: { total: 0, items: [] }, deadlines: [], classrooms: [] }));
    expect(await screen.findByText('Nada para corrigir por enquanto.')).toBeVisible();
    expect(screen.getByText('Nenhuma entrega esperando nota')).toBeVisible();
  });

  it('offers to try again when the overview cannot be read', async () => {
    renderHome(() => jsonResponse(500, { message: 'Serviço indisponível.' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
