import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';
import { controlsCoveredByTheTab, menuPaths, openScreen, scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Signs in on a phone and lands on the role's dashboard. */
async function signInOnAPhone(page: Page, username: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.locator('main h1').first().waitFor();
}

/** Whether the page's banner runs to the right edge, with no strip left bare beside the accessibility tab. */
const bannerReachesTheEdge = (page: Page) =>
  page.getByRole('banner').evaluate((banner) => banner.getBoundingClientRect().right === window.innerWidth);

/**
 * Every path given fits the phone: nothing scrolls sideways, the banner runs to the edge, and
 * the accessibility tab covers no control.
 */
async function expectScreensFit(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await openScreen(page, path);
    expect({ path, sideways: await scrollsSideways(page) }).toEqual({ path, sideways: false });
    expect({ path, toTheEdge: await bannerReachesTheEdge(page) }).toEqual({ path, toTheEdge: true });
    expect({ path, covered: await controlsCoveredByTheTab(page) }).toEqual({ path, covered: [] });
  }
}

/** Everything inside each card of the list stays within the card's edges. */
const spillsOutOfCards = (page: Page, list: string) =>
  page.evaluate((name) => {
    const cards = document.querySelectorAll(`ul[aria-label="${name}"] > li`);
    if (cards.length === 0) throw new Error(`no cards in ${name}`);
    return [...cards].flatMap((card) => {
      const edge = card.getBoundingClientRect();
      return [...card.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5);
        })
        .map((element) => element.textContent?.slice(0, 60) ?? '');
    });
  }, list);

describe('every role on a 390 px phone', () => {
  it('student: the menu screens fit, the banners show they scroll, the closed activities stay in their cards', async () => {
    const page = currentPage();
    await signInOnAPhone(page, 'aluno1');
    await dismissUrgentWarning(page);
    const home = new URL(page.url()).pathname;

    // The banners peek past the edge and scroll with the arrow buttons.
    const banners = page.getByRole('region', { name: 'Destaques' });
    const scrolled = () => banners.evaluate((track) => track.scrollLeft);
    expect(await banners.getAttribute('tabindex')).toBe('0');
    await page.getByRole('button', { name: 'Rolar para a direita' }).click();
    await page.waitForFunction(() => (document.querySelector('[aria-label="Destaques"]')?.scrollLeft ?? 0) > 0);
    expect(await scrolled()).toBeGreaterThan(0);

    await expectScreensFit(page, [home, ...(await menuPaths(page))]);

    await openScreen(page, '/demo/painel/atividades');
    await page.getByRole('button', { name: 'Encerradas' }).click();
    await page.getByRole('list', { name: 'Atividades encerradas' }).getByRole('listitem').first().waitFor();
    expect(await spillsOutOfCards(page, 'Atividades encerradas')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('teacher: the menu screens and the new activity form fit', async () => {
    const page = currentPage();
    await signInOnAPhone(page, 'professor');
    const home = new URL(page.url()).pathname;
    await expectScreensFit(page, [home, ...(await menuPaths(page)), '/demo/professor/atividades/nova']);
  });

  it("guardian: the overview, the dependents and a dependent's dashboard fit, with the way back to the guardian", async () => {
    const page = currentPage();
    await signInOnAPhone(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await expectScreensFit(page, await menuPaths(page));
    await page.goto('/demo/responsavel/dependentes');

    // The menu's last screen is no longer the dependents' (messages follow it).
    await openScreen(page, '/demo/responsavel/dependentes');
    await page.getByRole('button', { name: 'Entrar como Ana' }).click();
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);
    await page.getByRole('button', { name: 'Voltar para a conta do responsável' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await controlsCoveredByTheTab(page)).toEqual([]);
  });
});

describe("the teacher's activity table", () => {
  const title = 'Redação: minhas férias';
  const actions = `Ações: ${title}`;

  it('is a list of cards under tablet width, each with its actions menu', async () => {
    const page = currentPage();
    await signInOnAPhone(page, 'professor');
    await openScreen(page, '/demo/professor/atividades');
    expect(await page.getByRole('table').count()).toBe(0);
    const card = page.getByRole('list', { name: 'Atividades' }).getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: actions, exact: true }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Editar',
      'Favoritar',
      'Arquivar',
      'Concluir',
      'Remover',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await spillsOutOfCards(page, 'Atividades')).toEqual([]);
  });

  it('is a table at 1280 px, whose actions menu works from the keyboard', async () => {
    const page = currentPage();
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await openScreen(page, '/demo/professor/atividades');
    const table = page.getByRole('table', { name: 'Atividades' });
    const titleWidth = await table
      .getByRole('columnheader', { name: 'Atividade' })
      .evaluate((cell) => cell.clientWidth);
    expect(titleWidth).toBeGreaterThanOrEqual(200);
    expect(await scrollsSideways(page)).toBe(false);

    const row = table.getByRole('row').filter({ hasText: title });
    const button = row.getByRole('button', { name: actions, exact: true });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The first entry takes the focus; the arrows move on.
    await page.keyboard.press('ArrowDown');
    expect(
      await menu.getByRole('menuitem', { name: 'Favoritar' }).evaluate((item) => item === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    await row.getByRole('img', { name: 'Favorita' }).waitFor();
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // Back as it was, by pointer this time; the confirmation dialog of Remover gives the focus back.
    await button.click();
    await menu.getByRole('menuitem', { name: 'Remover dos favoritos' }).click();
    await row.getByRole('img', { name: 'Favorita' }).waitFor({ state: 'detached' });
    await button.click();
    await menu.getByRole('menuitem', { name: 'Remover', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover atividade?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('keeps its title and actions in view on a tablet, while the other columns scroll between them', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 820, height: 1000 });
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await openScreen(page, '/demo/professor/atividades');
    const region = page.getByRole('region', { name: 'Atividades', exact: true });
    await region.getByRole('table').waitFor();
    expect(await region.evaluate((track) => track.scrollWidth > track.clientWidth)).toBe(true);
    expect(await region.getAttribute('tabindex')).toBe('0');
    await region.evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    const box = await region.boundingBox();
    const button = await region.getByRole('button', { name: actions, exact: true }).boundingBox();
    const heading = await region.getByRole('columnheader', { name: 'Atividade' }).boundingBox();
    if (!box || !button || !heading) throw new Error('table not laid out');
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    expect(heading.x).toBeGreaterThanOrEqual(box.x);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
