import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import AccessLogScreen from './access-log-screen.tsx';
import GuardianPrivacyScreen from './guardian-privacy-screen.tsx';

const ANA = { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Souza' };
const BRUNO = { id: '00000000-0000-4000-8000-000000000002', name: 'Bruno Lima' };
const TEACHER = { id: '00000000-0000-4000-8000-000000000009', name: 'Paula Mendes', role: 'school_teacher' };

const renderScreen = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("a guardian's 'Privacidade'", () => {
  it("shows who read the chosen dependent's data, and what the platform keeps and why", async () => {
    const asked: string[] = [];
    answerFetch((url) => {
      if (url.pathname === '/api/identity/guardians/dependents') return jsonResponse(200, { dependents: [ANA, BRUNO] });
      if (url.pathname === '/api/privacy/data-kept') {
        return jsonResponse(200, {
          categories: [
            {
              category: 'sensitive',
              label: 'Dado sensível',
              purposes: [{ purpose: 'account', label: 'Conta e acesso à plataforma' }],
            },
          ],
        });
      }
      if (url.pathname === '/api/privacy/access-log/summary') {
        const student = url.searchParams.get('student_id') ?? '';
        asked.push(student);
        return jsonResponse(200, {
          student: student === ANA.id ? ANA : BRUNO,
          days: 365,
          readers:
            student === ANA.id
              ? [{ reader: TEACHER, reads: [{ what: 'school_work', count: 3, last_at: '2026-11-20T13:00:00.000Z' }] }]
              : [],
        });
      }
      return undefined;
    });
    renderScreen(<GuardianPrivacyScreen />);
    expect(await screen.findByRole('heading', { name: 'Privacidade', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('Redação ou trabalho entregue: 3 vezes · Última vez em 20/11/2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paula Mendes')).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: 'O que guardamos e por quê' });
    expect(within(kept).getByText('Dado sensível')).toBeInTheDocument();
    expect(within(kept).getByText('Conta e acesso à plataforma')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dependente' }), 'Bruno Lima');
    expect(
      await screen.findByText('Ninguém além de você e do seu dependente consultou os dados dele no último ano.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([ANA.id, BRUNO.id]);
  });
});

describe("the administration's 'Acessos a dados de alunos'", () => {
  it('lists the reads newest first, and narrows to one student on a click', async () => {
    stubViewport(1280);
    const asked: (string | null)[] = [];
    const entry = (student: typeof ANA, id: string) => ({
      id,
      at: '2026-11-20T13:00:00.000Z',
      student,
      reader: TEACHER,
      what: 'exam_result',
      resource_id: null,
      route: '/api/homework/digital_exam_result',
      ip: '10.0.0.7',
      user_agent: 'Chromium',
    });
    answerFetch((url) => {
      if (url.pathname !== '/api/privacy/access-log') return undefined;
      const student = url.searchParams.get('student_id');
      asked.push(student);
      const entries = student
        ? [entry(ANA, '00000000-0000-4000-8000-0000000000a1')]
        : [entry(ANA, '00000000-0000-4000-8000-0000000000a1'), entry(BRUNO, '00000000-0000-4000-8000-0000000000b1')];
      return jsonResponse(200, { total: entries.length, page: 1, per_page: 50, entries });
    });
    renderScreen(<AccessLogScreen />);
    const table = await screen.findByRole('table', {
      name: 'Consultas aos dados de alunos, das mais recentes às mais antigas',
    });
    expect(within(table).getAllByText('Paula Mendes (Professor)')).toHaveLength(2);
    expect(within(table).getAllByText('Resultado de prova')).toHaveLength(2);
    expect(within(table).getAllByText('10.0.0.7 · Chromium')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: 'Ver só as consultas a Ana Souza' }));
    expect(await screen.findByText('Somente as consultas de Ana Souza')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([null, ANA.id]));
  });
});
