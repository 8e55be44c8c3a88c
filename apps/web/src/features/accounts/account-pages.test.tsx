import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTheme } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

type Call = { path: string; search: string; body: unknown; headers: Headers };

function serve(answers: Record<string, (call: Call) => [number, unknown]>) {
  const calls: Call[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    const call = {
      path: url.pathname,
      search: url.search,
      body: init.body ? JSON.parse(String(init.body)) : null,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const answer = answers[url.pathname];
    return answer ? jsonResponse(...answer(call)) : undefined;
  });
  return calls;
}

const open = (signup: boolean) => () => [200, { platform: 'demo', name: 'AVA Demo', signup }] as [number, unknown];

afterEach(() => {
  logout();
  window.history.replaceState(null, '', '/');
});

describe('sign-up page', () => {
  it('shows the availability messages under the fields as they are left', async () => {
    serve({
      '/api/identity/platforms/status': open(true),
      '/api/identity/users/check_availability': ({ search }) => [
        200,
        { username_exist: search.includes('username'), email_exist: search.includes('email'), invalid_code: false },
      ],
    });
    renderApp('/demo/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome de usuário'), 'ocupado');
    await user.type(screen.getByLabelText('E-mail'), 'ocupado@x.br');
    expect(await screen.findByText('O nome de usuário já está em uso.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Nome completo'));
    expect(await screen.findByText('O e-mail já está em uso.')).toBeInTheDocument();
  });

  it('signs up and tells the person to confirm the e-mail, which can be sent again', async () => {
    const calls = serve({
      '/api/identity/platforms/status': open(true),
      '/api/identity/users/check_availability': () => [
        200,
        { username_exist: false, email_exist: false, invalid_code: false },
      ],
      '/api/identity/users/sign_up_b2c': () => [201, { message: 'ok', user_id: 'u-9' }],
      '/api/identity/users/emails/verification': () => [200, { message: 'Enviaremos um novo link.' }],
    });
    renderApp('/demo/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome completo'), 'Lia Campos');
    await user.type(screen.getByLabelText('Nome de usuário'), 'Lia.Campos');
    await user.type(screen.getByLabelText('E-mail'), 'lia@x.br');
    await user.type(screen.getByLabelText('Senha'), 'uma-senha-boa');
    await user.type(screen.getByLabelText('Confirme a senha'), 'uma-senha-boa');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('heading', { name: 'Confirme o seu e-mail' })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/sign_up_b2c'))?.body).toEqual({
      platform: 'demo',
      name: 'Lia Campos',
      username: 'lia.campos',
      email: 'lia@x.br',
      password: 'uma-senha-boa',
      password_confirmation: 'uma-senha-boa',
    });
    await user.click(screen.getByRole('button', { name: 'Reenviar o e-mail' }));
    expect(await screen.findByText('Enviaremos um novo link.')).toBeInTheDocument();
  });

  it('says so when the platform takes no sign-ups', async () => {
    serve({ '/api/identity/platforms/status': open(false) });
    renderApp('/demo/cadastro/responsavel');
    expect(await screen.findByRole('alert')).toHaveTextContent('O cadastro não está disponível nesta plataforma.');
    expect(screen.getByRole('heading', { name: 'Cadastro de responsável' })).toBeInTheDocument();
  });
});

describe('e-mail confirmation page', () => {
  it('confirms with the token of the link and opens the login with the spec’s message', async () => {
    const calls = serve({ '/api/identity/users/emails/verification': () => [200, { message: 'ok' }] });
    window.history.replaceState(null, '', '/demo/cadastro/confirmacao#token=abc');
    const { router } = renderApp('/demo/cadastro/confirmacao');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    expect(calls.find((call) => call.path.endsWith('/verification'))?.body).toEqual({ platform: 'demo', token: 'abc' });
    expect(window.location.hash).toBe('');
  });
});

describe('password recovery pages', () => {
  it('asks for a reset link and shows the e-mail-not-found message', async () => {
    serve({
      '/api/identity/users/emails/reset_password': () => [
        404,
        { message: 'E-mail não encontrado, verifique o usuário digitado ou contate o suporte.' },
      ],
    });
    renderApp('/demo/recuperar-senha');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuário ou e-mail'), 'ninguem');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail não encontrado, verifique o usuário digitado ou contate o suporte.',
    );
  });

  async function submitNewPassword() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  }

  it('sends the token of the link as the bearer token and returns to the login', async () => {
    const calls = serve({
      '/api/identity/users/reset-password': () => [200, { message: 'Senha alterada com sucesso.' }],
    });
    window.history.replaceState(null, '', '/demo/recuperar-senha/nova-senha#token=tok-123');
    const { router } = renderApp('/demo/recuperar-senha/nova-senha');
    await submitNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    const call = calls.find((entry) => entry.path.endsWith('/reset-password'));
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(call?.body).toEqual({ platform: 'demo', password: 'nova-senha-1', password_confirmation: 'nova-senha-1' });
  });

  it('shows “Token inválido” on a 401 and “Senha inválida” on any other failure', async () => {
    let status = 401;
    serve({ '/api/identity/users/reset-password': () => [status, { message: 'x' }] });
    window.history.replaceState(null, '', '/demo/recuperar-senha/nova-senha#token=tok-123');
    renderApp('/demo/recuperar-senha/nova-senha');
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Token inválido$/);
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Senha inválida$/));
  });

  it('recovers with the secret questions and goes on to the new password', async () => {
    const calls = serve({
      '/api/identity/users/validate_secret_answer': () => [200, { token: 'tok-perguntas' }],
      '/api/identity/users/reset-password': () => [200, { message: 'Senha alterada com sucesso.' }],
    });
    const { router } = renderApp('/demo/recuperar-senha/perguntas');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome de usuário'), 'aluno1');
    await user.selectOptions(screen.getByLabelText('Pergunta 1'), '2');
    await user.type(screen.getByLabelText('Resposta 1'), 'Escola Sol');
    await user.selectOptions(screen.getByLabelText('Pergunta 2'), '3');
    await user.type(screen.getByLabelText('Resposta 2'), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/recuperar-senha/nova-senha'));
    await submitNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    expect(calls.find((call) => call.path.endsWith('/reset-password'))?.headers.get('Authorization')).toBe(
      'Bearer tok-perguntas',
    );
  });
});
