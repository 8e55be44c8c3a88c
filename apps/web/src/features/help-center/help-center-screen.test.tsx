import type { HelpTicket, HelpTicketDetails } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const TICKET: HelpTicket = {
  id: '5b0c1f5e-8a0e-4b8e-9d59-3f1c2b7c9a01',
  number: 7,
  subject: { id: 3, name: 'Notas e desempenho' },
  title: 'Boletim em branco',
  description: 'O boletim não abre.',
  status: 'answered',
  requester: { id: 'guardian-1', name: 'Renata Souza', role: 'guardian' },
  comments_count: 1,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  closed_at: null,
};

const details = (policies: HelpTicketDetails['policies'], status = TICKET.status): HelpTicketDetails => ({
  ticket: { ...TICKET, status },
  comments: [
    {
      id: 1,
      body: 'Já corrigimos o boletim.',
      author: { id: 'admin-1', name: 'Administração Demo', role: 'school_admin' },
      from_back_office: true,
      status_change: null,
      created_at: '2026-03-02T12:00:00.000Z',
    },
  ],
  policies,
});

const sent: { path: string; body: unknown }[] = [];

function serve(faq: boolean, ticketDetails: HelpTicketDetails) {
  sent.length = 0;
  answerFetch(
    (url) =>
      url.pathname === '/api/platforms/show'
        ? jsonResponse(200, buildTheme({ features: { ...buildTheme().features, faq } }))
        : undefined,
    (url, init) => {
      if (init.method === 'POST') sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      switch (url.pathname) {
        case '/api/help_center_calls/subjects':
          return jsonResponse(200, { subjects: [{ id: 3, name: 'Notas e desempenho' }] });
        case '/api/help_center_calls/tickets':
          return jsonResponse(200, {
            tickets: [TICKET],
            total: 1,
            page: 1,
            per_page: 20,
            scope: url.searchParams.get('scope'),
          });
        case '/api/help_center_calls/details':
          return jsonResponse(200, ticketDetails);
        case '/api/help-center-calls/tickets/create':
          return jsonResponse(201, { ticket: { ...TICKET, status: 'open', comments_count: 0 } });
        case '/api/help-center-calls/comments/create':
          return jsonResponse(201, { comment: ticketDetails.comments[0], ticket: TICKET });
        default:
          return undefined;
      }
    },
  );
}

afterEach(() => logout());

describe('help center screens', () => {
  it("opens from the header's 'Ajuda' with the FAQ and the guardian's tickets, and opens a new ticket", async () => {
    serve(true, details({ comment: true, close: false, reopen: false }));
    startSession('demo', buildLogin('guardian', { user_id: 'guardian-1', menu: menuOf({ inicio: ['dependentes'] }) }));
    const { router } = renderApp('/demo/responsavel/dependentes');
    await userEvent.click(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Ajuda' }));
    // The help center's code loads on first use.
    await screen.findByRole('heading', { name: 'Central de ajuda', level: 1 }, { timeout: 5_000 });
    expect(screen.getByRole('heading', { name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(await screen.findByText('Boletim em branco')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seções da central de ajuda' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Novo chamado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/responsavel/ajuda/novo'));
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir chamado' }));
    expect(await screen.findByText('Escolha um assunto.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Assunto'), 'Notas e desempenho');
    await userEvent.type(screen.getByLabelText('Título'), 'Boletim em branco');
    await userEvent.type(screen.getByLabelText('Descreva o que aconteceu'), 'O boletim não abre.');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir chamado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/responsavel/ajuda/chamado/${TICKET.id}`));
    expect(sent).toEqual([
      {
        path: '/api/help-center-calls/tickets/create',
        body: { subject_id: 3, title: 'Boletim em branco', description: 'O boletim não abre.' },
      },
    ]);
    expect(await screen.findByText('Já corrigimos o boletim.')).toBeInTheDocument();
  });

  it('hides the FAQ when the faq flag is off, and a closed ticket takes no message from its asker', async () => {
    serve(false, details({ comment: false, close: false, reopen: false }, 'closed'));
    startSession('demo', buildLogin('school_student', { user_id: 'guardian-1' }));
    renderApp(`/demo/painel/ajuda/chamado/${TICKET.id}`);
    await screen.findByRole('heading', { name: 'Boletim em branco', level: 1 });
    expect(screen.getByText(/Este chamado foi encerrado/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Sua mensagem')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para os chamados' }));
    await screen.findByRole('heading', { name: 'Central de ajuda', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Perguntas frequentes' })).toBeNull();
  });

  it("gives the back office the platform's queue, and the answer and close form", async () => {
    serve(true, details({ comment: true, close: true, reopen: false }));
    startSession('demo', buildLogin('school_admin', { user_id: 'admin-1' }));
    renderApp('/demo/professor/ajuda');
    await screen.findByRole('navigation', { name: 'Seções da central de ajuda' });
    expect(await screen.findByText(/Renata Souza/)).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar por título, nome ou número')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Boletim em branco/ }));
    await userEvent.type(await screen.findByLabelText('Resposta ao solicitante'), 'Resolvido.');
    await userEvent.click(screen.getByRole('button', { name: 'Responder e encerrar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/help-center-calls/comments/create',
          body: { ticket_id: TICKET.id, comment: 'Resolvido.', status: 'closed' },
        },
      ]),
    );
  });
});
