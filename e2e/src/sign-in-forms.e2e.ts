import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessCodeCreateResponse, InstitutionsResponse } from '@ava/contracts';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const identity = (path: string) => `${baseUrl()}/api/identity${path}`;

async function apiSignIn(username: string): Promise<string> {
  const response = await fetch(identity('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, platform: 'demo' }),
  });
  return ((await response.json()) as { auth_token: string }).auth_token;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(identity(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The professor prints a fresh sheet of access codes for 3º ano - Turma A. */
async function printCodes(): Promise<AccessCodeCreateResponse> {
  const token = await apiSignIn('professor');
  const { institutions } = await api<InstitutionsResponse>(token, 'GET', '/teachers/institutions');
  const classroom = institutions.flatMap((school) => school.classrooms).find((c) => c.name === '3º ano - Turma A');
  return api<AccessCodeCreateResponse>(token, 'POST', `/teacher/classrooms/${classroom?.id}/access_codes`, {});
}
const codeOf = (sheet: AccessCodeCreateResponse, username: string) =>
  sheet.codes.find((entry) => entry.username === username)?.code ?? '';

describe('access codes and the QR code', () => {
  it('signs a student in with the typed code, once', async () => {
    const page = currentPage();
    const code = codeOf(await printCodes(), 'aluno1');
    await page.goto('/demo/login/qrcode');
    expect(await page.getByLabel('Senha', { exact: true }).count()).toBe(0);
    await page.getByLabel('Código de acesso', { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Entrar com o código' }).click();
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/demo\/login$/);
    await page.goto('/demo/login/qrcode');
    await page.getByLabel('Código de acesso', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Entrar com o código' }).click();
    await page.getByRole('alert').getByText('Credenciais inválidas.').waitFor();
  });

  it("opens the printed QR code's address and signs in, leaving no code in the address", async () => {
    const page = currentPage();
    const code = codeOf(await printCodes(), 'aluno2');
    await page.goto(`/demo/login/qrcode?access_code=${code}`);
    await page.waitForURL(/\/demo\/painel$/);
    expect(new URL(page.url()).search).toBe('');
  });

  it('lets the teacher print a sheet of QR codes whose codes sign the students in', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor$/);
    await page.goto('/demo/professor/codigos-de-acesso');
    await page.getByLabel('Turma', { exact: true }).selectOption({ label: '3º ano - Turma A' });
    await page.getByRole('button', { name: 'Gerar códigos' }).click();
    await page.getByRole('img', { name: 'QR Code de Ana Souza' }).waitFor();
    const code = await page.getByRole('listitem').filter({ hasText: 'Bruno Lima' }).locator('.font-mono').textContent();

    const student = await page.context().browser()?.newContext({ baseURL: baseUrl() });
    const studentPage = await student?.newPage();
    if (!student || !studentPage) throw new Error('no browser');
    await studentPage.goto(`/demo/login/qrcode?access_code=${code}`);
    await studentPage.waitForURL(/\/demo\/painel$/);
    await student.close();
  });

  it("shows the scanner's 'no camera' state with 'Tentar novamente' when no camera exists", async () => {
    const page = currentPage();
    await page.context().grantPermissions(['camera']);
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Entrar com QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar com QR Code' });
    await dialog.getByText('Não foi possível encontrar a câmera.').waitFor();
    await dialog.getByText('Verifique se a câmera está conectada e tente novamente.').waitFor();
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await dialog.getByText('Não foi possível encontrar a câmera.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Trocar câmera' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('hand-over by token', () => {
  it('takes over the session of username and token, once', async () => {
    const page = currentPage();
    const token = await apiSignIn('aluno3');
    await page.goto(`/demo/login/sso?username=aluno3&token=${token}`);
    await page.waitForURL(/\/demo\/painel$/);
    await page.getByRole('banner').getByText('Carla Dias').waitFor();

    const again = await page.context().browser()?.newPage();
    if (!again) throw new Error('no browser');
    await again.goto(`${baseUrl()}/demo/login/sso?tk=${token}`);
    await again.getByRole('alert').getByText('Credenciais inválidas.').waitFor();
    expect(new URL(again.url()).search).toBe('');
    await again.close();
  });
});

describe('single sign-on with OpenID Connect', () => {
  let server: Server;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        { client_id: 'ava', client_secret: 'segredo-do-cliente', redirect_uris: [`${baseUrl()}/demo/login/auth/sso`] },
      ],
      cookies: { keys: ['chave-de-teste'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_context: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: true }),
      }),
    });
    const callback = provider.callback();
    // The provider's login and consent answer by themselves, for the demo's professor.
    server.on('request', async (request, response) => {
      if (!request.url?.startsWith('/interaction/')) return callback(request, response);
      const details = await provider.interactionDetails(request, response);
      const accountId = 'professor@ava-demo.com.br';
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } });
    });
    const admin = await apiSignIn('admin');
    await api(admin, 'PUT', '/sign_in/providers/sso', {
      settings: { issuer, client_id: 'ava', client_secret: 'segredo-do-cliente' },
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("goes to the identity provider from 'Entrar com SSO' and comes back signed in", async () => {
    const page = currentPage();
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Entrar com SSO' }).click();
    await page.waitForURL(/\/demo\/professor$/);
    await page.getByRole('banner').getByText('Paula Mendes').waitFor();
  });

  it('refuses a return from the provider that this server did not start', async () => {
    const page = currentPage();
    await page.goto('/demo/login/auth/sso?code=forjado&state=forjado');
    await page.getByRole('alert').getByText('Credenciais inválidas.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/login/auth/sso');
  });
});
