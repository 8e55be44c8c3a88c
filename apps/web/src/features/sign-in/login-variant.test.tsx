import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTheme } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const NEEDS_ADDRESS =
  'O acesso pelo backoffice precisa do usuário e do token no endereço: abra o link gerado pelo backoffice.';

const answers = (url: URL) => {
  if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
  if (url.pathname === '/api/identity/sign_in/options')
    return jsonResponse(200, { google_client_id: null, sso: false });
  if (url.pathname === '/api/identity/users/backoffice_sign_in') {
    return jsonResponse(401, { message: 'Credenciais inválidas.' });
  }
  return undefined;
};

afterEach(() => logout());

describe('login variants', () => {
  it('tells that backoffice sign-in needs the username and token in the address, and offers nothing else', async () => {
    answerFetch(answers);
    renderApp('/demo/login/backoffice');
    expect(await screen.findByText(NEEDS_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar com QR Code' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
  });

  it('shows only the refusal when the backoffice address fails', async () => {
    answerFetch(answers);
    renderApp('/demo/login/backoffice?username=professor&token=vencido');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas.');
    expect(screen.queryByText(NEEDS_ADDRESS)).not.toBeInTheDocument();
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
  });

  it('keeps the other ways in under the password form', async () => {
    answerFetch(answers);
    renderApp('/demo/login');
    expect(await screen.findByRole('button', { name: 'Entrar com QR Code' })).toBeInTheDocument();
    expect(screen.getByText('ou')).toBeInTheDocument();
    expect(screen.queryByText(NEEDS_ADDRESS)).not.toBeInTheDocument();
  });
});
