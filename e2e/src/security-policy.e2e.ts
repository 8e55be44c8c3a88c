import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** Chromium tells the console of each script or resource the policy refuses ('... violates the following Content Security Policy directive ...'). */
function recordRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

describe("the pages' security policy", () => {
  it('lets the app load and work with nothing refused, for a teacher and a student', async () => {
    const page = currentPage();
    const refused = recordRefusals(page);

    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades/nova');
    await page.getByRole('radio', { name: 'Fórum' }).check();
    expect(refused).toEqual([]);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'aluno1');
    await dismissUrgentWarning(page);
    await page
      .getByRole('link', { name: /Atividades/ })
      .first()
      .click();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
