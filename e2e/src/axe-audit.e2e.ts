import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissUrgentWarning, keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';

/** axe-core's whole source, injected into each page (the package's main module is that file). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** WCAG 2.0 A and AA rules; a violation counts when axe rates it serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  screen: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The screen once it has loaded: no request in flight and no skeleton ('Carregando…') left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
}

/** axe's serious and critical WCAG 2 A/AA violations on the page as it is, named after `screen`. */
async function audit(page: Page, screen: string): Promise<Violation[]> {
  await settled(page);
  // Through the DevTools protocol, which the pages' script-src 'self' policy does not stop.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[]; html: string }[];
          }[];
        }>;
      };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}  ${node.html.slice(0, 120)}`),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .map((violation) => ({ screen, ...violation }));
}

/** Each violation on a line: the screen, the rule, its impact, and the elements it found. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.screen}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}`)
    .join('\n');
}

function expectNone(violations: Violation[]): void {
  expect(violations, `serious or critical accessibility violations:\n${describeViolations(violations)}`).toEqual([]);
}

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

  it("the guardian's dependents and profile", async (test) => {
    const page = await journeyPage(test);
    const found: Violation[] = [];
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/dependentes$/);
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
