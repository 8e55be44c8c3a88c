import type { ForumComment } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildAssignment } from '../../test/fixtures.ts';
import { renderInRouter } from '../../test/render-in-router.tsx';
import { stubViewport } from '../../test/viewport.ts';
import { ParticipationTable } from './components/participation-table.tsx';
import { ForumStudentReview, ForumStudentSteps } from './forum-correction-screen.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const ANA = '50000000-0000-4000-8000-000000000001';
const BRUNO = '50000000-0000-4000-8000-000000000002';
const CARLA = '50000000-0000-4000-8000-000000000003';
const base = `/demo/professor/atividades/forum/${ACTIVITY}`;

const participant = (student_id: string, name: string, total_comments: number, reached_purpose = 0) => ({
  student_id,
  name,
  username: name.split(' ')[0]?.toLowerCase() ?? '',
  total_comments,
  total_applause: 1,
  reached_purpose,
});
const students = [
  participant(ANA, 'Ana Souza', 0),
  participant(BRUNO, 'Bruno Lima', 2, 1),
  participant(CARLA, 'Carla Dias', 1),
];
const assignments = [
  buildAssignment(ANA, 'Ana Souza'),
  buildAssignment(BRUNO, 'Bruno Lima', { status: 3, delivery_status: 'sent' }),
  buildAssignment(CARLA, 'Carla Dias', {
    status: 3,
    delivery_status: 'sent',
    score: 8.5,
    evaluated_at: '2026-03-03T10:00:00.000Z',
  }),
];

const comment = (
  id: number,
  author: { id: string; name: string },
  text: string,
  sub: ForumComment[] = [],
): ForumComment => ({
  id,
  main_comment: 0,
  comment: `<p>${text}</p>`,
  anonymous: false,
  author,
  avatar_url: null,
  mine: false,
  favorite: false,
  applause: 0,
  applauded: false,
  by_student: true,
  reached_purpose: false,
  can_remove: true,
  created_at: '2026-03-02T12:00:00.000Z',
  sub_comments: sub,
});

beforeEach(() => stubViewport(1280));
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string, ui: ReactNode) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  answerFetch((url, init) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/forum_comments/students_participation') return jsonResponse(200, { students });
    if (url.pathname === '/api/activity/students_assigned') return jsonResponse(200, { students: assignments });
    if (url.pathname === '/api/forum_comments/list') {
      const reply = { ...comment(12, { id: BRUNO, name: 'Bruno Lima' }, 'Boa ideia!'), main_comment: 11 };
      return jsonResponse(200, {
        comments: [
          comment(11, { id: CARLA, name: 'Carla Dias' }, 'Reaproveito a água da chuva.', [reply]),
          comment(10, { id: BRUNO, name: 'Bruno Lima' }, 'Fecho a torneira.'),
        ],
        commented: false,
        next_page: null,
      });
    }
    return jsonResponse(200, { reached_purpose: true });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRouter(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, path);
  return calls;
}

describe("a forum's correction", () => {
  it("shows each student's grade in the participation table and leads to their correction", async () => {
    renderAt(base, <ParticipationTable activity={ACTIVITY} graded />);
    const bruno = (await screen.findByRole('cell', { name: 'Bruno Lima' })).closest('tr') as HTMLElement;
    expect(await within(bruno).findByText('Aguardando nota')).toBeVisible();
    expect(within(bruno).getByRole('link', { name: 'Avaliar a participação de Bruno Lima' })).toHaveAttribute(
      'href',
      `${base}/aluno/${BRUNO}`,
    );
    const carla = screen.getByRole('cell', { name: 'Carla Dias' }).closest('tr') as HTMLElement;
    expect(within(carla).getByText('8,5')).toBeVisible();
    const ana = screen.getByRole('cell', { name: 'Ana Souza' }).closest('tr') as HTMLElement;
    expect(within(ana).getByText('Não participou')).toBeVisible();
  });

  it("lists the threads the student took part in, theirs standing out, and marks each comment's purpose", async () => {
    const calls = renderAt(
      `${base}/aluno/${BRUNO}`,
      <ForumStudentReview activity={{ id: ACTIVITY }} studentId={BRUNO} />,
    );
    expect(await screen.findByRole('heading', { name: 'Participação de Bruno Lima' })).toBeVisible();
    const threads = await screen.findByRole('list', { name: 'Conversas de que Bruno Lima participou' });
    expect(within(threads).getAllByRole('listitem')).toHaveLength(2);
    expect(within(threads).getByText('Reaproveito a água da chuva.')).toBeVisible();
    const list = calls.find((call) => call.url.pathname === '/api/forum_comments/list');
    expect(list?.url.searchParams.get('student')).toBe(BRUNO);
    const own = within(threads).getByText('Fecho a torneira.').closest('article') as HTMLElement;
    expect(own).toHaveClass('bg-light');
    await userEvent.click(within(own).getByRole('button', { name: 'Atingiu o objetivo', pressed: false }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { comment: 10, reached_purpose: true } }),
      ),
    );
  });

  it("steps to the forum's other students in the participation order", async () => {
    renderAt(`${base}/aluno/${BRUNO}`, <ForumStudentSteps activityId={ACTIVITY} studentId={BRUNO} />);
    const steps = await screen.findByRole('navigation', { name: 'Outros alunos da atividade' });
    expect(within(steps).getByRole('link', { name: 'Aluno anterior: Ana Souza' })).toHaveAttribute(
      'href',
      `${base}/aluno/${ANA}`,
    );
    expect(within(steps).getByRole('link', { name: 'Próximo aluno: Carla Dias' })).toHaveAttribute(
      'href',
      `${base}/aluno/${CARLA}`,
    );
  });
});
