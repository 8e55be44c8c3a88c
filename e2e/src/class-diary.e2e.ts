import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const stamp = Date.now().toString(36);
const SUBJECT = `Geografia ${stamp}`;
const CLASSROOM = '3º ano - Turma A';
const STUDENT = 'Ana Souza';
const today = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
}).format(new Date());

describe('class diary: a lesson, its attendance and the frequency it feeds', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser.close());

  it('the teacher writes the lesson of the day in the diary', async (test) => {
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/diario-de-classe');
    await page.getByRole('heading', { name: 'Diário de classe' }).waitFor();
    await page.getByRole('link', { name: 'Nova aula' }).click();
    await page.getByRole('heading', { name: 'Nova aula' }).waitFor();
    await page.getByLabel('Turma').selectOption({ label: CLASSROOM });
    await page.getByLabel('Componente curricular').fill(SUBJECT);
    await page.getByLabel('Número de aulas no dia').fill('2');
    await page
      .getByRole('textbox', { name: 'Conteúdo da aula' })
      .fill('Leitura de mapas do bairro e pontos de referência.');
    await page.getByRole('button', { name: 'Salvar aula' }).click();
    await page.getByText('Aula salva.').first().waitFor();
    await page.getByText(SUBJECT).first().waitFor();
  });

  it("the teacher marks a student absent in 'Chamada manual', also on a 390 px phone", async (test) => {
    keepEvidenceOnFailure(page, test);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Chamada manual' }).click();
    await page.getByLabel('Turma').selectOption({ label: CLASSROOM });
    // A select's name also holds its chosen option's text.
    await page.getByRole('combobox', { name: /^Aula/ }).selectOption({ label: `${today} - ${SUBJECT}` });
    const row = page.getByRole('listitem').filter({ hasText: STUDENT });
    await row.getByRole('checkbox').check();
    await row.getByText('Faltou').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Salvar chamada' }).click();
    await page.getByText('Chamada salva.').first().waitFor();
  });

  it("the frequency screen ('carga-horaria') shows the new absence", async (test) => {
    keepEvidenceOnFailure(page, test);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/demo/professor/carga-horaria');
    await page.getByLabel('Turma').selectOption({ label: CLASSROOM });
    await page.getByRole('link', { name: `Detalhes: ${STUDENT}` }).click();
    await page.getByRole('heading', { name: STUDENT }).waitFor();
    const lesson = page.getByRole('row').filter({ hasText: SUBJECT });
    await lesson.getByText('Faltou').waitFor();
    expect(await lesson.textContent()).toContain(today);
  });
});
