import type { ClassroomSummary, ClassStudent } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import ClassesScreen from './classes-screen.tsx';

const classroom = (id: string, name: string): ClassroomSummary => ({
  id,
  name,
  year: 2026,
  grade: { id: 20, name: '3º ano', stage: 'fundamental-1' },
  school: { id: 's1', name: 'Escola Modelo', external_id: null },
  total_students: 1,
});
const ana: ClassStudent = { id: 'u1', name: 'Ana Souza', username: 'aluno1', email: null, level: 1, blocked: false };
const bruno: ClassStudent = { ...ana, id: 'u2', name: 'Bruno Lima', username: 'aluno2' };

function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === '/api/identity/classrooms') {
      return jsonResponse(200, { classrooms: [classroom('c1', 'Turma A'), classroom('c2', 'Turma B')] });
    }
    if (url.pathname === '/api/identity/teacher/class_stu_list') {
      const id = url.searchParams.get('classroom_id');
      const { total_students: _t, ...summary } = classroom(id ?? '', id === 'c1' ? 'Turma A' : 'Turma B');
      return jsonResponse(200, { classroom: summary, students: id === 'c1' ? [ana] : [bruno] });
    }
    if (url.pathname === '/api/identity/teacher/reset_stu_psw') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, {
        message: 'Senha do aluno redefinida com sucesso.',
        ...(body.password ? {} : { password: 'k7mq2xpz' }),
      });
    }
    if (url.pathname === '/api/identity/students/update_student') {
      return jsonResponse(200, { message: 'Dados do aluno atualizados com sucesso.', student: ana });
    }
    return undefined;
  });
  return calls;
}

function renderScreen() {
  stubViewport(1280);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClassesScreen />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ClassesScreen', () => {
  it('lists the students of the first classroom, then of the one chosen', async () => {
    serve();
    renderScreen();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turma' }), 'c2');
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
  });

  it('refuses a short typed password, then sends the typed one', async () => {
    const calls = serve();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Redefinir senha Ana Souza' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nova senha' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A senha deve ter pelo menos 8 caracteres.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nova senha' }), '45678');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { student_id: 'u1', password: '12345678' },
    ]);
  });

  it('shows a generated password once', async () => {
    serve();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Redefinir senha Ana Souza' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Gerar uma senha automaticamente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('k7mq2xpz')).toBeInTheDocument();
    expect(screen.getByText('Anote e entregue ao aluno: ela não será mostrada de novo.')).toBeInTheDocument();
  });

  it("edits a student's data, an empty e-mail clearing it", async () => {
    const calls = serve();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ana Souza' }));
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Clara Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { student_id: 'u1', name: 'Ana Clara Souza', username: 'aluno1', email: null },
    ]);
  });
});
