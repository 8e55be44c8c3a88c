import {
  type Investment,
  LEDGER_MESSAGES,
  type Statement,
  TRANSFER_DAILY_LIMIT,
  type TransferInfoResponse,
} from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../../lib/platform.ts';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import { BankScreen } from './bank-screen.tsx';

const BRUNO = '22222222-2222-4222-8222-222222222222';
const OPEN = '33333333-3333-4333-8333-333333333333';

const line = (index: number): Statement => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  date: '2026-03-10T15:00:00.000Z',
  event: `Desafio ${index}`,
  eventType: 'challenge',
  value: index % 2 ? 10 : -5,
});

const investment: Investment = {
  id: OPEN,
  principal: 40,
  daily_rate: 0.005,
  invested_at: '2026-03-01T12:00:00.000Z',
  days: 4,
  yield: 0,
  value: 40,
  redeemed_at: null,
};

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  key: string | null;
}

/** The identity service's bank paths, with what each call asked. */
function bankServer(options: { transfer?: Partial<TransferInfoResponse>; failing?: Record<string, Response[]> } = {}) {
  const calls: Call[] = [];
  const failing = options.failing ?? {};
  const info: TransferInfoResponse = {
    classmates: [{ id: BRUNO, name: 'Bruno Lima' }],
    has_transfer_password: true,
    daily_limit: TRANSFER_DAILY_LIMIT,
    remainingToday: 30,
    ...options.transfer,
  };
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/identity', '');
    calls.push({
      method,
      path,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      key: new Headers(init.headers).get('Idempotency-Key'),
    });
    const failure = failing[`${method} ${path}`]?.shift();
    if (failure) return failure;
    switch (`${method} ${path}`) {
      case 'GET /students/score_balance':
        return jsonResponse(200, { balance: 100, score: 250, currency: 'Pokz', statements: [], totalStatements: 25 });
      case 'GET /transactions/statements': {
        const page = Number(url.searchParams.get('page') ?? 1);
        const total = url.searchParams.get('eventType') ? 1 : 25;
        const lines = Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) =>
          line((page - 1) * 10 + i),
        );
        return jsonResponse(200, { statements: lines, pokzBalance: 100, totalStatements: total });
      }
      case 'GET /transactions/pokz/investments':
        return jsonResponse(200, {
          investments: [investment],
          daily_rate: 0.005,
          max_yield_days: 30,
          invested: 40,
          yield: 0,
          pokzBalance: 100,
        });
      case 'POST /transactions/pokz/invest':
        return jsonResponse(200, { investment: { ...investment, principal: 50, value: 50 }, pokzBalance: 50 });
      case 'PATCH /transactions/pokz/redeem':
        return jsonResponse(200, {
          investment: { ...investment, redeemed_at: '2026-03-05T12:00:00.000Z' },
          pokzBalance: 140,
        });
      case 'GET /transactions/pokz/transfer_info':
        return jsonResponse(200, info);
      case 'PUT /transactions/pokz/transfer_password':
        info.has_transfer_password = true;
        return jsonResponse(200, { has_transfer_password: true });
      case 'POST /transactions/pokz/transfer':
        return jsonResponse(200, {
          transfer: {
            id: OPEN,
            date: '2026-03-05T12:00:00.000Z',
            amount: 10,
            sender: { id: 'u-1', name: 'Ana Souza' },
            receiver: { id: BRUNO, name: 'Bruno Lima' },
          },
          pokzBalance: 90,
          remainingToday: 20,
        });
      case 'PATCH /students/update_pokz':
        return jsonResponse(200, {
          value: 10,
          date: '2026-03-05T12:00:00.000Z',
          next_reward_at: '2999-01-05T03:00:00.000Z',
          pokzBalance: 110,
        });
    }
    return undefined;
  });
  return calls;
}

const networkDown = () => jsonResponse(503, { message: 'Serviço indisponível.' });

function renderBank(theme = buildTheme(), readOnly = false, width = 1280) {
  stubViewport(width);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlatformContext value={{ business: 'demo', theme }}>
        <BankScreen readOnly={readOnly} />
      </PlatformContext>
    </QueryClientProvider>,
  );
}

const statementCalls = (calls: Call[]) => calls.filter((call) => call.path === '/transactions/statements');

beforeEach(() => startSession('demo', buildLogin('school_student')));
afterEach(() => logout());

describe('BankScreen: balance and statement', () => {
  it('shows the balance in the theme currency and pages through the statement', async () => {
    const calls = bankServer();
    renderBank();
    expect(await screen.findByText('100 Pokz')).toBeInTheDocument();
    expect(screen.getByText('Total ganho: 250 Pokz')).toBeInTheDocument();
    expect(await screen.findByText('Desafio 0')).toBeInTheDocument();
    expect(screen.getByText('25 movimentações')).toBeInTheDocument();
    expect(screen.getAllByText('Página 1 de 3').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Desafio 10')).toBeInTheDocument();
    expect(statementCalls(calls).at(-1)?.query.get('page')).toBe('2');
  });

  it('filters by type, year and period together, back to the first page', async () => {
    const calls = bankServer();
    renderBank();
    await screen.findByText('Desafio 0');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Desafio 10');
    const filters = screen.getByRole('form', { name: 'Filtrar o extrato' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo' }), 'Desafios');
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Ano' }),
      String(new Date().getFullYear()),
    );
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Data inicial' }), '01032026');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Data final' }), '31032026');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    await screen.findByText('1 movimentação');
    const query = statementCalls(calls).at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      eventType: 'challenge',
      year: String(new Date().getFullYear()),
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      page: '1',
    });
    await userEvent.click(within(filters).getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByText('25 movimentações');
    expect(Object.fromEntries(statementCalls(calls).at(-1)?.query ?? [])).toEqual({ page: '1' });
  });

  it('refuses a period that ends before it starts, asking nothing', async () => {
    const calls = bankServer();
    renderBank(buildTheme(), false, 390);
    await screen.findByText('Desafio 0');
    const asked = statementCalls(calls).length;
    const filters = screen.getByRole('form', { name: 'Filtrar o extrato' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Data inicial' }), '10032026');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Data final' }), '01032026');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    expect(within(filters).getByRole('alert')).toHaveTextContent(
      'A data final deve ser igual ou posterior à data inicial.',
    );
    expect(statementCalls(calls)).toHaveLength(asked);
  });
});

describe('BankScreen: investments', () => {
  it('shows the rate, refuses more than the balance, and keeps the key across a retry of the same investment', async () => {
    const calls = bankServer({ failing: { 'POST /transactions/pokz/invest': [networkDown()] } });
    renderBank();
    expect(
      await screen.findByText(
        'Seus Pokz investidos rendem 0,5% ao dia, por até 30 dias. O resgate devolve tudo de uma vez.',
      ),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Investimentos' });
    const amount = within(section).getByRole('textbox', { name: 'Quantidade' });
    await userEvent.type(amount, '500');
    await userEvent.click(within(section).getByRole('button', { name: 'Investir' }));
    expect(within(section).getByText(LEDGER_MESSAGES.insufficientBalance)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,5');
    await userEvent.click(within(section).getByRole('button', { name: 'Investir' }));
    expect(within(section).getByText(LEDGER_MESSAGES.amount)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(section).getByRole('button', { name: 'Investir' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await userEvent.click(within(section).getByRole('button', { name: 'Investir' }));
    expect(await within(section).findByText('Você investiu 50 Pokz.')).toBeInTheDocument();
    await userEvent.type(amount, '50');
    await userEvent.click(within(section).getByRole('button', { name: 'Investir' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const [first, retry, next] = calls.filter((call) => call.method === 'POST');
    expect(first?.body).toEqual({ amount: 50 });
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.key).toBe(first?.key);
    expect(next?.key).not.toBe(first?.key);
  });

  it('redeems an investment after confirming what comes back', async () => {
    const calls = bankServer();
    renderBank();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resgatar o investimento de 40 Pokz feito em 01/03/2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Resgatar investimento?' });
    expect(dialog).toHaveTextContent('Você vai receber 40 Pokz: 40 investidos e 0 de rendimento.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/transactions/pokz/redeem',
      body: { investment_id: OPEN },
    });
  });

  it('lets a guardian in the student session see but not move', async () => {
    const calls = bankServer();
    renderBank(buildTheme(), true);
    expect(await screen.findByText(LEDGER_MESSAGES.delegatedSession)).toBeInTheDocument();
    await screen.findByText('40 Pokz investidos em 01/03/2026');
    expect(screen.queryByRole('button', { name: 'Investir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resgatar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transferir Pokz' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/transactions/pokz/transfer_info')).toBe(false);
  });
});

describe('BankScreen: transfers', () => {
  it('asks for a transfer password first, proving the account password', async () => {
    const calls = bankServer({ transfer: { has_transfer_password: false } });
    renderBank();
    const form = await screen.findByRole('form', { name: 'Crie sua senha de transferência' });
    await userEvent.type(within(form).getByLabelText('Senha da sua conta'), 'senha123');
    await userEvent.type(within(form).getByLabelText('Nova senha de transferência'), '12a');
    await userEvent.type(within(form).getByLabelText('Repita a senha de transferência'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar senha' }));
    expect(within(form).getByText(LEDGER_MESSAGES.transferPasswordFormat)).toBeInTheDocument();
    expect(within(form).getByText('As senhas de transferência não são iguais.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Nova senha de transferência'));
    await userEvent.type(within(form).getByLabelText('Nova senha de transferência'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Senha de transferência salva.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      password: 'senha123',
      transfer_password: '1234',
    });
    expect(await screen.findByRole('combobox', { name: 'Colega' })).toBeInTheDocument();
  });

  it("sends to a classmate after confirming, shows the server's Portuguese refusal and retries with the same key", async () => {
    const wrong = jsonResponse(400, { message: LEDGER_MESSAGES.transferPasswordWrong });
    const calls = bankServer({ failing: { 'POST /transactions/pokz/transfer': [wrong] } });
    renderBank();
    const section = await screen.findByRole('region', { name: 'Transferir Pokz' });
    expect(
      await within(section).findByText(
        'Você pode transferir até 100 Pokz por dia para colegas da sua turma. Hoje ainda pode transferir 30 Pokz.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Transferir' }));
    expect(within(section).getByText('Escolha um colega.')).toBeInTheDocument();
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Colega' }), 'Bruno Lima');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Quantidade' }), '40');
    await userEvent.type(within(section).getByLabelText('Senha de transferência'), '1111');
    await userEvent.click(within(section).getByRole('button', { name: 'Transferir' }));
    expect(within(section).getByText(LEDGER_MESSAGES.transferDailyLimit)).toBeInTheDocument();

    await userEvent.clear(within(section).getByRole('textbox', { name: 'Quantidade' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'Quantidade' }), '10');
    await userEvent.click(within(section).getByRole('button', { name: 'Transferir' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar transferência' });
    expect(dialog).toHaveTextContent('Transferir 10 Pokz para Bruno Lima?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.transferPasswordWrong);

    await userEvent.clear(within(section).getByLabelText('Senha de transferência'));
    await userEvent.type(within(section).getByLabelText('Senha de transferência'), '2468');
    await userEvent.click(within(section).getByRole('button', { name: 'Transferir' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Transferir' }));
    expect(await within(section).findByText('Você transferiu 10 Pokz para Bruno Lima.')).toBeInTheDocument();
    const [first, retry] = calls.filter((call) => call.path === '/transactions/pokz/transfer');
    expect(first?.body).toEqual({ receiver_id: BRUNO, amount: 10, transfer_password: '1111' });
    expect(retry?.body).toEqual({ receiver_id: BRUNO, amount: 10, transfer_password: '2468' });
    expect(retry?.key).toBe(first?.key);
  });

  it('offers no transfer where the platform switched them off', async () => {
    const theme = buildTheme();
    const calls = bankServer();
    renderBank({ ...theme, features: { ...theme.features, transferPokz: false } });
    await screen.findByText('Desafio 0');
    expect(screen.queryByRole('region', { name: 'Transferir Pokz' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/transactions/pokz/transfer_info')).toBe(false);
  });
});

describe('BankScreen: social networks', () => {
  const theme = buildTheme({
    configs: { social_media_pokz: true },
    links: { instagram: 'https://instagram.com/escola', youtube: 'https://youtube.com/escola' },
  });

  it("claims the week's reward on opening a network, then not again in the window", async () => {
    const calls = bankServer();
    renderBank(theme);
    const section = await screen.findByRole('region', { name: 'Redes sociais' });
    expect(section).toHaveTextContent('Visite uma das nossas redes sociais e ganhe 10 Pokz por semana.');
    const instagram = within(section).getByRole('link', { name: 'Instagram (abre em uma nova aba)' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/escola');
    expect(instagram).toHaveAttribute('target', '_blank');
    instagram.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(instagram);
    expect(await within(section).findByText(/Volte a partir de 05\/01\/2999/)).toBeInTheDocument();
    const youtube = within(section).getByRole('link', { name: 'YouTube (abre em uma nova aba)' });
    youtube.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(youtube);
    const claims = calls.filter((call) => call.path === '/students/update_pokz');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({ social_media: 'instagram' });
  });

  it('shows nothing of it where the platform does not reward its networks', async () => {
    bankServer();
    renderBank(buildTheme({ links: { instagram: 'https://instagram.com/escola' } }));
    await screen.findByText('Desafio 0');
    expect(screen.queryByRole('region', { name: 'Redes sociais' })).not.toBeInTheDocument();
  });
});

describe('BankScreen: educators', () => {
  it('shows their own Profz with statement and investments, and no transfer nor social networks', async () => {
    logout();
    startSession('demo', buildLogin('school_teacher'));
    bankServer();
    renderBank(buildTheme({ configs: { social_media_pokz: true }, links: { instagram: 'instagram.com/x' } }));
    await screen.findByText('Desafio 0');
    expect(screen.getByRole('region', { name: 'Investimentos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Transferir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Redes sociais' })).not.toBeInTheDocument();
  });
});
