import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

const ACCOUNTS: { username: string; name: string; role: string; landing: RegExp; urgent?: boolean }[] = [
  { username: 'aluno1', name: 'Ana Souza', role: 'Aluno', landing: /\/demo\/painel$/, urgent: true },
  { username: 'aluno3', name: 'Carla Dias', role: 'Aluno', landing: /\/demo\/painel$/ },
  { username: 'professor', name: 'Paula Mendes', role: 'Professor', landing: /\/demo\/professor$/ },
  { username: 'coordenador', name: 'Carlos Nunes', role: 'Coordenador', landing: /\/demo\/professor$/ },
  { username: 'responsavel', name: 'Renata Souza', role: 'Responsável', landing: /\/demo\/responsavel\/visao-geral$/ },
  { username: 'admin', name: 'Administração Demo', role: 'Administrador', landing: /\/demo\/professor$/ },
];

describe('signing in', () => {
  for (const account of ACCOUNTS) {
    it(`lands ${account.username} on their dashboard and signs them out`, async () => {
      const page = currentPage();
      await signIn(page, account.username);
      await page.waitForURL(account.landing);
      if (account.urgent) await dismissUrgentWarning(page);
      const header = page.getByRole('banner');
      await header.getByText(account.name).waitFor();
      expect(await header.textContent()).toContain(account.role);
      if (account.username === 'admin') expect(await header.textContent()).not.toContain('Escola Modelo');
      else expect(await header.textContent()).toContain('Escola Modelo');

      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL(/\/demo\/login$/);
      await page.goto('/demo/painel');
      await page.waitForURL(/\/demo\/login$/);
    });
  }

  it('signs in with the e-mail as well as the username', async () => {
    const page = currentPage();
    await signIn(page, 'professor@ava-demo.com.br');
    await page.waitForURL(/\/demo\/professor$/);
  });

  it("shows 'Credenciais inválidas.' for a wrong password and stays on the login page", async () => {
    const page = currentPage();
    await signIn(page, 'aluno1', 'senha-errada');
    await page.getByText('Credenciais inválidas.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/login');
  });

  it('sends a student who opens the teacher dashboard to their own', async () => {
    const page = currentPage();
    await signIn(page, 'aluno2');
    await page.waitForURL(/\/demo\/painel$/);
    await page.goto('/demo/professor');
    await page.waitForURL(/\/demo\/painel$/);
  });

  it('sends an unknown path of the platform to the landing route', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor$/);
    await page.goto('/demo/caminho-que-nao-existe');
    await page.waitForURL(/\/demo\/professor$/);
  });
});
