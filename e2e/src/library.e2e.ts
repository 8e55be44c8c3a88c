import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const BOOK = 'Os seres vivos: um livro para ler';

describe('library: a student finds a book with a misspelled search, reads page 3 and rates it', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser.close());

  it('finds the book by "seres vivoz" in the shared collection', async (test) => {
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'aluno1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/painel/livros-digitais');
    await page.getByRole('heading', { name: 'Livros digitais', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('seres vivoz');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('article', { name: BOOK }).waitFor();
    expectNone(await audit(page, 'livros digitais: busca'));
  });

  it('opens it in the PDF viewer and turns to page 3', async (test) => {
    keepEvidenceOnFailure(page, test);
    await page.getByRole('button', { name: `Abrir: ${BOOK}` }).click();
    await page.getByRole('heading', { name: BOOK, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/demo\/painel\/livros-digitais\/[0-9a-f-]{36}\/conteudo$/);
    const next = page.getByRole('button', { name: 'Próxima página' });
    await page.getByLabel('Página 1 de 4').waitFor();
    await next.click();
    await next.click();
    await page.getByLabel('Página 3 de 4').waitFor();
    expect(await page.getByRole('textbox', { name: 'Página', exact: true }).inputValue()).toBe('3');
  });

  it('rates it and sees the 3-second toast, on a phone too', async (test) => {
    keepEvidenceOnFailure(page, test);
    const rating = page.getByRole('group', { name: 'O que achou deste conteúdo?' });
    // The radios are hidden behind their stars: the star (the radio's label) takes the click.
    await rating.locator('label', { has: page.getByRole('radio', { name: '5 estrelas' }) }).click();
    await page.getByText('Avaliação enviada com sucesso!').first().waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: BOOK, level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expectNone(await audit(page, 'livro digital (390 px)'));
  });
});
