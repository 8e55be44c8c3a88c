import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const stamp = Date.now().toString(36);
const TITLE = `Boletim não abre ${stamp}`;
const ANSWER = 'Corrigimos o boletim: ele já abre no painel de cada dependente.';

async function openHelpCenter(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByRole('banner').getByRole('link', { name: 'Ajuda' }).click();
  await page.getByRole('heading', { name: 'Central de ajuda', level: 1 }).waitFor();
}

describe('help center: a guardian asks, the back office answers and closes, the guardian reads it', () => {
  let browser: Browser;
  let guardianContext: BrowserContext;
  let adminContext: BrowserContext;
  let guardian: Page;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    guardianContext = await newContext(browser);
    adminContext = await newContext(browser);
    guardian = await guardianContext.newPage();
    admin = await adminContext.newPage();
  });
  afterAll(() => browser.close());

  it('a guardian opens a ticket from the header, on a phone-sized screen', async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await guardian.setViewportSize({ width: 390, height: 844 });
    await openHelpCenter(guardian, 'responsavel');
    // The seed's question, already answered.
    await guardian.getByText('Onde vejo as notas dos meus filhos?').waitFor();
    await guardian.getByRole('link', { name: 'Novo chamado' }).click();
    await guardian.getByLabel('Assunto').selectOption({ label: 'Notas e desempenho' });
    await guardian.getByLabel('Título').fill(TITLE);
    await guardian.getByLabel('Descreva o que aconteceu').fill('O boletim da Ana fica em branco.');
    await guardian.getByRole('button', { name: 'Abrir chamado' }).click();
    await guardian.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await guardian.getByText('Aberto', { exact: true }).waitFor();
    expect(await scrollsSideways(guardian)).toBe(false);
  });

  it("the school's administration finds it in the queue, answers and closes it", async (test) => {
    keepEvidenceOnFailure(admin, test);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await openHelpCenter(admin, 'admin');
    await admin.getByLabel('Situação').selectOption({ label: 'Aberto' });
    await admin.getByLabel('Buscar por título, nome ou número').fill(stamp);
    await admin.getByLabel('Buscar por título, nome ou número').press('Enter');
    await admin.getByRole('link', { name: new RegExp(TITLE) }).click();
    await admin.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await admin.getByLabel('Resposta ao solicitante').fill(ANSWER);
    await admin.getByRole('button', { name: 'Responder e encerrar' }).click();
    await admin.getByText('Encerrado', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Reabrir chamado' }).waitFor();
  });

  it('the guardian reads the answer on the closed ticket and can no longer write on it', async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await guardian.reload();
    await guardian.getByText(ANSWER).waitFor();
    await guardian.getByText('Encerrado', { exact: true }).waitFor();
    await guardian.getByText('Este chamado foi encerrado.', { exact: false }).waitFor();
    expect(await guardian.getByLabel('Sua mensagem').count()).toBe(0);
  });
});
