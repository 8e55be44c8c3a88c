import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const identity = (path: string) => `${baseUrl()}/api/identity${path}`;

async function apiSignIn(username: string): Promise<string> {
  const response = await fetch(identity('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, platform: 'demo' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** The demo's administrator sets (or, with null, removes) a sign-in provider of the platform. */
async function configureProvider(kind: string, settings: Record<string, unknown> | null): Promise<void> {
  const response = await fetch(identity(`/sign_in/providers/${kind}`), {
    method: 'PUT',
    headers: { authorization: `Bearer ${await apiSignIn('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ settings }),
  });
  if (!response.ok) throw new Error(`provider ${kind}: ${response.status} ${await response.text()}`);
}

/** A partner's token: for this platform (its audience), short-lived, with its own id. */
const partnerClaims = (subject: string, claims: JWTPayload = {}) =>
  new SignJWT(claims)
    .setSubject(subject)
    .setAudience('demo')
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('5 minutes');

const refused = (page: Page) => page.getByRole('alert').getByText('Credenciais inválidas.').waitFor();
const header = (page: Page, name: string) => page.getByRole('banner').getByText(name).waitFor();

/**
 * A key pair whose public half a local server publishes as a JWKS, as Google and partners
 * publish theirs; tokens are signed with the private half.
 */
async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const keys = { keys: [{ ...(await exportJWK(publicKey)), kid: 'chave-e2e', alg: 'RS256', use: 'sig' }] };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    sign: (token: SignJWT) => token.setProtectedHeader({ alg: 'RS256', kid: 'chave-e2e' }).sign(privateKey),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
type KeyServer = Awaited<ReturnType<typeof startKeyServer>>;

describe('Google sign-in', () => {
  const CLIENT_ID = 'ava-demo.apps.googleusercontent.com';
  const ISSUER = 'https://accounts.google.com';
  let google: KeyServer;

  beforeAll(async () => {
    google = await startKeyServer();
    await configureProvider('google', { client_id: CLIENT_ID, jwks_uri: google.jwksUri, issuers: [ISSUER] });
  });
  afterAll(async () => {
    await configureProvider('google', null);
    await google.close();
  });

  const idToken = (claims: JWTPayload, audience = CLIENT_ID) =>
    google.sign(
      new SignJWT({ email_verified: true, ...claims })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(randomUUID())
        .setIssuedAt()
        .setExpirationTime('5 minutes'),
    );

  /**
   * Stands in for Google Identity Services: its button answers the callback the page
   * registered with the credential Google would give for the chosen account.
   */
  async function fakeGoogle(page: Page, credential: string): Promise<void> {
    const script = `window.google = { accounts: { id: {
      initialize(options) { window.__gis = options; },
      renderButton(element) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Fazer login com o Google';
        button.onclick = () => window.__gis.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' });
        element.append(button);
      },
    } } };`;
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: script }),
    );
  }

  it("signs in with Google's ID token for the platform's client and lands on the dashboard", async () => {
    const page = currentPage();
    await fakeGoogle(page, await idToken({ email: 'coordenador@ava-demo.com.br' }));
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Fazer login com o Google' }).click();
    await page.waitForURL(/\/demo\/professor$/);
    await header(page, 'Carlos Nunes');
    expect(await page.evaluate(() => (window as unknown as { __gis: { client_id: string } }).__gis.client_id)).toBe(
      CLIENT_ID,
    );
  });

  it('refuses an ID token made for another client', async () => {
    const page = currentPage();
    await fakeGoogle(page, await idToken({ email: 'coordenador@ava-demo.com.br' }, 'outro-cliente'));
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Fazer login com o Google' }).click();
    await refused(page);
    expect(new URL(page.url()).pathname).toBe('/demo/login');
  });
});

describe('partner sign-ins by a signed token in the address', () => {
  const BRADESCO_SECRET = 'segredo-compartilhado-bradesco-e2e-0123456789';
  const SALVADOR_SECRET = 'segredo-compartilhado-salvador-e2e-0123456789';

  beforeAll(async () => {
    await configureProvider('bradesco', { secret: BRADESCO_SECRET });
    await configureProvider('salvador', { secret: SALVADOR_SECRET });
  });
  afterAll(async () => {
    await configureProvider('bradesco', null);
    await configureProvider('salvador', null);
  });

  const partnerToken = (secret: string, username: string) =>
    partnerClaims(username).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

  it('signs in from a dsop address, leaving no token in it, and refuses the same token again', async () => {
    const page = currentPage();
    const token = await partnerToken(BRADESCO_SECRET, 'aluno4');
    await page.goto(`/demo/login/dsop?token=${token}`);
    await page.waitForURL(/\/demo\/painel$/);
    expect(new URL(page.url()).search).toBe('');
    await header(page, 'Davi Rocha');

    const again = await page.context().browser()?.newPage();
    if (!again) throw new Error('no browser');
    await again.goto(`${baseUrl()}/demo/login/dsop?token=${token}`);
    await refused(again);
    expect(new URL(again.url()).search).toBe('');
    await again.close();
  });

  it('signs in from a kademi address with the same partner', async () => {
    const page = currentPage();
    await page.goto(`/demo/login/kademi?token=${await partnerToken(BRADESCO_SECRET, 'aluno3')}`);
    await page.waitForURL(/\/demo\/painel$/);
    await header(page, 'Carla Dias');
  });

  it('signs in from a salvador address and refuses the same token again', async () => {
    const page = currentPage();
    const token = await partnerToken(SALVADOR_SECRET, 'coordenador');
    await page.goto(`/demo/login/salvador?token=${token}`);
    await page.waitForURL(/\/demo\/professor$/);
    await header(page, 'Carlos Nunes');

    const again = await page.context().browser()?.newPage();
    if (!again) throw new Error('no browser');
    await again.goto(`${baseUrl()}/demo/login/salvador?token=${token}`);
    await refused(again);
    await again.close();
  });

  it("refuses a token signed with the other partner's secret", async () => {
    const page = currentPage();
    await page.goto(`/demo/login/salvador?token=${await partnerToken(BRADESCO_SECRET, 'coordenador')}`);
    await refused(page);
    expect(new URL(page.url()).pathname).toBe('/demo/login/salvador');
  });
});

describe('external sign-in by a token in any other login address', () => {
  let partner: KeyServer;

  beforeAll(async () => {
    partner = await startKeyServer();
    await configureProvider('external', { jwks_uri: partner.jwksUri, claim: 'email', match: 'email' });
  });
  afterAll(async () => {
    await configureProvider('external', null);
    await partner.close();
  });

  it("signs in with a token signed with the partner's published keys, once", async () => {
    const page = currentPage();
    const token = await partner.sign(partnerClaims('parceiro-42', { email: 'professor@ava-demo.com.br' }));
    await page.goto(`/demo/login?token=${token}`);
    await page.waitForURL(/\/demo\/professor$/);
    await header(page, 'Paula Mendes');

    const again = await page.context().browser()?.newPage();
    if (!again) throw new Error('no browser');
    await again.goto(`${baseUrl()}/demo/login/parceiro?token=${token}`);
    await refused(again);
    await again.close();
  });
});

describe('backoffice sign-in', () => {
  it("opens the platform as a user with the operator's token, once", async () => {
    const page = currentPage();
    const token = await apiSignIn('backoffice');
    await page.goto(`/demo/login/backoffice?username=professor&token=${token}`);
    await page.waitForURL(/\/demo\/professor$/);
    expect(new URL(page.url()).search).toBe('');
    await header(page, 'Paula Mendes');

    const again = await page.context().browser()?.newPage();
    if (!again) throw new Error('no browser');
    await again.goto(`${baseUrl()}/demo/login/backoffice?username=professor&token=${token}`);
    await refused(again);
    await again.close();
  });

  it('refuses the token of a user who is not a backoffice operator', async () => {
    const page = currentPage();
    await page.goto(`/demo/login/backoffice?username=aluno4&token=${await apiSignIn('coordenador')}`);
    await refused(page);
    expect(new URL(page.url()).pathname).toBe('/demo/login/backoffice');
  });
});

// The switch between two schools is driven in institutions.e2e.ts; here, a teacher of one school.
describe('institutions', () => {
  it("shows the teacher's one school as the current one, with nothing to switch to", async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor$/);
    await page.goto('/demo/professor/instituicoes');
    const school = page.getByRole('listitem').filter({ hasText: 'Escola Modelo' });
    await school.getByText('Atual').waitFor();
    expect(await school.textContent()).toContain('3º ano - Turma A');
    expect(await page.getByRole('button', { name: /^Trocar/ }).count()).toBe(0);
  });
});
