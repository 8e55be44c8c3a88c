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

async function walkEveryMenuEntry(page: Page, username: string, dashboard: RegExp): Promise<Record<string, string[]>> {
  await signIn(page, username, DEMO_PASSWORD, 'corporativo');
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

  it('keeps the school vocabulary on a school platform', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor/);
    await page.goto('/demo/professor/turmas');
    await page.getByRole('heading', { name: 'Turmas' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades' }).waitFor();
  });
});
