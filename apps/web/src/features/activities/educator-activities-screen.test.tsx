import type { TeacherActivityItem } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import './activities-strings.ts';
import { useToasts } from '../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTeacherActivityItem } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import { EducatorActivitiesScreen } from './educator-activities-screen.tsx';

const PER_PAGE = 50;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOTAL = 120;
/** What the server holds now: an archive takes one activity out of the active view. */
let total = TOTAL;

const item = (n: number): TeacherActivityItem =>
  buildTeacherActivityItem({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Atividade ${n}`,
    start_time: null,
    end_time: null,
    workload: null,
    participation: 0,
  });

/** The server's paging: `page` of `per_page` out of TOTAL activities; `exported` answers the export. */
function serveList(asked: URLSearchParams[], exported: (url: URL) => Response | undefined = () => undefined) {
  answerFetch((url) => {
    if (url.pathname === '/api/activity/export') return exported(url);
    if (url.pathname === '/api/activity/teachers_list') return jsonResponse(200, { teachers: [] });
    if (url.pathname === '/api/activity/archive') {
      total -= 1;
      return jsonResponse(200, { message: 'ok' });
    }
    if (url.pathname !== '/api/activity/list_all') return undefined;
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const first = (page - 1) * PER_PAGE + 1;
    const count = Math.max(0, Math.min(PER_PAGE, total - first + 1));
    const activities = Array.from({ length: count }, (_, index) => item(first + index));
    const urgent = url.searchParams.get('state') === 'archived' ? 0 : 3;
    return jsonResponse(200, { activities, total, urgent_activities: urgent, page, per_page: PER_PAGE });
  });
}

function Toasts() {
  return (
    <ul aria-label="avisos">
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '/', element: <EducatorActivitiesScreen /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
}

/** A spreadsheet whose download breaks after its first bytes, as when the server cuts it. */
function cutSpreadsheet(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': XLSX } });
}

beforeEach(() => {
  stubViewport(1280);
  total = TOTAL;
});

describe('EducatorActivitiesScreen', () => {
  it('reaches every page of a long list, and starts again from the first when the view changes', async () => {
    const asked: URLSearchParams[] = [];
    serveList(asked);
    renderScreen();
    expect(await screen.findByText('Atividade 1')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Atividade 101')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Arquivadas' }));
    expect(await screen.findByText('Atividade 1')).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('archived');
    expect(asked.at(-1)?.get('page')).toBe('1');
    // Three pages of 50 rows drawn in jsdom: seconds on a busy machine.
  }, 15_000);

  it('counts the activities the view and filters find, and the urgent ones', async () => {
    serveList([]);
    renderScreen();
    const counts = await screen.findByRole('region', { name: 'Resumo das atividades' });
    expect(counts).toHaveTextContent('120 atividades');
    expect(within(counts).getByText('3 urgentes')).toBeInTheDocument();

    total = 1;
    await userEvent.click(screen.getByRole('button', { name: 'Arquivadas' }));
    await waitFor(() => expect(counts).toHaveTextContent(/^1 atividade$/));
  });

  it('goes back to the last page with activities when the last one of the last page leaves the view', async () => {
    const asked: URLSearchParams[] = [];
    total = PER_PAGE + 1;
    serveList(asked);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Atividade 51')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ações: Atividade 51' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Arquivar' }));
    expect(await screen.findByText('Atividade 50')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma atividade encontrada.')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('1'));
  });

  it('filters by every type, tasks included', async () => {
    const asked: URLSearchParams[] = [];
    serveList(asked);
    renderScreen();
    await screen.findByText('Atividade 1');
    await userEvent.click(screen.getByRole('button', { name: 'Atividade' }));
    await waitFor(() => expect(asked.at(-1)?.get('activity_type')).toBe('task'));
  });

  it('exports the view and filters on screen, and says so when the export fails, even half-way', async () => {
    const exports: URLSearchParams[] = [];
    let answer: () => Response = () =>
      new Response(new Uint8Array([0x50, 0x4b]), {
        status: 200,
        headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename*=UTF-8''atividades.xlsx` },
      });
    serveList([], (url) => {
      exports.push(url.searchParams);
      return answer();
    });
    renderScreen();
    await screen.findByText('Atividade 1');
    await userEvent.click(screen.getByRole('button', { name: 'Arquivadas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.get('state')).toBe('archived');
    expect(exports[0]?.has('page')).toBe(false);
    const failure = 'Ocorreu um erro ao exportar os dados, tente novamente!';
    expect(screen.queryByText(failure)).not.toBeInTheDocument();

    answer = cutSpreadsheet;
    await userEvent.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
  });
});
