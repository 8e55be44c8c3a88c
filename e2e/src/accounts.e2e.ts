import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';
import { linkIn, mailTo } from './mailbox.ts';

const currentPage = freshPagePerTest();
const mailDir = () => inject('mailDir');

interface Newcomer {
  username: string;
  email: string;
  password: string;
}

const newcomer = (): Newcomer => {
  const id = randomBytes(3).toString('hex');
  return { username: `novo.${id}`, email: `novo.${id}@exemplo.com.br`, password: `senha-${id}` };
};

/** A b2c account made through the API, for tests about what comes after sign-up. */
async function signUpByApi(page: Page, person: Newcomer): Promise<void> {
  const response = await page.request.post('/api/identity/users/sign_up_b2c', {
    data: {
      platform: 'demo',
      name: 'Nina Teste',
      username: person.username,
      email: person.email,
      password: person.password,
      password_confirmation: person.password,
    },
  });
  expect(response.status()).toBe(201);
}

async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Termos de uso' });
  await terms.getByRole('button', { name: 'Próximo' }).click();
  await terms.getByLabel('Li e aceito os termos de uso e a política de privacidade').check();
  await terms.getByRole('button', { name: 'Aceitar' }).click();
}

describe('accounts', () => {
  it('signs a b2c student up, confirms the e-mail from the mailbox and takes them through the terms', async () => {
    const page = currentPage();
    const person = newcomer();
    await page.goto('/demo/login');
    await page.getByRole('link', { name: 'Não tem conta? Cadastre-se' }).click();
    await page.waitForURL(/\/demo\/cadastro$/);
    await page.getByLabel('Nome completo').fill('Nina Teste');
    await page.getByLabel('Nome de usuário').fill('aluno1');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByText('O nome de usuário já está em uso.').waitFor();
    await page.getByLabel('Nome de usuário').fill(person.username);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByLabel('Confirme a senha').fill(person.password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByRole('heading', { name: 'Confirme o seu e-mail' }).waitFor();

    const mail = await mailTo(mailDir(), person.email);
    expect(mail.subject).toBe('Confirme o seu e-mail - AVA Demo');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/demo/cadastro/confirmacao');
    await page.goto(link.toString());
    await page.waitForURL(/\/demo\/login$/);
    await page.getByText('Sua conta foi confirmada com sucesso! Faça login para continuar.').first().waitFor();

    await signIn(page, person.username, person.password);
    await page.waitForURL(/\/demo\/painel$/);
    await acceptTerms(page);
    const confirmation = page.getByRole('dialog', { name: 'Confirme os seus dados' });
    await confirmation.getByText(person.email).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ava.user') ?? 'null'));
    expect(stored.level).toBe(1);
    await confirmation.getByRole('button', { name: 'Meus dados estão corretos' }).click();
    await confirmation.waitFor({ state: 'detached' });

    // Accepted and confirmed on the server: the next sign-in asks nothing.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/demo\/login$/);
    await signIn(page, person.username, person.password);
    await page.getByRole('banner').getByText('Nina Teste').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('recovers a password through the link in the mailbox, which works once', async () => {
    const page = currentPage();
    const person = newcomer();
    await signUpByApi(page, person);
    await page.goto('/demo/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    await page.getByLabel('Usuário ou e-mail').fill(person.username);
    const asked = page.waitForResponse((response) => response.url().endsWith('/users/emails/reset_password'));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    expect((await asked).status()).toBe(200);
    await page.getByText('Enviamos um link para redefinir a sua senha ao e-mail cadastrado.').waitFor();

    const link = linkIn(await mailTo(mailDir(), person.email));
    expect(link.pathname).toBe('/demo/recuperar-senha/nova-senha');
    await page.goto(link.toString());
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-recuperada');
    // The token left the address as soon as the page read it.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('Confirme a senha').fill('senha-recuperada');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(/\/demo\/login$/);
    await page.getByText('Senha alterada com sucesso.').first().waitFor();

    await signIn(page, person.username, 'senha-recuperada');
    await page.getByRole('dialog', { name: 'Termos de uso' }).waitFor();

    const again = await page.context().newPage();
    await again.goto(link.toString());
    await again.getByLabel('Nova senha', { exact: true }).fill('outra-senha-1');
    await again.getByLabel('Confirme a senha').fill('outra-senha-1');
    await again.getByRole('button', { name: 'Salvar nova senha' }).click();
    await again.getByRole('alert').getByText('Token inválido', { exact: true }).waitFor();
  });

  it('reports an error in the profile confirmation and finishes it', async () => {
    const page = currentPage();
    const person = newcomer();
    await signUpByApi(page, person);
    await signIn(page, person.username, person.password);
    await acceptTerms(page);
    const confirmation = page.getByRole('dialog', { name: 'Confirme os seus dados' });
    await confirmation.getByRole('button', { name: 'Há um erro nos meus dados' }).click();
    const report = page.getByRole('dialog', { name: 'Reportar erro' });
    await report.getByLabel('O que está errado?').fill('O meu nome está sem o sobrenome.');
    await report.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('O meu nome está sem o sobrenome.').waitFor();
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('changes the password from the profile and signs in with the new one', async () => {
    const page = currentPage();
    const person = newcomer();
    await signUpByApi(page, person);
    await signIn(page, person.username, person.password);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Agora não' }).click();
    await page.getByRole('banner').getByRole('link').filter({ hasText: 'Nina Teste' }).click();
    await page.waitForURL(/\/demo\/painel\/perfil$/);
    await page
      .getByRole('navigation', { name: 'Segurança da conta' })
      .getByRole('link', { name: 'Alterar senha' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Alterar senha' });
    await modal.getByLabel('Senha atual').fill(person.password);
    await modal.getByLabel('Nova senha', { exact: true }).fill('senha-do-perfil');
    await modal.getByLabel('Confirme a senha').fill('senha-do-perfil');
    await modal.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada com sucesso.').first().waitFor();
    await modal.waitFor({ state: 'detached' });
    const after = new URL(page.url());
    expect([after.pathname, after.search]).toEqual(['/demo/painel/perfil', '']);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/demo\/login$/);
    await signIn(page, person.username, person.password);
    await page.getByText('Credenciais inválidas.').first().waitFor();
    await signIn(page, person.username, 'senha-do-perfil');
    await page.waitForURL(/\/demo\/painel$/);
  });

  it('recovers a password with the secret questions set in the account modal', async () => {
    const page = currentPage();
    const person = newcomer();
    await signUpByApi(page, person);
    await signIn(page, person.username, person.password);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Agora não' }).click();
    await page.goto('/demo/painel?conta=perguntas-secretas');
    const modal = page.getByRole('dialog', { name: 'Perguntas secretas' });
    await modal.getByLabel('Pergunta 1').selectOption({ label: 'Qual é a sua comida favorita?' });
    await modal.getByLabel('Resposta 1').fill('Feijoada');
    await modal.getByLabel('Pergunta 2').selectOption({ label: 'Em que cidade a sua mãe nasceu?' });
    await modal.getByLabel('Resposta 2').fill('São Luís');
    await modal.getByLabel('Senha atual').fill(person.password);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/demo\/login$/);

    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('link', { name: 'Não tem e-mail? Responda às suas perguntas secretas' }).click();
    await page.getByRole('heading', { name: 'Perguntas secretas' }).waitFor();
    await page.getByLabel('Nome de usuário').fill(person.username);
    await page.getByLabel('Pergunta 1').selectOption({ label: 'Em que cidade a sua mãe nasceu?' });
    await page.getByLabel('Resposta 1').fill('sao luis');
    await page.getByLabel('Pergunta 2').selectOption({ label: 'Qual é a sua comida favorita?' });
    await page.getByLabel('Resposta 2').fill('FEIJOADA');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-das-perguntas');
    await page.getByLabel('Confirme a senha').fill('senha-das-perguntas');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(/\/demo\/login$/);
    await signIn(page, person.username, 'senha-das-perguntas');
    await page.waitForURL(/\/demo\/painel$/);
  });

  it('posts the time log every ten seconds while the student is active', async () => {
    const page = currentPage();
    await signIn(page, 'aluno1');
    await page.waitForURL(/\/demo\/painel$/);
    const log = await page.waitForRequest(
      (request) => request.url().endsWith('/api/tracker/report/register_log') && request.method() === 'POST',
      { timeout: 20_000 },
    );
    const body = log.postDataJSON();
    expect(body).toMatchObject({ platform: 'demo', name: 'Ana Souza' });
    expect(body.time).toBeGreaterThanOrEqual(9);
    expect((await log.response())?.status()).toBe(200);
  });
});
