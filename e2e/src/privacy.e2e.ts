import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const PHONE = { width: 390, height: 844 };

/** A dependent registered by the demo's guardian with a plan, made for this journey so no other loses its data. */
async function addDependent(page: Page, name: string, username: string): Promise<void> {
  const status = await page.evaluate(
    async ({ name, username, password }) => {
      const token = JSON.parse(localStorage.getItem('ava.token') ?? 'null');
      const user = JSON.parse(localStorage.getItem('ava.user') ?? 'null');
      const response = await fetch(`/api/identity/guardians/${user.user_id}/dependents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Platform': 'demo', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, username, password }),
      });
      return response.status;
    },
    { name, username, password: DEMO_PASSWORD },
  );
  expect(status).toBe(201);
}

async function signInStatus(page: Page, username: string): Promise<number> {
  return page.evaluate(
    async ({ username, password }) =>
      (
        await fetch('/api/identity/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password, platform: 'demo' }),
        })
      ).status,
    { username, password: DEMO_PASSWORD },
  );
}

describe("a child's data under LGPD", () => {
  it("lets the guardian download the child's data, then ask for its deletion and see it done", async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await signIn(page, 'familia-plano');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    const username = `bia-lgpd-${Date.now()}`;
    await addDependent(page, 'Bia Teixeira', username);
    expect(await signInStatus(page, username)).toBe(200);

    await page.goto('/demo/responsavel/privacidade');
    await page.getByRole('heading', { name: 'Privacidade', level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Dados de Bia Teixeira' });

    // The copy: a job builds the zip, then a signed link downloads it.
    await section.getByRole('button', { name: 'Pedir uma cópia dos dados' }).click();
    const link = section.getByRole('link', { name: /^Baixar a cópia/ });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // A zip names its files in clear: the guide and the account's data are there.
    expect(zip.includes('LEIA-ME.txt')).toBe(true);
    expect(zip.includes('dados/conta-e-perfil.json')).toBe(true);

    // The deletion: asked, confirmed with the guardian's password and the child's first name.
    await section.getByRole('button', { name: 'Pedir a exclusão' }).click();
    const confirm = section.getByRole('form', { name: 'Confirme a exclusão' });
    await confirm.getByLabel('Sua senha').fill(DEMO_PASSWORD);
    await confirm.getByLabel('Primeiro nome').fill('bia');
    await confirm.getByRole('button', { name: 'Confirmar a exclusão' }).click();

    // Done by the job within moments: the child is gone from the guardian's list and the record stays.
    const done = page.getByRole('region', { name: 'Exclusões concluídas' });
    await done.getByText(/^Dados excluídos em /).waitFor({ timeout: 30_000 });
    await page.getByText('Você ainda não tem dependentes vinculados.').waitFor();
    expect(await signInStatus(page, username)).not.toBe(200);
  });
});
