import type { DiagnosisClassrooms, DiagnosisReport, DiagnosisStudents } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import DiagnosisScreen from './diagnosis-screen.tsx';

const C1 = '00000000-0000-4000-8000-000000000001';
const S1 = '00000000-0000-4000-8000-000000000011';
const CLASSROOMS: DiagnosisClassrooms = {
  class_rooms: [{ id: C1, name: '3º ano - Turma A', year: 2026, grade: '3º ano', school: 'Escola Modelo' }],
};
const STUDENTS: DiagnosisStudents = {
  students: [{ id: S1, name: 'Bruno Lima', classroom_id: C1, classroom: '3º ano - Turma A' }],
};
const hits = (answers: number, correct: number) => ({
  answers,
  correct,
  hit_rate: Math.round((1000 * correct) / answers) / 10,
});
const REPORT: DiagnosisReport = {
  attention: { hit_rate: 60, min_answers: 3 },
  totals: { ...hits(18, 11), students: 2 },
  areas: [
    { area: 'linguagens', name: 'Linguagens', ...hits(6, 4) },
    { area: 'matematica', name: 'Matemática', ...hits(6, 3) },
  ],
  classrooms: [
    {
      classroom_id: C1,
      classroom: '3º ano - Turma A',
      year: 2026,
      area: 'matematica',
      name: 'Matemática',
      ...hits(6, 3),
    },
  ],
  skills: [{ code: 'EF03MA08', description: 'Divisão', area: 'matematica', missed: 2, ...hits(2, 0) }],
  students: [{ student_id: S1, name: 'Bruno Lima', classroom_id: C1, classroom: '3º ano - Turma A', ...hits(9, 4) }],
};
const EMPTY: DiagnosisReport = { ...REPORT, totals: { ...REPORT.totals, answers: 0, correct: 0, hit_rate: null } };

function serve() {
  const calls: string[] = [];
  answerFetch((url) => {
    calls.push(`${url.pathname}${url.search}`);
    if (url.searchParams.get('format') === 'xlsx') {
      return new Response(new Blob(['PK']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="diagnostico.xlsx"' },
      });
    }
    switch (url.pathname) {
      case '/api/assistant/datasets/class-rooms':
        return jsonResponse(200, CLASSROOMS);
      case '/api/assistant/datasets/years':
        return jsonResponse(200, { years: [2026] });
      case '/api/assistant/datasets/knowledge-areas':
        return jsonResponse(200, { knowledge_areas: [{ id: 'matematica', name: 'Matemática' }] });
      case '/api/assistant/datasets/students':
        return jsonResponse(200, STUDENTS);
      case '/api/assistant/diagnosis/report':
        return jsonResponse(200, url.searchParams.get('year') === '2026' ? EMPTY : REPORT);
      default:
        return undefined;
    }
  });
  return calls;
}

function renderScreen(width = 1280) {
  stubViewport(width);
  startSession('demo', buildLogin('school_coordinator'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DiagnosisScreen />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:diagnostico');
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

describe("the 'Diagnóstico' screen", () => {
  it('shows the totals, the areas chart with its table, the missed skills and the students needing attention', async () => {
    serve();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Diagnóstico de aprendizagem' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totais do diagnóstico' });
    expect(within(totals).getByText('61,1%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Aproveitamento por área do conhecimento/ })).toBeInTheDocument();
    const areas = screen.getByRole('table', { name: 'Aproveitamento por área do conhecimento' });
    expect(within(areas).getByRole('cell', { name: '50%' })).toBeInTheDocument();
    const skills = screen.getByRole('table', { name: 'Habilidades mais erradas (BNCC)' });
    expect(within(skills).getByRole('cell', { name: 'EF03MA08' })).toBeInTheDocument();
    const students = screen.getByRole('table', { name: 'Alunos que precisam de atenção' });
    expect(within(students).getByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByText('Aproveitamento abaixo de 60% em ao menos 3 respostas.')).toBeInTheDocument();
  });

  it('filters by classroom, says when there is nothing yet, and exports what is filtered', async () => {
    const calls = serve();
    renderScreen();
    await screen.findByRole('table', { name: 'Habilidades mais erradas (BNCC)' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Turma' }), C1);
    await waitFor(() => expect(calls).toContain(`/api/assistant/diagnosis/report?classroom_id=${C1}`));
    await waitFor(() => expect(calls).toContain(`/api/assistant/datasets/students?classroom_id=${C1}`));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '2026');
    expect(
      await screen.findByText('Ainda não há respostas de provas digitais com habilidades da BNCC para estes filtros.'),
    ).toBeInTheDocument();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    await waitFor(() => expect(calls).toContain('/api/assistant/diagnosis/report?year=2026&format=xlsx'));
  }, 20_000);
});
