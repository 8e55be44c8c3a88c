import { describe, expect, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** Whether everything inside the activity's header card stays inside the card. */
const headerFits = (page: ReturnType<typeof currentPage>) =>
  page.evaluate(() => {
    const card = document.querySelector('main header');
    if (!card) return false;
    const edge = card.getBoundingClientRect().right;
    return [...card.querySelectorAll('*')].every((element) => element.getBoundingClientRect().right <= edge);
  });

describe("the educator's activity screens on a phone", () => {
  it('fits a 360 px screen: the cards wrap the period instead of scrolling the page sideways', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades');
    const cards = page.getByRole('list', { name: 'Atividades' });
    await cards.getByText('Feito à mão: maquete do sistema solar').waitFor();
    const periods = cards.getByRole('definition').filter({ hasText: /^\d{2}\/\d{2}\/\d{4} – / });
    expect(await periods.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("fits an activity's header on a 360 px screen: title, export and help wrap inside the card", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades');
    await page.getByRole('link', { name: 'Redação: minhas férias' }).first().click();
    await page.getByRole('button', { name: 'Exportar alunos' }).waitFor();
    expect(await headerFits(page)).toBe(true);
  });

  it("folds the menu behind 'Menu' on a 360 px screen, so that a page starts with its content", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Atividades' });
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    expect(await entry.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await entry.click();
    await page.waitForURL(/\/demo\/professor\/atividades$/);
    await page.getByRole('list', { name: 'Atividades' }).waitFor();
    expect(await entry.isVisible()).toBe(false);
  });
});
