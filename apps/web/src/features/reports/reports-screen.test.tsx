import type { ClassesSummary, DailyTotals, ReportStats, TeacherDetails, TeacherSchoolResponse } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import ReportsScreen from './reports-screen.tsx';

const PERIOD = { start: '2026-02-01', end: '2026-03-02' };
const stats = (overrides: Partial<ReportStats> = {}): ReportStats => ({
  total_activities: 2,
  total_assigned: 4,
  total_delivered: 3,
  total_not_done: 1,
  participation: 75,
  avg_points: 6,
  total_pokz: 70,
  total_workload: 30,
  active_seconds: 600,
  ...overrides,
});
const SCHOOLS: TeacherSchoolResponse = {
  schools: [
    {
      id: 's1',
      name: 'Escola Modelo',
      external_id: null,
      group: null,
      classrooms: [
        {
          id: 'c1',
          name: '6º A',
          year: 2026,
          grade: { id: 6, name: '6º ano', stage: 'fundamental-2' },
          total_students: 2,
        },
      ],
    },
  ],
} as unknown as TeacherSchoolResponse;
const CLASSES: ClassesSummary = {
  period: PERIOD,
  totals: stats(),
  rows: [{ classroom_id: 'c1', classroom_name: '6º A', school_name: 'Escola Modelo', students: 2, ...stats() }],
};
const DAILY: DailyTotals = {
  period: PERIOD,
  totals: stats(),
  rows: [
    { day: '2026-03-01', ...stats({ total_activities: 1, participation: 50 }) },
    { day: '2026-03-02', ...stats({ total_activities: 0, participation: null, avg_points: null }) },
  ],
};
const TEACHER: TeacherDetails = {
  period: PERIOD,
  teacher: { id: 't1', name: 'Professora Ana' },
  totals: stats(),
  rows: CLASSES.rows,
};

function serve() {
  const calls: string[] = [];
  answerFetch((url) => {
    calls.push(`${url.pathname}${url.search}`);
    const name = url.pathname.split('/').pop();
    if (url.pathname === '/api/teacher-dashboard/teacher/school') return jsonResponse(200, SCHOOLS);
    if (url.searchParams.get('format') === 'xlsx') {
      return new Response(new Blob(['PK']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="resumo-das-turmas.xlsx"' },
      });
    }
    if (name === 'classes_summary') return jsonResponse(200, CLASSES);
    if (name === 'classes_daily_totals' || name === 'teacher_daily_totals') return jsonResponse(200, DAILY);
    if (name === 'class_details') {
      return jsonResponse(200, {
        period: PERIOD,
        classroom: { id: 'c1', name: '6º A', school_name: 'x' },
        totals: stats(),
        rows: [],
      });
    }
    if (name === 'teacher_details') return jsonResponse(200, TEACHER);
    return undefined;
  });
  return calls;
}

function renderScreen(role: 'school_coordinator' | 'school_teacher', width = 1280) {
  stubViewport(width);
  startSession('demo', buildLogin(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportsScreen />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom has no object URLs nor layout: the saved file is the browser's business.
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  vi.restoreAllMocks();
  logout();
});

describe("the 'Relatórios' screen", () => {
  it('shows the last 30 days: totals, the chart with its data as a table, and the report table', async () => {
    const calls = serve();
    renderScreen('school_coordinator');
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    expect(await screen.findByText('De 01/02/2026 a 02/03/2026')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totais do período' });
    expect(within(totals).getByText('75%')).toBeInTheDocument();
    expect(within(totals).getByText('10:00')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /Entregas e participação por dia/ });
    expect(chart).toBeInTheDocument();
    // The chart's alternative: every day, with '-' where there is no participation.
    const data = screen.getByRole('table', { name: 'Entregas e participação por dia' });
    expect(within(data).getByRole('cell', { name: '01/03/2026' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tabela do relatório' });
    expect(within(table).getByRole('cell', { name: '6º A' })).toBeInTheDocument();
    expect(calls).toContain('/api/teacher-dashboard/reports/classes_summary');
  });

  it('asks for a chosen period, a classroom, and exports', async () => {
    const calls = serve();
    renderScreen('school_coordinator');
    await screen.findByRole('table', { name: 'Tabela do relatório' });
    await userEvent.click(screen.getByRole('radio', { name: 'Período' }));
    await userEvent.type(screen.getByLabelText('Data inicial'), '01/01/2026');
    await userEvent.type(screen.getByLabelText('Data final'), '31/01/2026');
    await waitFor(() =>
      expect(calls).toContain('/api/teacher-dashboard/reports/classes_summary?start=2026-01-01&end=2026-01-31'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turma' }), 'c1');
    await waitFor(() =>
      expect(calls).toContain(
        '/api/teacher-dashboard/reports/class_details?start=2026-01-01&end=2026-01-31&classroom_id=c1',
      ),
    );
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    await waitFor(() =>
      expect(calls.some((call) => call.includes('class_details') && call.includes('format=xlsx'))).toBe(true),
    );
  }, 20_000);

  it('gives a teacher their own teacher report, without a teacher picker, and cards on a phone', async () => {
    const calls = serve();
    renderScreen('school_teacher', 390);
    await screen.findByText('De 01/02/2026 a 02/03/2026');
    await userEvent.click(screen.getByRole('tab', { name: 'Professores' }));
    await waitFor(() => expect(calls).toContain('/api/teacher-dashboard/reports/teacher_details'));
    expect(calls).toContain('/api/teacher-dashboard/reports/teacher_daily_totals');
    expect(screen.queryByRole('combobox', { name: 'Professor' })).toBeNull();
    // On a phone the report is a list of cards, not a table.
    expect(await screen.findAllByText('6º A')).not.toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Tabela do relatório' })).toBeNull();
  });
});
