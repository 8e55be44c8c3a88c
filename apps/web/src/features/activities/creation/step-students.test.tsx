import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../activities-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildClassStudent } from '../../../test/fixtures.ts';
import { StepStudents } from './step-students.tsx';

const CLASSROOM = 'c0000000-0000-4000-8000-000000000001';
const STUDENTS = [
  buildClassStudent(1, 'Ana Souza'),
  buildClassStudent(2, 'Bruno Lima'),
  buildClassStudent(3, 'Carla Dias'),
];

function serve(students = STUDENTS) {
  return answerFetch((url) =>
    url.pathname === '/api/identity/teacher/class_stu_list' && url.searchParams.get('classroom_id') === CLASSROOM
      ? jsonResponse(200, { classroom: { id: CLASSROOM, name: '3º ano - Turma A' }, students })
      : undefined,
  );
}

function renderStep(assigned: string[] = []) {
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StepStudents classroomId={CLASSROOM} assigned={assigned} busy={false} onBack={() => {}} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('creation step three', () => {
  it("lists the classroom's students, all checked for a new draft, and sends the ones the teacher keeps", async () => {
    serve();
    const onSubmit = renderStep();
    expect(await screen.findByRole('group', { name: 'Alunos que receberão a atividade (3 de 3)' })).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bruno Lima' }));
    expect(screen.getByRole('group', { name: 'Alunos que receberão a atividade (2 de 3)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledWith([STUDENTS[0]?.id, STUDENTS[2]?.id]);
  });

  it('keeps the students a draft already has, and needs at least one', async () => {
    serve();
    const onSubmit = renderStep([STUDENTS[1]?.id ?? '']);
    expect(await screen.findByRole('checkbox', { name: 'Bruno Lima' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ana Souza' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Desmarcar todos' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha pelo menos um aluno.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledWith(STUDENTS.map((row) => row.id));
  });

  it('says so when the classroom has no students', async () => {
    serve([]);
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta turma ainda não tem alunos.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });
});
