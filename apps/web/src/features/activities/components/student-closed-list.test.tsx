import type { StudentActivityItem } from '@ava/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { StudentClosedList } from './student-closed-list.tsx';

const item = (overrides: Partial<StudentActivityItem>): StudentActivityItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Redação',
  kind: 'essay',
  activity_type: 'R',
  teacher: { id: 't', name: 'Paula Mendes' },
  classroom: { id: 'c', name: '3º ano' },
  start_time: null,
  end_time: '2026-03-05T21:00:00.000Z',
  workload: 60,
  image_url: null,
  urgent: false,
  expired: true,
  status: 3,
  delivery_status: 'sent',
  favorite: false,
  score: 8.25,
  pokz: 12,
  teacher_comments: null,
  delivered_at: null,
  ...overrides,
});

function renderList(activities: StudentActivityItem[]) {
  const router = createMemoryRouter([{ path: '/', element: <StudentClosedList activities={activities} /> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => stubViewport(1280));

describe('StudentClosedList', () => {
  it('shows scores with one decimal, "-" for none, pokz and the end date', () => {
    renderList([
      item({}),
      item({ id: '22222222-2222-4222-8222-222222222222', title: 'Fórum', kind: 'forum', score: null, pokz: -3 }),
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByTestId('activity-score')).toHaveTextContent('8,3');
    expect(first).toHaveTextContent('05/03/2026');
    expect(first).toHaveTextContent('12');
    expect(within(second as HTMLElement).getByTestId('activity-score')).toHaveTextContent('-');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Redação' })).toHaveAttribute(
      'href',
      '/redacao/11111111-1111-4111-8111-111111111111',
    );
  });

  it('links a finished trail to its player, as the open list does, and leaves a kind without a screen plain', () => {
    renderList([
      item({ title: 'Trilha de frações', kind: 'trail', activity_type: 'LT', score: 7.5 }),
      item({ id: '22222222-2222-4222-8222-222222222222', title: 'Tarefa de casa', kind: 'task' }),
    ]);
    const [, trail, task] = screen.getAllByRole('row');
    expect(within(trail as HTMLElement).getByRole('link', { name: 'Trilha de frações' })).toHaveAttribute(
      'href',
      '/trilha/11111111-1111-4111-8111-111111111111',
    );
    expect(within(task as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows '-' as the pokz of an essay not graded yet, and 0 for graded work that earned none", () => {
    renderList([
      item({ score: null, pokz: 0, delivery_status: 'sent' }),
      item({ id: '22222222-2222-4222-8222-222222222222', title: 'Tarefa', kind: 'task', score: 0, pokz: 0 }),
    ]);
    const pokzColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Pokz');
    const [, ungraded, graded] = screen.getAllByRole('row');
    expect(within(ungraded as HTMLElement).getAllByRole('cell')[pokzColumn]).toHaveTextContent(/^-$/);
    expect(within(graded as HTMLElement).getAllByRole('cell')[pokzColumn]).toHaveTextContent(/^0$/);
  });

  it('shows each activity as a card on phones, with no negative pokz', () => {
    stubViewport(500);
    renderList([item({ pokz: -3 })]);
    const card = screen.getByRole('listitem');
    expect(within(card).getByTestId('activity-score')).toHaveTextContent('8,3');
    expect(within(card).getByText('Pokz').nextElementSibling).toHaveTextContent(/^0$/);
  });

  it("shows the teacher's comment, and '-' where there is none", () => {
    renderList([
      item({ teacher_comments: 'Ótima maquete, Ana!' }),
      item({ id: '22222222-2222-4222-8222-222222222222', title: 'Fórum', kind: 'forum' }),
    ]);
    const [, commented, silent] = screen.getAllByRole('row');
    expect(within(commented as HTMLElement).getByTestId('activity-comment')).toHaveTextContent('Ótima maquete, Ana!');
    expect(
      within(silent as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent(/^-$/);
  });

  it('says so when there is nothing closed', () => {
    renderList([]);
    expect(screen.getByText('Nenhuma atividade encontrada.')).toBeInTheDocument();
  });
});
