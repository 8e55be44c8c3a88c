import { defaultFeatureFlags } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const theme = buildTheme({ configs: { is_uppercase: true } });
const serve = (themed = theme) =>
  answerFetch(
    (url) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, themed) : undefined),
    (url) =>
      url.pathname === '/api/identity/users/sign_out'
        ? jsonResponse(200, { message: 'Sessão encerrada com sucesso.' })
        : undefined,
  );

afterEach(() => logout());

/** The bank's paths, empty: a balance, no lines, no investments. */
const serveBank = (currency: string) =>
  answerFetch(
    (url) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, theme) : undefined),
    (url) => {
      const empty = { statements: [], totalStatements: 0 };
      if (url.pathname === '/api/identity/students/score_balance')
        return jsonResponse(200, { balance: 42, score: 42, currency, ...empty });
      if (url.pathname === '/api/identity/transactions/statements')
        return jsonResponse(200, { pokzBalance: 42, ...empty });
      return undefined;
    },
  );

describe('dashboard shell', () => {
  it.each([
    ['school_student', 'painel', 'Pokz'],
    ['school_teacher', 'professor', 'Profz'],
  ] as const)('shows a %s their balance in the header, opening their bank', async (role, dashboard, currency) => {
    serveBank(currency);
    startSession('demo', buildLogin(role, { menu: menuOf({ 'minha-classe': ['atividades'] }) }));
    const { router } = renderApp(`/demo/${dashboard}`);
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('link', { name: `Saldo: 42 ${currency}. Abrir o banco` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/${dashboard}/banco`));
    // The first test compiles the bank screen's chunk, beside the header's (balance, notifications); under a
    // loaded run the heading found may be replaced by the time it is checked, so the check is retried.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banco', level: 1 })).toBeInTheDocument(), {
      timeout: 10_000,
    });
  });

  it('shows a guardian no balance', async () => {
    serveBank('Pokz');
    startSession('demo', buildLogin('guardian', { menu: menuOf({ acompanhamento: ['agenda'] }) }));
    renderApp('/demo/responsavel');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: /Saldo/ })).not.toBeInTheDocument();
  });

  it('shows who is signed in and greets them on an address without a screen', async () => {
    serve();
    startSession('demo', buildLogin('school_teacher', { name: 'Paula Mendes', avatar_url: '/avatar.png' }));
    renderApp('/demo/professor/turmas');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Paula Mendes')).toBeInTheDocument();
    expect(within(banner).getByText('Escola Modelo · Professor')).toBeInTheDocument();
    expect(banner.querySelector('img[src="/avatar.png"]')).not.toBeNull();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Olá, Paula!' })).toBeInTheDocument();
  });

  it("opens the guardian's dashboard on its first menu entry", async () => {
    serve();
    startSession('demo', buildLogin('guardian', { menu: menuOf({ acompanhamento: ['dependentes', 'agenda'] }) }));
    const { router } = renderApp('/demo/responsavel');

    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/responsavel/dependentes'));
    expect(screen.queryByRole('heading', { name: /^Olá/ })).not.toBeInTheDocument();
  });

  it("keeps the teacher's home unless the theme hides the overview", async () => {
    serve();
    startSession('demo', buildLogin('school_teacher', { name: 'Paula Mendes', menu: menuOf({ gestao: ['turmas'] }) }));
    const { router } = renderApp('/demo/professor');
    expect(await screen.findByRole('heading', { name: 'Olá, Paula!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo/professor');
  });

  it('opens the teacher on the first menu entry when the theme hides the overview', async () => {
    serve(buildTheme({ configs: { hideTeacherOverview: true } }));
    startSession('demo', buildLogin('school_teacher', { menu: menuOf({ gestao: ['turmas'] }) }));
    const { router } = renderApp('/demo/professor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/professor/turmas'));
  });

  it('shows initials without a photo and the corporate role wording', async () => {
    serve(buildTheme({ features: defaultFeatureFlags(true) }));
    startSession('demo', buildLogin('b2c_student', { name: 'Marina Alves' }));
    renderApp('/demo/painel');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('MA')).toBeInTheDocument();
    expect(within(banner).getByText('Escola Modelo · Colaborador')).toBeInTheDocument();
  });

  it('displays pre-school grades in capitals when the theme asks', async () => {
    serve();
    startSession('demo', buildLogin('school_student', { grade_id: 31 }));
    const { container } = renderApp('/demo/painel');
    await screen.findByRole('banner');
    expect(container.querySelector('.uppercase-display')).not.toBeNull();
  });

  it('keeps the usual case for other grades', async () => {
    serve();
    startSession('demo', buildLogin('school_student', { grade_id: 23 }));
    const { container } = renderApp('/demo/painel');
    await screen.findByRole('banner');
    expect(container.querySelector('.uppercase-display')).toBeNull();
  });

  it("signs out on the server, then ends the session with 'Sair'", async () => {
    const fetch = serve();
    startSession('demo', buildLogin('guardian'));
    const { router } = renderApp('/demo/responsavel');

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    expect(getSession()).toBeNull();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/users/sign_out'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-guardian');
  });
});
