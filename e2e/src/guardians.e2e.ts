import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

describe('guardian and dependents', () => {
  it('signs the guardian in as a dependent and back to the guardian account', async () => {
    const page = currentPage();
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.getByRole('link', { name: 'Dependentes' }).click();
    await page.waitForURL(/\/demo\/responsavel\/dependentes$/);
    await page.getByRole('heading', { name: 'Dependentes' }).waitFor();
    await page.getByText('Carla Dias').waitFor();

    await page.getByRole('button', { name: 'Entrar como Ana' }).click();
    await page.waitForURL(/\/demo\/painel$/);
    // Ana has an activity of the seed due within 48 hours: her home warns about it first.
    await dismissUrgentWarning(page);
    await page.getByRole('banner').getByText('Ana Souza').waitFor();
    await page.getByText('Você está usando a conta de Ana Souza.').waitFor();
    const dependentToken = await page.evaluate(() => JSON.parse(localStorage.getItem('ava.token') ?? 'null'));

    await page.getByRole('button', { name: 'Voltar para a conta do responsável' }).click();
    await page.waitForURL(/\/demo\/responsavel\/dependentes$/);
    await page.getByRole('banner').getByText('Renata Souza').waitFor();
    await page.getByText('Ana Souza').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ava.dependent_token'))).toBeNull();

    // The dependent's session ended on the server.
    const status = await page.evaluate(
      async (token) =>
        (await fetch('/api/profile/user_info', { headers: { Authorization: `Bearer ${token}` } })).status,
      dependentToken,
    );
    expect(status).toBe(498);
  });

  it('asks before unlinking a dependent, and keeps them when cancelled', async () => {
    const page = currentPage();
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.getByRole('link', { name: 'Dependentes' }).click();
    await page.waitForURL(/\/demo\/responsavel\/dependentes$/);
    await page.getByText('Carla Dias').waitFor();
    await page.getByRole('button', { name: 'Desvincular' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Desvincular Carla Dias?').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Carla Dias').waitFor();
  });
});
