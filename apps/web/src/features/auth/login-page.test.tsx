import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, logout } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const theme = (url: URL) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, buildTheme()) : undefined);
const loginAnswers = (status: number, body: unknown) => (url: URL) =>
  url.pathname === '/api/identity/auth/login' ? jsonResponse(status, body) : undefined;

async function signIn(username = 'aluno1', password = 'senha123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuário ou e-mail'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => logout());

describe('login page', () => {
  it('greets with the platform theme', async () => {
    answerFetch(theme);
    renderApp('/demo/login');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo ao AVA Demo' })).toBeInTheDocument();
    expect(screen.getByText(/transformando a educação no Brasil/)).toBeInTheDocument();
    expect(document.title).toBe('AVA Demo');
  });

  it('shows the back button only on variants deeper than /:business/login', async () => {
    answerFetch(theme);
    const { unmount } = renderApp('/demo/login');
    await screen.findByRole('heading', { name: 'Bem-vindo ao AVA Demo' });
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    unmount();

    const { router } = renderApp('/demo/login/backoffice');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/demo/login');
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = answerFetch(theme);
    renderApp('/demo/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Esse campo é obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/login'))).toBe(false);
  });

  it("shows the server's message on invalid credentials", async () => {
    answerFetch(theme, loginAnswers(401, { message: 'Credenciais inválidas.' }));
    renderApp('/demo/login');
    await signIn('aluno1', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas.');
    expect(getSession()).toBeNull();
  });

  it("shows a blocked user's title and subtitle", async () => {
    answerFetch(
      theme,
      loginAnswers(401, {
        message: 'Usuário bloqueado',
        title: 'Usuário bloqueado',
        subtitle: 'Procure a sua escola.',
      }),
    );
    renderApp('/demo/login');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usuário bloqueado');
    expect(alert).toHaveTextContent('Procure a sua escola.');
  });

  it('refuses a successful answer whose user has no menus', async () => {
    answerFetch(theme, loginAnswers(200, buildLogin('school_student', { menu: [] })));
    renderApp('/demo/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não possui menus.');
    expect(getSession()).toBeNull();
  });

  it('signs in and opens the landing route of the role', async () => {
    const fetch = answerFetch(theme, loginAnswers(200, buildLogin('school_student')));
    const { router } = renderApp('/demo/login');
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo/painel');
    expect(getSession()?.platform).toBe('demo');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/auth/login'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'aluno1', password: 'senha123', platform: 'demo' });
  });

  it('returns to a remembered content address after login', async () => {
    answerFetch(theme, loginAnswers(200, buildLogin('school_student')));
    const { router } = renderApp('/demo/aulas-digitais/12/ver');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await signIn();

    await waitFor(() => expect(visited).toContain('/demo/aulas-digitais/12/ver'));
    expect(sessionStorage.length).toBe(0);
  });
});
