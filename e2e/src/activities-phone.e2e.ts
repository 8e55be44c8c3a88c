import { describe, expect, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

describe("the educator's activity list on a phone", () => {
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
});
