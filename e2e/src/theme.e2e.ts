import { describe, expect, it } from 'vitest';
import { freshPagePerTest } from './browser.ts';

const currentPage = freshPagePerTest();

describe('the themed login page', () => {
  it("greets with 'Bem-vindo ao' and the platform's name, description and logo", async () => {
    const page = currentPage();
    await page.goto('/demo/login');
    await page.getByRole('heading', { name: 'Bem-vindo ao AVA Demo' }).waitFor();
    await page.getByText('O ambiente virtual de aprendizagem que está transformando a educação no Brasil.').waitFor();
    expect(await page.locator('img[src="/brand/demo/logo.svg"]').count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('AVA Demo');
  });

  it("puts the platform's primary colour on the page", async () => {
    const page = currentPage();
    await page.goto('/demo/login');
    const button = page.getByRole('button', { name: 'Entrar', exact: true });
    await button.waitFor();
    const variable = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
    );
    expect(variable).toBe('#5b2ee5');
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(91, 46, 229)');
  });

  it('themes another platform with its own colour and welcome', async () => {
    const page = currentPage();
    await page.goto('/corporativo/login');
    await page.getByRole('heading', { name: 'Boas-vindas à Academia Corporativa' }).waitFor();
    const variable = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
    );
    expect(variable).toBe('#0b6e4f');
  });

  it('goes to the error page for an unknown platform, clears site data and reloads once', async () => {
    const page = currentPage();
    // The page reloads itself once after clearing site data, so do not wait for a load event.
    await page.goto('/plataforma-inexistente/login', { waitUntil: 'commit' });
    await page.waitForURL(/\/erro$/, { waitUntil: 'commit' });
    // Wait for the reload too: a context closed while the page still clears its storage can hang Chromium.
    const navigationType = () =>
      page
        .evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
        )
        .catch(() => 'navigating');
    await expect.poll(navigationType, { timeout: 20_000 }).toBe('reload');
    await page.getByText('Ops! O endereço não foi encontrado, por favor verifique-o e tente novamente.').waitFor();
    expect(page.url()).toMatch(/\/erro$/);
  });
});
