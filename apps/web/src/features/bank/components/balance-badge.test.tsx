import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformContext } from '../../../lib/platform.ts';
import { bankKeys, pokzShown, refreshPokzBalance } from '../../../lib/pokz-balance.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildTheme } from '../../../test/fixtures.ts';
import { renderInRouter } from '../../../test/render-in-router.tsx';
import BalanceBadge from './balance-badge.tsx';

const toast = vi.hoisted(() => ({ notify: vi.fn(), celebrate: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toast.notify }));
vi.mock('@ava/web-kit/confetti', () => ({ celebrate: toast.celebrate }));

const SEEN_KEY = 'ava.pokz_seen.u-1';

function serveBalances(...balances: number[]) {
  let answered = 0;
  answerFetch((url) => {
    if (url.pathname !== '/api/identity/students/score_balance') return undefined;
    const balance = balances[Math.min(answered++, balances.length - 1)];
    return jsonResponse(200, { balance, score: balance, currency: 'Pokz', statements: [], totalStatements: 0 });
  });
}

function renderBadge(role: 'school_student' | 'school_teacher' = 'school_student') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRouter(
    <QueryClientProvider client={client}>
      <PlatformContext value={{ business: 'demo', theme: buildTheme() }}>
        <BalanceBadge user={{ user_id: 'u-1', role }} bankPath="/demo/painel/banco" />
      </PlatformContext>
    </QueryClientProvider>,
    '/demo/painel',
  );
  return client;
}

/** Reads the balance again, as an action that may have paid does. */
const payAndRefresh = (client: QueryClient) => act(() => refreshPokzBalance(client));

beforeEach(() => {
  toast.notify.mockClear();
  toast.celebrate.mockClear();
});

describe('BalanceBadge', () => {
  it('shows the balance compactly, linking to the bank', async () => {
    serveBalances(1250);
    renderBadge();
    const link = await screen.findByRole('link', { name: 'Saldo: 1.250 Pokz. Abrir o banco' });
    expect(link).toHaveAttribute('href', '/demo/painel/banco');
  });

  it("toasts '+N pokz' with a celebration when the balance goes up, and not for the first balance seen", async () => {
    serveBalances(100, 130, 130, 120);
    const client = renderBadge();
    await screen.findByRole('link', { name: /Saldo: 100 Pokz/ });
    expect(toast.notify).not.toHaveBeenCalled();
    await payAndRefresh(client);
    await screen.findByRole('link', { name: /Saldo: 130 Pokz/ });
    expect(toast.notify).toHaveBeenCalledExactlyOnceWith({
      status: 'success',
      title: 'Você recebeu Pokz!',
      message: '+30 Pokz',
    });
    expect(toast.celebrate).toHaveBeenCalledOnce();
    // The same balance again, then a spend: nothing more to tell.
    await payAndRefresh(client);
    await payAndRefresh(client);
    await screen.findByRole('link', { name: /Saldo: 120 Pokz/ });
    expect(toast.notify).toHaveBeenCalledOnce();
  });

  it('tells on return what arrived while away, once, from the balance last seen on this device', async () => {
    localStorage.setItem(SEEN_KEY, '100');
    serveBalances(145);
    renderBadge();
    await screen.findByRole('link', { name: /Saldo: 145 Pokz/ });
    expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '+45 Pokz' }));
    expect(localStorage.getItem(SEEN_KEY)).toBe('145');
  });

  it("leaves out what the score dialog already showed (no second '+N')", async () => {
    serveBalances(100, 130, 150);
    const client = renderBadge();
    await screen.findByRole('link', { name: /Saldo: 100 Pokz/ });
    pokzShown(30);
    await payAndRefresh(client);
    await screen.findByRole('link', { name: /Saldo: 130 Pokz/ });
    expect(toast.notify).not.toHaveBeenCalled();
    // Counted once: a later rise is told in full.
    await payAndRefresh(client);
    await screen.findByRole('link', { name: /Saldo: 150 Pokz/ });
    expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '+20 Pokz' }));
  });

  it("names an educator's currency as the server does (Profz)", async () => {
    answerFetch(() =>
      jsonResponse(200, { balance: 12, score: 12, currency: 'Profz', statements: [], totalStatements: 0 }),
    );
    const client = renderBadge('school_teacher');
    expect(await screen.findByRole('link', { name: 'Saldo: 12 Profz. Abrir o banco' })).toBeInTheDocument();
    expect(client.getQueryData(bankKeys.balance())).toMatchObject({ currency: 'Profz' });
  });
});
