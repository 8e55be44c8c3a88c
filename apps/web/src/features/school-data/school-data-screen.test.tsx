import type { StudentLoad, StudentLoadPreview } from '@ava/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubViewport } from '../../test/viewport.ts';

const SCHOOL = {
  id: '6f1c1d8e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Escola Aurora',
  school_group_id: null,
  school_group_name: null,
  classrooms: 1,
  students: 1,
};
const CLASSROOM = { id: 'c1', name: '5º ano - Turma A', year: 2026, grade_id: 7, grade_name: '5º ano', students: 1 };
const ROW = { line: 2, name: 'Ana Lima', username: '', email: '', classroom: CLASSROOM.name, problems: [] };
const WITH_ERRORS: StudentLoadPreview = {
  verdict: 'errors',
  dialog: 'A carga possui erros',
  total: 2,
  invalid: 1,
  rows: [ROW, { ...ROW, line: 3, name: 'Bruno Reis', classroom: 'Turma X', problems: ['classroomUnknown'] }],
};
const VALID: StudentLoadPreview = {
  verdict: 'ok',
  dialog: null,
  total: 2,
  invalid: 0,
  rows: [ROW, { ...ROW, line: 3, name: 'Bruno Reis' }],
};
const LOAD: StudentLoad = {
  id: '7a1c1d8e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  school_id: SCHOOL.id,
  status: 'queued',
  total: 2,
  done: 0,
  error: null,
  accounts: [],
};

function serve() {
  const previews = [WITH_ERRORS, VALID];
  const sent: string[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/students/jupiter/schools/all') return jsonResponse(200, { schools: [SCHOOL] });
    if (url.pathname === '/api/students/jupiter/classrooms/all') return jsonResponse(200, { classrooms: [CLASSROOM] });
    if (url.pathname === '/api/students/mars/students/all_students')
      return jsonResponse(200, {
        students: [{ id: 'u1', name: 'Caio Dias', username: 'caio', email: null, classrooms: [CLASSROOM.name] }],
      });
    if (url.pathname === '/api/students/mars/students/fetch') {
      const form = init.body as FormData;
      sent.push(`${(form.get('file') as File).name} ${form.get('confirm') ?? 'preview'}`);
      return jsonResponse(200, form.get('confirm') ? LOAD : previews.shift());
    }
    if (url.pathname === '/api/students/mars/students/fetch_progress')
      return jsonResponse(200, {
        ...LOAD,
        status: 'done',
        done: 2,
        accounts: [
          { name: 'Ana Lima', username: 'ana.lima.1234', password: 'k7m2p9qa', classroom: CLASSROOM.name },
          { name: 'Bruno Reis', username: 'bruno.reis.5678', password: 'x3v8n2wd', classroom: CLASSROOM.name },
        ],
      });
    return undefined;
  });
  startSession('demo', buildLogin('school_coordinator', { menu: menuOf({ gestao: ['escolas'] }) }));
  return sent;
}

beforeAll(async () => {
  await import('./school-data-screen.tsx');
});
afterEach(() => logout());

describe("the 'Escolas' screen", () => {
  it("shows the school's classrooms and students, and loads a sheet once its problems are fixed (390 px)", async () => {
    stubViewport(390);
    const sent = serve();
    const user = userEvent.setup();
    renderApp('/demo/professor/escolas');

    expect(await screen.findByRole('heading', { name: 'Escolas' })).toBeInTheDocument();
    expect(await screen.findByText('Caio Dias')).toBeInTheDocument();
    expect(screen.getByText('1 turmas · 1 alunos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carregar alunos' }));
    const input = screen.getByLabelText('Planilha de alunos');
    await user.upload(input, new File(['Nome,Turma'], 'alunos.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Conferir planilha' }));

    const dialog = await screen.findByRole('dialog', { name: 'A carga possui erros' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.getByText('Turma não encontrada nesta escola.')).toBeInTheDocument();
    expect(screen.getByText('2 alunos na planilha, 1 com problemas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar carga' })).not.toBeInTheDocument();

    await user.upload(input, new File(['Nome,Turma'], 'alunos-corrigido.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Conferir planilha' }));
    expect(await screen.findByText('A planilha está correta: 2 alunos serão criados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar carga' }));

    expect(await screen.findByText('2 contas criadas.')).toBeInTheDocument();
    expect(screen.getByText('bruno.reis.5678')).toBeInTheDocument();
    expect(screen.getByText('x3v8n2wd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir acessos' })).toBeInTheDocument();
    expect(sent).toEqual(['alunos.csv preview', 'alunos-corrigido.csv preview', 'alunos-corrigido.csv true']);
  });
});
