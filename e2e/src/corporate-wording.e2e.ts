import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** Words of the school vocabulary that a corporate platform says otherwise (i18n/corporate.ts). */
const SCHOOL_TERMS =
  /(?<!\p{L})(turmas?|alun[oa]s?|professor(?:a|es|as)?|classes?|institui(?:ção|ções)|provas?|escolas?|reda(?:ção|ções)|trilhas?|atividades?|bncc|séries?|simulados?)(?!\p{L})/giu;

/** The school words the page shows, once its screen has loaded. */
async function schoolTermsOnScreen(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByText('Carregando…').count()).toBe(0);
  const text = await page.locator('body').innerText();
  return [...text.matchAll(SCHOOL_TERMS)].map((match) => match[0]);
}

/** Every address of the dashboard's menu and the header's profile link. */
async function menuAddresses(page: Page): Promise<string[]> {
  const links = page.locator('nav a, header a');
  await links.first().waitFor();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

async function walkEveryMenuEntry(
  page: Page,
  username: string,
  dashboard: RegExp,
  platform = 'corporativo',
): Promise<Record<string, string[]>> {
  await signIn(page, username, DEMO_PASSWORD, platform);
  await page.waitForURL(dashboard);
  const found: Record<string, string[]> = { [new URL(page.url()).pathname]: await schoolTermsOnScreen(page) };
  const addresses = await menuAddresses(page);
  expect(addresses.length).toBeGreaterThan(1);
  for (const address of addresses) {
    await page.goto(address);
    found[address] = await schoolTermsOnScreen(page);
  }
  return found;
}

const nothingFound = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((k) => [k, []]));

describe('the corporate vocabulary', () => {
  it("shows 'colaborador' no school term on any menu entry, with the course's modules listed", async () => {
    const page = currentPage();
    const found = await walkEveryMenuEntry(page, 'colaborador', /\/corporativo\/painel/);
    expect(found).toEqual(nothingFound(found));
    expect(Object.keys(found)).toContain('/corporativo/painel/atividades');

    await page.goto('/corporativo/painel/atividades');
    await page.getByRole('heading', { name: 'Módulos', exact: true }).waitFor();
    await page.getByText('LGPD no dia a dia: dúvidas sobre dados de clientes').waitFor();
    await page.getByText('Texto dissertativo · Instrutor: Rafael Costa').first().waitFor();
    // The warning of a module ending within 48 hours, then the closed modules.
    const warning = page.getByRole('dialog', { name: 'Módulos urgentes' });
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'Entendi' }).click();
    await page.getByRole('button', { name: 'Encerrados' }).click();
    await page.getByText('Onboarding: tour pelas áreas e crachá de acesso').waitFor();
    expect(await schoolTermsOnScreen(page)).toEqual([]);
  });

  it("shows 'instrutor' no school term on any menu entry", async () => {
    const page = currentPage();
    const found = await walkEveryMenuEntry(page, 'instrutor', /\/corporativo\/professor/);
    expect(found).toEqual(nothingFound(found));
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining([
        '/corporativo/professor/turmas',
        '/corporativo/professor/atividades',
        '/corporativo/professor/codigos-de-acesso',
        '/corporativo/professor/instituicoes',
      ]),
    );
    await page.goto('/corporativo/professor/turmas');
    await page.getByRole('heading', { name: 'Cursos' }).waitFor();
    await page.getByText('Colaboradores do curso').waitFor();
    await page.getByText('Marina Alves').waitFor();
  });

  it("shows 'instrutor' no school term through every step of the exam wizard", async () => {
    const page = currentPage();
    await signIn(page, 'instrutor', DEMO_PASSWORD, 'corporativo');
    await page.waitForURL(/\/corporativo\/professor/);
    await page.goto('/corporativo/professor/avaliacoes');
    await page.getByRole('link', { name: 'Nova avaliação' }).click();
    const found: Record<string, string[]> = { intro: await schoolTermsOnScreen(page) };
    await page.getByLabel('Descrição').fill(`Avaliação de integração ${Date.now().toString(36)}`);
    await page.getByRole('textbox', { name: 'Orientações' }).fill('Leia cada caso com atenção.');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.getByRole('button', { name: 'Salvar classificação' }).waitFor();
    found.classifiers = await schoolTermsOnScreen(page);
    await page.getByRole('button', { name: 'Salvar classificação' }).click();
    const question = page.getByRole('form', { name: 'Adicionar questão' });
    await question.getByRole('textbox', { name: 'Enunciado' }).fill('Qual base legal sustenta o envio do boleto?');
    await question.getByLabel('Alternativa A', { exact: true }).fill('Execução de contrato');
    await question.getByLabel('Alternativa B', { exact: true }).fill('Nenhuma');
    await question.getByLabel('Correta: alternativa A').check();
    await question.getByRole('button', { name: 'Salvar questão' }).click();
    await page.getByRole('region', { name: 'Questão 1' }).waitFor();
    found.questions = await schoolTermsOnScreen(page);
    const steps = page.getByRole('navigation', { name: 'Etapas da avaliação' });
    await steps.getByRole('button', { name: '4. Versão impressa' }).click();
    await page.getByLabel('Incluir a questão 1 na versão impressa').check();
    await page.getByRole('button', { name: 'Salvar versão impressa' }).click();
    found.printed = await schoolTermsOnScreen(page);
    await steps.getByRole('button', { name: '5. Publicação' }).click();
    await page.getByRole('button', { name: 'Publicar avaliação' }).click();
    await page.getByText('Situação: Publicada').waitFor();
    found.published = await schoolTermsOnScreen(page);
    expect(found).toEqual(nothingFound(found));
  });

  it("relabels the state capital's school network too: its guardian finds no school term", async () => {
    const page = currentPage();
    const found = await walkEveryMenuEntry(page, 'familia', /\/capital\/responsavel/, 'capital');
    expect(found).toEqual(nothingFound(found));
    await page.goto('/capital/responsavel/dependentes');
    await page.getByText('Vinculado pela unidade').waitFor();
    await page.getByRole('button', { name: 'Desvincular' }).click();
    await page.getByText('A conta continua com a unidade.', { exact: false }).waitFor();
    expect(await schoolTermsOnScreen(page)).toEqual([]);
  });

  it("relabels the state capital's school network for its students as well", async () => {
    const found = await walkEveryMenuEntry(currentPage(), 'estudante', /\/capital\/painel/, 'capital');
    expect(found).toEqual(nothingFound(found));
  });

  it('keeps the school vocabulary on a school platform', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor/);
    await page.goto('/demo/professor/turmas');
    await page.getByRole('heading', { name: 'Turmas' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades' }).waitFor();
  });
});
