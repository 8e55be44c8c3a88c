import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import type { StudentListEntry } from '../api/student-list-entry.ts';
import { StudentOpenList } from './student-open-list.tsx';

const NOW = new Date('2026-03-04T12:00:00.000Z');

const entry = (overrides: Partial<StudentListEntry>): StudentListEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Minhas férias',
  kind: 'essay',
  start_time: '2026-03-01T12:00:00.000Z',
  end_time: '2026-03-10T21:00:00.000Z',
  workload: 60,
  urgent: false,
  expired: false,
  status: 1,
  delivery_status: 'pending',
  score: null,
  pokz: 0,
  teacher_comments: null,
  teacher: { name: 'Paula Mendes' },
  ...overrides,
});

function renderList(activities: StudentListEntry[]) {
  const router = createMemoryRouter([{ path: '/', element: <StudentOpenList activities={activities} now={NOW} /> }]);
  render(<RouterProvider router={router} />);
}

describe('StudentOpenList', () => {
  it('opens an activity that has started', () => {
    renderList([entry({})]);
    expect(screen.getByRole('link', { name: 'Abrir: Minhas férias' })).toHaveAttribute(
      'href',
      '/redacao/11111111-1111-4111-8111-111111111111',
    );
  });

  it('opens an activity whose deadline passed, where the student sees what was done', () => {
    renderList([entry({ end_time: '2026-03-04T11:00:00.000Z' })]);
    expect(screen.getByRole('link', { name: 'Abrir: Minhas férias' })).toHaveAttribute(
      'href',
      '/redacao/11111111-1111-4111-8111-111111111111',
    );
  });

  it('says a forum already commented on is sent, and still opens it for more comments', () => {
    renderList([entry({ kind: 'forum', title: 'Fórum da água', status: 3, delivery_status: 'sent' })]);
    expect(screen.getByText('Entrega: Enviado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir: Fórum da água' })).toBeInTheDocument();
  });

  it('says an activity has not started yet instead of opening it', () => {
    renderList([entry({ start_time: '2026-03-05T12:00:00.000Z' })]);
    expect(screen.getByText('Esta atividade ainda não começou.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abrir: Minhas férias' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir: Minhas férias' })).not.toBeInTheDocument();
  });

  it('opens a tarefa at its screen, where its challenges are played', () => {
    renderList([entry({ kind: 'homework', title: 'Frações em jogo' })]);
    expect(screen.getByRole('link', { name: 'Abrir: Frações em jogo' })).toHaveAttribute(
      'href',
      '/tarefa/11111111-1111-4111-8111-111111111111',
    );
  });

  it('opens a trilha in the trail player', () => {
    renderList([entry({ kind: 'trail', title: 'Trilha das frações' })]);
    expect(screen.getByRole('link', { name: 'Abrir: Trilha das frações' })).toHaveAttribute(
      'href',
      '/trilha/11111111-1111-4111-8111-111111111111',
    );
  });

  it('shows where the student stands on a task, which no screen opens yet', () => {
    renderList([entry({ kind: 'task' })]);
    expect(screen.getByText('Entrega: Pendente')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
