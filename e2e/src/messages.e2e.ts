import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const stamp = Date.now().toString(36);
const QUESTION = `Professora, a Ana pode levar o livro de frações para casa? (${stamp})`;
const ANSWER = `Pode sim, Renata! Ela devolve na segunda. (${stamp})`;

async function signInTo(page: Page, username: string, landing: RegExp): Promise<void> {
  await signIn(page, username);
  await page.waitForURL(landing);
}

/** The open conversation, named by the other person. */
const conversation = (page: Page, name: string) => page.getByRole('region', { name });
const messagesEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /Mensagens/ });

describe('messages: a guardian and the teacher of her child', () => {
  let browser: Browser;
  let guardianContext: BrowserContext;
  let teacherContext: BrowserContext;
  let guardian: Page;
  let teacher: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    guardianContext = await newContext(browser);
    teacherContext = await newContext(browser);
    guardian = await guardianContext.newPage();
    teacher = await teacherContext.newPage();
  });
  afterAll(() => browser.close());

  it('responsavel writes to professor about aluno1', async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await signInTo(guardian, 'responsavel', /\/demo\/responsavel/);
    await guardian.goto('/demo/responsavel/mensagens');
    await guardian.getByRole('heading', { name: 'Mensagens', level: 1 }).waitFor();
    await guardian.getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = guardian.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.getByLabel('Buscar contato').fill('paula');
    await dialog.getByRole('button', { name: /Paula Mendes/ }).click();
    await guardian.getByRole('heading', { name: 'Paula Mendes', level: 2 }).waitFor();
    await guardian.getByLabel('Sobre').selectOption({ label: 'Ana Souza' });
    await guardian.getByLabel('Escreva uma mensagem').fill(QUESTION);
    await guardian.getByRole('button', { name: 'Enviar', exact: true }).click();
    await conversation(guardian, 'Paula Mendes').getByText(QUESTION).waitFor();
    await conversation(guardian, 'Paula Mendes').getByText('Sobre Ana Souza').last().waitFor();
  });

  it('professor sees the unread count, reads it on a phone and answers', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await signInTo(teacher, 'professor', /\/demo\/professor/);
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.getByRole('button', { name: 'Menu', exact: true }).click();
    await messagesEntry(teacher)
      .getByText(/não lida/)
      .waitFor();
    await messagesEntry(teacher).click();
    await teacher.getByRole('heading', { name: 'Mensagens', level: 1 }).waitFor();
    await teacher
      .getByRole('navigation', { name: 'Conversas' })
      .getByRole('button', { name: /Renata Souza/ })
      .click();
    await conversation(teacher, 'Renata Souza').getByText(QUESTION).waitFor();
    expect(await scrollsSideways(teacher)).toBe(false);
    await teacher.getByLabel('Escreva uma mensagem').fill(ANSWER);
    await teacher.getByRole('button', { name: 'Enviar', exact: true }).click();
    await conversation(teacher, 'Renata Souza').getByText(ANSWER).waitFor();
    // Back to the list on the phone.
    await teacher.getByRole('button', { name: 'Voltar às conversas' }).click();
    await teacher.getByRole('navigation', { name: 'Conversas' }).getByText(ANSWER, { exact: false }).waitFor();
  });

  it('responsavel reads the answer', async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await guardian.reload();
    await conversation(guardian, 'Paula Mendes').getByText(ANSWER).waitFor();
    const list = guardian.getByRole('navigation', { name: 'Conversas' });
    await list.getByRole('button', { name: /Paula Mendes/ }).waitFor();
    expect(await scrollsSideways(guardian)).toBe(false);
    expectNone(await audit(guardian, 'mensagens (conversa aberta)'));
  });

  it("a reported message reaches the school's coordinator, with the conversation around it", async (test) => {
    keepEvidenceOnFailure(guardian, test);
    const answer = conversation(guardian, 'Paula Mendes').getByRole('listitem').filter({ hasText: ANSWER });
    await answer.getByRole('button', { name: 'Denunciar' }).click();
    const dialog = guardian.getByRole('dialog', { name: 'Denunciar mensagem' });
    await dialog.getByLabel('Motivo').fill('Teste de denúncia');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await answer.getByText('Denunciada').waitFor();

    const coordinator = await newContext(browser);
    const page = await coordinator.newPage();
    keepEvidenceOnFailure(page, test);
    await signInTo(page, 'coordenador', /\/demo\/professor/);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Mensagens denunciadas' })
      .click();
    await page.getByRole('heading', { name: 'Mensagens denunciadas', level: 1 }).waitFor();
    await page.getByText('De Paula Mendes para Renata Souza').waitFor();
    await page.getByText('Motivo: Teste de denúncia').waitFor();
    await page.getByRole('button', { name: 'Ver a conversa' }).click();
    const around = page.getByRole('list', { name: 'Conversa em volta da mensagem denunciada' });
    await around.getByText(QUESTION).waitFor();
    expectNone(await audit(page, 'mensagens denunciadas'));
    await coordinator.close();
  });

  it('the new conversation and the message to many pass the accessibility audit', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await teacher.setViewportSize({ width: 1280, height: 800 });
    await teacher.getByRole('button', { name: 'Mensagem para vários' }).click();
    await teacher.getByRole('dialog', { name: 'Mensagem para vários' }).getByText('3º ano - Turma A').waitFor();
    expectNone(await audit(teacher, 'mensagem para vários'));
    await teacher.keyboard.press('Escape');
    await teacher.getByRole('button', { name: 'Nova conversa' }).click();
    await teacher
      .getByRole('dialog', { name: 'Nova conversa' })
      .getByRole('button', { name: /^Ana Souza/ })
      .waitFor();
    expectNone(await audit(teacher, 'nova conversa'));
  });
});
