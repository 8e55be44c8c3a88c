import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { audit, expectNone, settled, type Violation } from './axe.ts';
import { dismissUrgentWarning, keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A fresh signed-out context for one role's journey; it is closed at the end of the test. */
async function journeyPage(test: Parameters<typeof keepEvidenceOnFailure>[1]): Promise<Page> {
  const context = await newContext(browser);
  test.onTestFinished(() => context.close());
  const page = await context.newPage();
  keepEvidenceOnFailure(page, test);
  return page;
}

describe('accessibility of the main screens (axe, WCAG 2 A and AA)', () => {
  it('the login pages of a school and of a corporate platform', async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    found.push(...(await audit(page, 'login (demo)')));
    await page.goto('/corporativo/login');
    await page.getByRole('heading', { name: 'Boas-vindas à Academia Corporativa' }).waitFor();
    found.push(...(await audit(page, 'login (corporativo)')));
    expectNone(found);
  });

  it("the student's dashboard with its warning, activity lists, an essay and the profile", async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await signIn(page, 'aluno1');
    await page.waitForURL(/\/demo\/painel$/);
    await page.getByRole('dialog', { name: 'Atividades urgentes' }).waitFor();
    found.push(...(await audit(page, 'painel, urgent warning')));
    await dismissUrgentWarning(page);
    found.push(...(await audit(page, 'painel')));

    await page.goto('/demo/painel/atividades');
    await page.getByRole('heading', { name: 'Atividades', exact: true }).waitFor();
    found.push(...(await audit(page, 'atividades (open)')));
    await page.getByRole('button', { name: 'Encerradas' }).click();
    found.push(...(await audit(page, 'atividades (closed)')));

    await page.getByRole('button', { name: 'Abertas' }).click();
    await page
      .getByRole('link', { name: /Redação: minhas férias/ })
      .first()
      .click();
    await page.waitForURL(/\/atividades\/redacao\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Redação: minhas férias' }).waitFor();
    found.push(...(await audit(page, 'essay')));

    await page.goto('/demo/painel/perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    found.push(...(await audit(page, 'perfil')));

    await page.goto('/demo/painel/desafios-do-ava');
    await page
      .getByRole('button', { name: /^Jogar: / })
      .first()
      .waitFor();
    found.push(...(await audit(page, 'desafios do AVA')));
    expectNone(found);
  });

  it("the teacher's home, activity list, the first creation step, the question bank and a correction", async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor$/);
    await page
      .getByRole('region', { name: 'Para corrigir' })
      .getByText(/esperando nota$/)
      .waitFor();
    found.push(...(await audit(page, 'professor home')));

    await page.goto('/demo/professor/atividades');
    await page.getByRole('heading', { name: 'Atividades', exact: true }).waitFor();
    found.push(...(await audit(page, 'atividades')));

    await page.goto('/demo/professor/atividades/nova');
    await page.getByLabel('Título').waitFor();
    found.push(...(await audit(page, 'nova atividade, first step')));

    await page.goto('/demo/professor/banco-de-questoes');
    await page.getByRole('heading', { name: 'Banco de questões' }).waitFor();
    found.push(...(await audit(page, 'banco de questões')));

    await page.goto('/demo/professor/desafios');
    await page.getByRole('link', { name: 'Novo desafio' }).waitFor();
    found.push(...(await audit(page, 'desafios (fábrica)')));

    await page.goto('/demo/professor');
    await page.getByRole('link', { name: 'Corrigir: Bruno Lima, Redação: minhas férias' }).click();
    await page.waitForURL(/\/redacao\/[\w-]+\/aluno\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Redação de Bruno Lima' }).waitFor();
    found.push(...(await audit(page, 'essay correction')));
    expectNone(found);
  });

  it("the guardian's overview, dependents and profile", async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.getByText('Texto claro e com começo, meio e fim. Parabéns, Ana!').waitFor();
    found.push(...(await audit(page, 'visao-geral')));
    await page.goto('/demo/responsavel/dependentes');
    await page.getByRole('heading', { name: 'Dependentes' }).waitFor();
    found.push(...(await audit(page, 'dependentes')));
    await page.goto('/demo/responsavel/perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    found.push(...(await audit(page, 'perfil')));
    expectNone(found);
  });

  it("the corporate learner's dashboard and modules", async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await signIn(page, 'colaborador', undefined, 'corporativo');
    await page.waitForURL(/\/corporativo\/painel/);
    const warning = page.getByRole('dialog', { name: 'Módulos urgentes' });
    await settled(page);
    if (await warning.isVisible()) {
      found.push(...(await audit(page, 'painel, urgent warning')));
      await warning.getByRole('button', { name: 'Entendi' }).click();
      await warning.waitFor({ state: 'detached' });
    }
    found.push(...(await audit(page, 'painel')));
    await page.goto('/corporativo/painel/atividades');
    await page.getByRole('heading', { name: 'Módulos', exact: true }).waitFor();
    found.push(...(await audit(page, 'módulos')));
    expectNone(found);
  });
});
