import type { RetentionSettings } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import RetentionScreen from './retention-screen.tsx';

const period = (category: string, label: string, months: number, min: number, max: number) => ({
  category,
  label,
  description: `${label}: apagados depois do prazo.`,
  months,
  default_months: months,
  min_months: min,
  max_months: max,
});

const SETTINGS: RetentionSettings = {
  periods: [
    period('usage_logs', 'Registros de uso', 24, 6, 120),
    period('sign_ins', 'Registros de acesso (sessões)', 6, 6, 60),
    period('access_log', 'Registro de leituras de dados de alunos', 24, 12, 120),
    period('former_students', 'Contas de alunos que saíram', 24, 6, 120),
  ] as RetentionSettings['periods'],
  last_run: {
    at: '2026-11-20T06:00:00.000Z',
    removed: { usage_logs: 120, sign_ins: 4, access_log: 0, former_students: 2 },
    accounts_erased: 2,
  },
  erasures: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      at: '2026-11-20T06:00:05.000Z',
      reason: 'retention',
      requested_by_role: 'retention',
      removed: 830,
      anonymised: 14,
      files_removed: 3,
    },
  ],
};

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RetentionScreen />
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("the administration's 'Retenção de dados'", () => {
  it('shows each period, what the daily run last did and the latest erasures', async () => {
    stubViewport(1280);
    answerFetch((url) => (url.pathname === '/api/privacy/retention' ? jsonResponse(200, SETTINGS) : undefined));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Retenção de dados', level: 1 })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('spinbutton', { name: 'Prazo em meses' })).map(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toEqual(['24', '6', '24', '24']);
    expect(screen.getByText('Entre 6 e 60 meses (padrão: 6).')).toBeInTheDocument();
    const run = screen.getByRole('region', { name: 'Última rotina diária' });
    expect(within(run).getByText('Registros de uso: 120 registros apagados')).toBeInTheDocument();
    expect(within(run).getByText('2 contas de alunos que saíram apagadas ou anonimizadas')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Exclusões de dados pessoais/ });
    expect(within(table).getByText('Prazo de retenção')).toBeInTheDocument();
    expect(within(table).getByText('Rotina de retenção')).toBeInTheDocument();
    expect(within(table).getByText('830 / 14')).toBeInTheDocument();
  });

  it('refuses a period out of bounds before sending, then saves the periods', async () => {
    stubViewport(390);
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/privacy/retention') return undefined;
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { periods: Record<string, number> };
        sent.push(body);
        return jsonResponse(200, {
          ...SETTINGS,
          periods: SETTINGS.periods.map((p) => ({ ...p, months: body.periods[p.category] ?? p.months })),
        });
      }
      return jsonResponse(200, SETTINGS);
    });
    renderScreen();
    const [, signIns] = await screen.findAllByRole('spinbutton', { name: 'Prazo em meses' });
    if (!signIns) throw new Error('no sign-ins field');
    await userEvent.clear(signIns);
    await userEvent.type(signIns, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar prazos' }));
    expect(await screen.findByText('Informe um prazo entre 6 e 60 meses.')).toBeInTheDocument();
    expect(signIns).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.clear(signIns);
    await userEvent.type(signIns, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar prazos' }));
    expect(await screen.findByText('Prazos salvos.')).toBeInTheDocument();
    expect(sent).toEqual([{ periods: { usage_logs: 24, sign_ins: 12, access_log: 24, former_students: 24 } }]);
  });
});
