import type { WorkResult } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../school-work-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { WorkResults } from './work-results.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';
const result = (overrides: Partial<WorkResult>): WorkResult => ({
  student: '50000000-0000-4000-8000-000000000001',
  name: 'Ana Souza',
  username: 'aluno1',
  status: 3,
  delivery_status: 'sent',
  draft: false,
  score: 8.5,
  pokz: 10,
  delivery_date: '2026-03-04T13:30:00.000Z',
  evaluated: true,
  files_count: 2,
  ...overrides,
});

/** Ana's evaluated handmade work as GET /school_work/work_detail answers it. */
const anaDetail = buildWorkDetail({
  student: { id: '50000000-0000-4000-8000-000000000001', name: 'Ana Souza' },
  status: 3,
  delivery_status: 'sent',
  score: 8.5,
  teacher_comment: 'Revise a conclusão.',
  evaluated: true,
});

function renderResults(mode: 'open' | 'evaluate', students: WorkResult[], withFiles = true, path = '/') {
  answerFetch((url) => {
    if (url.pathname === '/api/school_work/work_results') return jsonResponse(200, { students });
    if (url.pathname === '/api/school_work/work_detail') return jsonResponse(200, anaDetail);
    return undefined;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <WorkResults activityId={ACTIVITY} endTime="2026-03-05T21:00:00.000Z" mode={mode} withFiles={withFiles} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => stubViewport(1280));

describe('WorkResults', () => {
  it('opens each answer, with its files and score', async () => {
    renderResults('open', [
      result({}),
      result({ student: '50000000-0000-4000-8000-000000000002', name: 'Bruno Lima', evaluated: false, score: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    expect(within(table).getByRole('columnheader', { name: 'Arquivos' })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ver resposta: Ana Souza' })).toHaveAttribute(
      'href',
      '/aluno/50000000-0000-4000-8000-000000000001',
    );
    const [, , bruno] = within(table).getAllByRole('row');
    expect(within(bruno as HTMLElement).getByRole('link', { name: 'Corrigir: Bruno Lima' })).toBeInTheDocument();
    expect(bruno).toHaveTextContent('-');
  });

  it('has no files column for essays, which are text alone', async () => {
    renderResults('open', [result({})], false);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    expect(within(table).queryByRole('columnheader', { name: 'Arquivos' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Nota' })).toBeInTheDocument();
  });

  it('evaluates handmade activities in the list, without a files column', async () => {
    renderResults('evaluate', [result({ evaluated: false, score: null })]);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    expect(within(table).queryByRole('columnheader', { name: 'Arquivos' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Avaliar: Ana Souza' }));
    expect(screen.getByRole('dialog', { name: 'Avaliação de Ana Souza' })).toBeVisible();
  });

  it('evaluates again starting from the stored score and comment', async () => {
    renderResults('evaluate', [result({})]);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    await userEvent.click(within(table).getByRole('button', { name: 'Avaliado: Ana Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Avaliação de Ana Souza' });
    expect(await within(dialog).findByLabelText('Comentário para o aluno')).toHaveValue('Revise a conclusão.');
    expect(within(dialog).getByLabelText('Nota (0 a 10)')).toHaveValue('8,5');
  });

  it('reopens the dialog on the evaluation saved last, not on the one it first opened with', async () => {
    let stored = { ...anaDetail, score: 6, teacher_comment: 'Primeiro comentário.' };
    // Reads take a while, as on a network: the one started by the save is still under way when the dialog closes.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/activities/students/evaluate') {
        const body = JSON.parse(String(init.body));
        stored = { ...stored, score: body.score, teacher_comment: body.comment };
        return jsonResponse(200, { activity: ACTIVITY, students: [] });
      }
      const answer = url.pathname === '/api/school_work/work_detail' ? stored : { students: [result({})] };
      await new Promise((resolve) => setTimeout(resolve, 50));
      return jsonResponse(200, answer);
    });
    const router = createMemoryRouter([
      { path: '/', element: <WorkResults activityId={ACTIVITY} endTime={null} mode="evaluate" withFiles /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const open = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Avaliado: Ana Souza' }));
      return screen.getByRole('dialog', { name: 'Avaliação de Ana Souza' });
    };
    let dialog = await open();
    const score = await within(dialog).findByLabelText('Nota (0 a 10)');
    expect(score).toHaveValue('6');
    await userEvent.clear(score);
    await userEvent.type(score, '6,5');
    await userEvent.clear(within(dialog).getByLabelText('Comentário para o aluno'));
    await userEvent.type(within(dialog).getByLabelText('Comentário para o aluno'), 'Segundo comentário.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await open();
    // The first value the dialog shows is the stored one: nothing to overwrite it with by saving again.
    expect(await within(dialog).findByLabelText('Nota (0 a 10)')).toHaveValue('6,5');
    expect(within(dialog).getByLabelText('Comentário para o aluno')).toHaveValue('Segundo comentário.');
  });

  it('shows that a redo was asked, with no grade', async () => {
    renderResults('evaluate', [result({ status: 5, delivery_status: 'pending', evaluated: false, score: null })]);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    const [, ana] = within(table).getAllByRole('row');
    expect(ana).toHaveTextContent('Refação solicitada');
    expect(ana).not.toHaveTextContent('Pendente');
    expect(within(ana as HTMLElement).getByRole('button', { name: 'Avaliar: Ana Souza' })).toBeInTheDocument();
  });

  it("moves the handmade evaluation to the previous and next students with 'Aluno anterior' and 'Próximo aluno'", async () => {
    const bruno = '50000000-0000-4000-8000-000000000002';
    renderResults('evaluate', [
      result({}),
      result({ student: bruno, name: 'Bruno Lima', evaluated: false, score: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'Alunos' });
    await userEvent.click(within(table).getByRole('button', { name: 'Avaliado: Ana Souza' }));
    let dialog = screen.getByRole('dialog', { name: 'Avaliação de Ana Souza' });
    expect(within(dialog).queryByRole('button', { name: /Aluno anterior/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo aluno: Bruno Lima' }));
    dialog = screen.getByRole('dialog', { name: 'Avaliação de Bruno Lima' });
    expect(within(dialog).queryByRole('button', { name: /Próximo aluno/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aluno anterior: Ana Souza' }));
    expect(screen.getByRole('dialog', { name: 'Avaliação de Ana Souza' })).toBeVisible();
  });

  it("opens the evaluation of the student the address names (?aluno=, from the educator's home)", async () => {
    renderResults('evaluate', [result({ evaluated: false, score: null })], true, `/?aluno=${result({}).student}`);
    expect(await screen.findByRole('dialog', { name: 'Avaliação de Ana Souza' })).toBeVisible();
  });

  it('says so when no student has the activity', async () => {
    renderResults('open', []);
    expect(await screen.findByText('Nenhum aluno nesta atividade.')).toBeVisible();
  });
});
