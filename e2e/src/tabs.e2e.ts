import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissUrgentWarning, launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('several tabs', () => {
  it('signs out every tab when one signs out', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signIn(first, 'aluno4');
    await first.waitForURL(/\/demo\/painel$/);

    const second = await context.newPage();
    await second.goto('/demo/painel');
    await second.getByRole('button', { name: 'Sair' }).waitFor();

    await first.getByRole('button', { name: 'Sair' }).click();
    await first.waitForURL(/\/demo\/login$/);
    await second.waitForURL(/\/demo\/login$/);
    await context.close();
  });

  it('takes a tab showing another platform to the platform of a new sign-in, keeping the session', async () => {
    const context = await newContext(browser);
    const idle = await context.newPage();
    await idle.goto('/demo/login');
    await idle.getByRole('button', { name: 'Entrar', exact: true }).waitFor();

    const active = await context.newPage();
    await signIn(active, 'colaborador', undefined, 'corporativo');
    await active.waitForURL(/\/corporativo\/painel$/);

    await idle.waitForURL(/\/corporativo\/painel$/);
    await idle.getByRole('button', { name: 'Sair' }).waitFor();
    await active.reload();
    await active.getByRole('button', { name: 'Sair' }).waitFor();
    expect(new URL(active.url()).pathname).toBe('/corporativo/painel');
    await context.close();
  });

  it('makes the old token useless after signing out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'aluno2');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);
    const token = await page.evaluate(() => Object.values(localStorage).find((value) => /^"?[\w-]{43}"?$/.test(value)));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/demo\/login$/);
    const response = await context.request.get('/api/users/profiles/settings', {
      headers: { authorization: `Bearer ${String(token).replaceAll('"', '')}` },
    });
    expect(response.status()).toBe(498);
    await context.close();
  });
});
