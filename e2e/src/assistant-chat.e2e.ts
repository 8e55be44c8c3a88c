import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const QUESTION = 'O que é a fotossíntese?';

describe('assistant: a student asks and reads a streamed answer citing where it comes from', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser.close());

  it("opens the assistant from the student's menu and lists the seeded chat, on desktop and on a phone", async (test) => {
    keepEvidenceOnFailure(page, test);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'aluno1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Assistente' }).click();
    await page.getByRole('heading', { name: 'Assistente', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Dúvidas de Ciências/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('asks in a new chat: the answer appears word by word, then cites a library class as a link', async (test) => {
    keepEvidenceOnFailure(page, test);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await page.getByLabel('Sua pergunta').fill(QUESTION);
    await page.getByRole('button', { name: 'Enviar' }).click();
    // While it is written, the answer grows in a live region.
    const live = page.locator('article[aria-busy="true"]');
    await live.waitFor();
    const sources = page.getByRole('link', { name: /\[1\] Biblioteca: .*fotossíntese/i });
    await sources.first().waitFor();
    await page.getByText('Encontrei isto no conteúdo da plataforma:', { exact: false }).last().waitFor();
    expect(await live.count()).toBe(0);
    expectNone(await audit(page, 'assistente, a chat with an answer'));
    // The new chat is named after the question, and the source opens the class.
    await page.getByRole('button', { name: new RegExp(QUESTION.replace('?', '\\?')) }).waitFor();
    await sources.first().click();
    await page.waitForURL(
      /\/demo\/painel\/(aulas-digitais|livros-digitais|materiais-diversos|audios)\/[0-9a-f-]+\/conteudo/,
    );
  });
});
