import type { GradesAssigned, LearningStudent, StudentsDetails, TeacherGrades } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import LearningScreen from './learning-screen.tsx';

const school = { id: 's1', name: 'Escola Modelo' };
const grades: TeacherGrades = {
  grades: [
    {
      id: 23,
      name: '6º ano',
      classrooms: [
        { id: 'c1', name: 'Turma 6A', year: 2026, school, total_students: 2 },
        { id: 'c2', name: 'Turma 6B', year: 2026, school, total_students: 0 },
      ],
    },
    { id: 24, name: '7º ano', classrooms: [{ id: 'c3', name: 'Turma 7A', year: 2026, school, total_students: 0 }] },
  ],
};
const ana: LearningStudent = {
  id: 'u1',
  name: 'Ana Souza',
  username: 'aluno1',
  avg_points: 9,
  total_pokz: 50,
  total_activities: 2,
  total_done: 2,
  total_not_done: 0,
  total_workload: 90,
  last_access: '2026-03-02T13:00:00.000Z',
};
const bruno: LearningStudent = {
  ...ana,
  id: 'u2',
  name: 'Bruno Lima',
  username: 'aluno2',
  avg_points: null,
  total_pokz: 0,
  total_done: 1,
  total_not_done: 1,
  total_workload: 30,
  last_access: null,
};
const summary = { avg_points: 9, total_pokz: 50, total_activities: 4, total_not_done: 1, total_workload: 120 };

function details(classroomId: string): StudentsDetails {
  return {
    classroom: { id: classroomId, name: 'Turma', grade: { id: 23, name: '6º ano' } },
    summary: classroomId === 'c1' ? summary : { ...summary, avg_points: null, total_activities: 0 },
    students: classroomId === 'c1' ? [ana, bruno] : [],
  };
}

function assigned(classroomId: string): GradesAssigned {
  const graded = classroomId === 'c1';
  return {
    classrooms: [
      {
        id: classroomId,
        name: 'Turma',
        grade: { id: 23, name: '6º ano' },
        activities: graded ? 1 : 0,
        graded: graded ? 3 : 0,
        average: graded ? 9 : null,
        distribution: graded ? [1, 0, 0, 0, 2] : [0, 0, 0, 0, 0],
      },
    ],
    activities: graded
      ? [
          {
            id: 'a1',
            title: 'Redação: minhas férias',
            kind: 'essay',
            classroom_id: classroomId,
            assigned: 2,
            graded: 3,
            average: 9,
            distribution: [1, 0, 0, 0, 2],
          },
        ]
      : [],
  };
}

function serve() {
  const calls: string[] = [];
  answerFetch((url) => {
    calls.push(`${url.pathname}${url.search}`);
    const classroomId = url.searchParams.get('classroom_id') ?? '';
    if (url.pathname === '/api/teacher-dashboard/teacher/grades') return jsonResponse(200, grades);
    if (url.pathname === '/api/teacher-dashboard/teacher/students_details') {
      return jsonResponse(200, details(classroomId));
    }
    if (url.pathname === '/api/teacher-dashboard/teacher/grades_assigned') {
      return jsonResponse(200, assigned(classroomId));
    }
    return undefined;
  });
  return calls;
}

function renderScreen(width: number) {
  stubViewport(width);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LearningScreen />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('LearningScreen', () => {
  it("shows the first grade's first classroom: its summary, students, chart and activities", async () => {
    const calls = serve();
    renderScreen(1280);
    const students = await screen.findByRole('table', { name: 'Alunos da turma' });
    expect(within(students).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(students).getByText('2 de 2')).toBeInTheDocument();
    expect(within(students).getByText('90 min')).toBeInTheDocument();
    expect(screen.getByText('Média da turma').parentElement).toHaveTextContent('Média da turma9,0');
    expect(await screen.findByRole('img', { name: /Distribuição das notas/ })).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: 'Distribuição das notas' });
    expect(within(bands).getByRole('row', { name: '8 a 10 2' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Notas por atividade' })).toHaveTextContent('Redação: minhas férias');
    expect(calls).toContain('/api/teacher-dashboard/teacher/students_details?classroom_id=c1');
    expect(calls).toContain('/api/teacher-dashboard/teacher/grades_assigned?classroom_id=c1');
  });

  it("sorts the students by a header and opens a student's details", async () => {
    serve();
    renderScreen(1280);
    const students = await screen.findByRole('table', { name: 'Alunos da turma' });
    await userEvent.click(within(students).getByRole('button', { name: 'Realizadas' }));
    const names = () =>
      within(students)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(names()).toEqual(['Bruno Lima', 'Ana Souza']);
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalhes de Bruno Lima' }));
    const panel = screen.getByRole('region', { name: 'Detalhes de Bruno Lima' });
    expect(within(panel).getByRole('heading')).toHaveFocus();
    expect(within(panel).getByText('aluno2')).toBeInTheDocument();
    expect(within(panel).getAllByText('-')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar detalhes' }));
    expect(screen.queryByRole('region', { name: 'Detalhes de Bruno Lima' })).not.toBeInTheDocument();
  });

  it('on a phone lists the students as cards, and a classroom without data says so', async () => {
    serve();
    renderScreen(390);
    const cards = await screen.findByRole('list', { name: 'Alunos da turma' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Série' }), '23');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turma' }), 'c2');
    expect(await screen.findByText('Nenhuma nota dada nesta turma ainda.')).toBeInTheDocument();
    expect(screen.getAllByText('Nenhum dado encontrado')).toHaveLength(2);
  });

  it("changing the grade shows that grade's classrooms", async () => {
    const calls = serve();
    renderScreen(1280);
    await screen.findByRole('table', { name: 'Alunos da turma' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Série' }), '24');
    expect(screen.getByRole('combobox', { name: 'Turma' })).toHaveValue('c3');
    await screen.findByText('Nenhuma nota dada nesta turma ainda.');
    expect(calls).toContain('/api/teacher-dashboard/teacher/students_details?classroom_id=c3');
  });
});
