import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { renderInRouter } from '../../test/render-in-router.tsx';
import NotificationBell from './notification-bell.tsx';

const notification = {
  id: 'n-1',
  kind: 'notification',
  title: 'Reunião de pais',
  body: 'Sexta às 18h, no auditório.',
  link: null,
  image_url: null,
  sender_name: 'Paula Mendes',
  created_at: '2026-03-02T12:00:00.000Z',
  read: false,
  archived: false,
};

function serve() {
  const calls: string[] = [];
  let unread = 1;
  const spy = answerFetch((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/notifications/amount') return jsonResponse(200, { amount: unread });
    if (url.pathname === '/api/notifications')
      return jsonResponse(200, {
        notifications: [{ ...notification, read: unread === 0 }],
        total: 1,
        page: 1,
        per_page: 20,
      });
    if (url.pathname === '/api/notifications/details') {
      unread = 0;
      return jsonResponse(200, { ...notification, read: true });
    }
    if (url.pathname === '/api/notifications/archive') return jsonResponse(200, { message: 'Notificação arquivada.' });
    return undefined;
  });
  return { calls, spy };
}

function renderBell(role: 'guardian' | 'school_teacher' = 'guardian') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRouter(
    <QueryClientProvider client={client}>
      <NotificationBell user={{ user_id: 'u-1', role }} />
    </QueryClientProvider>,
  );
}

describe('the notifications bell', () => {
  it('shows the unread amount, opens the panel and a notification, which is then read', async () => {
    const { calls } = serve();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).queryByRole('button', { name: 'Nova notificação' })).not.toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: /Reunião de pais/ }));
    expect(await within(panel).findByRole('heading', { name: 'Reunião de pais' })).toBeInTheDocument();
    expect(within(panel).getByText(/De Paula Mendes/)).toBeInTheDocument();
    expect(calls).toContain('GET /api/notifications/details');
    await userEvent.click(within(panel).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(calls).toContain('PATCH /api/notifications/archive'));
  });

  it('offers educators the composer', async () => {
    serve();
    renderBell('school_teacher');
    await userEvent.click(await screen.findByRole('button', { name: /Notificações/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(panel).findByRole('button', { name: 'Nova notificação' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Enviadas' })).toBeInTheDocument();
  });
});
