import type { PrivacyRequest } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import { DataRequestsSection, FinishedErasures } from './data-requests-section.tsx';
import OwnPrivacyScreen from './own-privacy-screen.tsx';
import PrivacyRequestsScreen from './privacy-requests-screen.tsx';

const ANA = { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Souza' };
const GUARDIAN = { id: '00000000-0000-4000-8000-000000000005', name: 'Rita Souza', role: 'guardian' };
const TEACHER = { id: '00000000-0000-4000-8000-000000000009', name: 'Paula Mendes', role: 'school_teacher' };

const request = (overrides: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'export',
  status: 'done',
  subject: ANA,
  requested_by: GUARDIAN,
  requested_at: '2026-11-20T13:00:00.000Z',
  confirmed_at: null,
  started_at: '2026-11-20T13:00:05.000Z',
  finished_at: '2026-11-20T13:00:30.000Z',
  file: null,
  summary: {},
  ...overrides,
});

const renderScreen = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("a dependent's data requests", () => {
  it('offers the link of a finished copy, and asks for a new one', async () => {
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname === '/api/privacy/requests/mine') {
        return jsonResponse(200, {
          requests: [
            request({
              file: {
                size: 2_400_000,
                expires_at: '2026-11-27T13:00:30.000Z',
                download_url: '/api/privacy/requests/x/download?expires=1&signature=s',
                downloads: 1,
                downloaded_at: '2026-11-21T10:00:00.000Z',
              },
            }),
          ],
        });
      }
      if (url.pathname === '/api/privacy/requests' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, request({ status: 'queued', id: '00000000-0000-4000-8000-0000000000e2' }));
      }
      return undefined;
    });
    renderScreen(<DataRequestsSection subject={ANA} />);
    const region = await screen.findByRole('region', { name: 'Dados de Ana Souza' });
    const link = await within(region).findByRole('link', { name: /Baixar a cópia \(2,4 MB\)/ });
    expect(link).toHaveAttribute('href', '/api/privacy/requests/x/download?expires=1&signature=s');
    expect(within(region).getByText(/Link válido até 27\/11\/2026/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Pedir uma cópia dos dados' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'export', subject_id: ANA.id }]));
  });

  it('explains the erasure, then confirms it with the password and the first name', async () => {
    const confirmed: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname === '/api/privacy/requests/mine') {
        return jsonResponse(200, {
          requests: [request({ kind: 'erasure', status: 'awaiting_confirmation', file: null })],
        });
      }
      if (url.pathname.endsWith('/confirm')) {
        const body = JSON.parse(String(init.body)) as { first_name: string };
        confirmed.push(body);
        return body.first_name === 'Ana'
          ? jsonResponse(200, request({ kind: 'erasure', status: 'queued' }))
          : jsonResponse(400, { message: 'O primeiro nome digitado não confere.' });
      }
      return undefined;
    });
    renderScreen(<DataRequestsSection subject={ANA} />);
    expect(await screen.findByText(/São anonimizados/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Confirme a exclusão' });
    expect(
      within(form).getByText('Para confirmar, digite a sua senha e o primeiro nome de Ana Souza.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Sua senha'), 'segredo');
    await userEvent.type(within(form).getByLabelText('Primeiro nome'), 'Bia');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar a exclusão' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('O primeiro nome digitado não confere.');
    await userEvent.clear(within(form).getByLabelText('Primeiro nome'));
    await userEvent.type(within(form).getByLabelText('Primeiro nome'), 'Ana');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar a exclusão' }));
    await waitFor(() => expect(confirmed).toHaveLength(2));
    expect(confirmed[1]).toEqual({ password: 'segredo', first_name: 'Ana' });
  });
});

describe("an adult's own 'Privacidade'", () => {
  it('asks for the erasure of their own data without naming anyone', async () => {
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname === '/api/privacy/requests/mine') return jsonResponse(200, { requests: [] });
      if (url.pathname === '/api/privacy/requests' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, request({ kind: 'erasure', status: 'awaiting_confirmation', subject: TEACHER }));
      }
      return undefined;
    });
    renderScreen(<OwnPrivacyScreen />);
    expect(await screen.findByRole('heading', { name: 'Privacidade', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir a exclusão' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'erasure' }]));
  });
});

describe('the erasures done', () => {
  it('tell the guardian by their dates that a deletion was carried out, the name gone with the data', async () => {
    answerFetch((url) =>
      url.pathname === '/api/privacy/requests/mine'
        ? jsonResponse(200, {
            requests: [
              request({ kind: 'erasure', subject: null, summary: { record_id: 'r' } }),
              request({ id: '00000000-0000-4000-8000-0000000000e2' }),
            ],
          })
        : undefined,
    );
    renderScreen(<FinishedErasures />);
    const done = await screen.findByRole('region', { name: 'Exclusões concluídas' });
    expect(within(done).getAllByRole('listitem')).toHaveLength(1);
    expect(within(done).getByText(/^Dados excluídos em 20\/11\/2026/)).toBeInTheDocument();
  });
});

describe("the administration's 'Solicitações de dados'", () => {
  it('lists the requests, filters them by kind and opens one', async () => {
    stubViewport(1280);
    const asked: string[] = [];
    const done = request({
      file: {
        size: 1_000,
        expires_at: '2026-11-27T13:00:30.000Z',
        download_url: null,
        downloads: 2,
        downloaded_at: null,
      },
      summary: { areas: { 'conta-e-perfil': 3 }, files: 1 },
    });
    const erased = request({
      id: '00000000-0000-4000-8000-0000000000e3',
      kind: 'erasure',
      subject: null,
      summary: { record_id: 'r-1' },
    });
    answerFetch((url) => {
      if (url.pathname === `/api/privacy/requests/${done.id}`) return jsonResponse(200, done);
      if (url.pathname !== '/api/privacy/requests') return undefined;
      const kind = url.searchParams.get('kind') ?? '';
      asked.push(kind);
      const requests = kind === 'export' ? [done] : [done, erased];
      return jsonResponse(200, { total: requests.length, page: 1, per_page: 50, requests });
    });
    renderScreen(<PrivacyRequestsScreen />);
    const table = await screen.findByRole('table', {
      name: 'Solicitações de dados, das mais recentes às mais antigas',
    });
    expect(within(table).getByText('Pessoa removida')).toBeInTheDocument();
    expect(within(table).getAllByText('Rita Souza (Responsável)')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Cópia dos dados');
    await waitFor(() => expect(asked).toEqual(['', 'export']));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver a solicitação de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da solicitação' });
    expect(await within(dialog).findByText('conta-e-perfil: 3')).toBeInTheDocument();
    expect(within(dialog).getByText('2')).toBeInTheDocument();
  });
});
