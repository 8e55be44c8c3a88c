import { PARK_MESSAGES, type ParkStatementResponse } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import ParkScreen from './park-screen.tsx';

const GAME = '11111111-1111-4111-8111-111111111111';
const CONTENT = '22222222-2222-4222-8222-222222222222';
const TICKET = '33333333-3333-4333-8333-333333333333';
const PACK_LINE = '44444444-4444-4444-8444-444444444444';

function renderPark(credits: number) {
  const sent: { method: string; path: string; key: string | null; body: unknown }[] = [];
  let ticket: ParkStatementResponse['ticket'] = null;
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    sent.push({
      method,
      path: url.pathname,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    switch (url.pathname) {
      case '/api/park/credits/statement':
        return jsonResponse(200, {
          credits: ticket ? credits - 2 : credits,
          ticket_price: 2,
          ticket,
          statement: [
            {
              id: PACK_LINE,
              date: '2026-03-02T12:00:00.000Z',
              event: 'Pacote de 30 créditos',
              type: 'purchase',
              value: 30,
            },
          ],
          total: 1,
          page_size: 10,
        });
      case '/api/park/tickets/checkout':
        ticket = { id: TICKET, day: '2026-03-02', price: 2, checked_in_at: null };
        return jsonResponse(200, { ticket, credits: credits - 2 });
      case '/api/park/tickets/checkin':
        ticket = { id: TICKET, day: '2026-03-02', price: 2, checked_in_at: '2026-03-02T12:01:00.000Z' };
        return jsonResponse(200, {
          ticket,
          games: [
            {
              id: GAME,
              oed_content_id: CONTENT,
              title: 'Memória da tabuada',
              description: 'Encontre os pares.',
              price: 3,
              best_score: 8.5,
            },
          ],
          open_checkouts: [],
        });
    }
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ParkScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe('ParkScreen', () => {
  it('shows the credits and their statement, sells the ticket with a key and enters the arcade', async () => {
    const sent = renderPark(30);
    expect(await screen.findByText('Seus créditos: 30 créditos')).toBeInTheDocument();
    expect(screen.getByText('Pacote de 30 créditos')).toBeInTheDocument();
    expect(screen.getByText('+30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar créditos na loja' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ingresso' }));
    const games = await screen.findByRole('heading', { name: 'Memória da tabuada' });
    const card = games.closest('li') as HTMLElement;
    expect(within(card).getByText('Seu recorde: 8,5')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Jogar Memória da tabuada por 3 créditos' })).toBeEnabled();
    const bought = sent.find((call) => call.path === '/api/park/tickets/checkout');
    expect(bought?.body).toEqual({ price: 2 });
    expect(bought?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not sell a ticket without the credits for it', async () => {
    renderPark(1);
    expect(await screen.findByText(PARK_MESSAGES.insufficientCredits)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar ingresso' })).toBeDisabled();
  });
});
