import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** A demo background aluno2 has not bought (apps/server/src/seed/demo-store.ts); aluno1's is 'Ondas do mar'. */
const STARS = 'Noite estrelada';

async function openBackgroundTab(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Bruno Lima' }).click();
  await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
  await page.getByRole('tab', { name: 'Plano de fundo' }).click();
  return page.getByRole('tabpanel', { name: 'Plano de fundo' });
}

describe('profile look', () => {
  it('aluno2 buys a background from the profile’s link, chooses it, and makes their own avatar the profile image', async () => {
    const page = currentPage();
    await signIn(page, 'aluno2');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);

    // Not bought yet: its price and the way to the store's 'Fundos'.
    let panel = await openBackgroundTab(page);
    await panel.getByRole('button', { name: STARS, exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: STARS, exact: true }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/profile-look-backgrounds-1280.png', fullPage: true });
    await panel.getByRole('link', { name: `Comprar ${STARS} na loja` }).click();
    await page.waitForURL(/\/painel\/loja\?categoria=/);
    await page.getByRole('button', { name: `Comprar ${STARS}` }).click();
    const confirm = page.getByRole('dialog', { name: `Comprar ${STARS}?` });
    await confirm.getByRole('button', { name: 'Confirmar compra' }).click();
    await page.getByText(`Compra feita! ${STARS} agora é seu.`, { exact: true }).waitFor();

    // Bought: chosen in the profile, it paints the dashboard.
    panel = await openBackgroundTab(page);
    await panel.getByRole('button', { name: `Escolher o fundo ${STARS}` }).click();
    await expect
      .poll(() => page.getByTestId('dashboard-background').locator('svg').getAttribute('data-art'))
      .toBe('estrelas');

    // The avatar dialog: their own avatar, the one the header then shows.
    await page.getByRole('main').locator('.group').first().hover();
    await page.getByRole('button', { name: 'Alterar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagem de perfil' });
    await dialog.getByRole('button', { name: 'Escolher o meu avatar' }).click();
    await page.screenshot({ path: '/tmp/profile-look-dialog-1280.png' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('banner').locator('img').last().getAttribute('src'))
      .toMatch(/^data:image\/svg\+xml/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/profile-look-390.png', fullPage: true });
  });
});
