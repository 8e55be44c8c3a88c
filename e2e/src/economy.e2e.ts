import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The demo catalogue's cheapest hair colour (apps/server/src/seed/demo-store.ts). */
const DYE = { name: 'Tinta azul', price: 20 };

/** The balance the store shows: 'Seu saldo: 1.234 Pokz'. */
async function storeBalance(page: Page): Promise<number> {
  const label = page.getByText(/^Seu saldo: [\d.]+ Pokz$/);
  await label.waitFor();
  const text = (await label.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

describe('the pokz economy', () => {
  it('aluno1 buys an avatar item, sees the balance drop, wears it in the spa, and the bank lists the purchase', async () => {
    const page = currentPage();
    await signIn(page, 'aluno1');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);

    // The store: the demo's graded activities paid aluno1 through the ledger.
    await page.goto(page.url().replace(/\/painel$/, '/painel/loja'));
    await page.getByRole('heading', { name: 'Loja', level: 1 }).waitFor();
    const before = await storeBalance(page);
    expect(before).toBeGreaterThanOrEqual(DYE.price);
    await page
      .getByRole('navigation', { name: 'Subcategorias' })
      .getByRole('button', { name: 'Cores de cabelo' })
      .click();
    await page.getByRole('button', { name: `Comprar ${DYE.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Comprar ${DYE.name}?` });
    await confirm.getByRole('button', { name: 'Confirmar compra' }).click();
    await page.getByText(`Compra feita! ${DYE.name} agora é seu.`, { exact: true }).waitFor();
    await page.getByText(`Seu saldo: ${(before - DYE.price).toLocaleString('pt-BR')} Pokz`).waitFor();

    // The spa: the dye is in the wardrobe, put on, and the avatar redrawn.
    await page.goto(page.url().replace(/\/loja$/, '/spa-do-avatar'));
    await page.getByRole('heading', { name: 'Spa do avatar', level: 1 }).waitFor();
    const avatar = page.getByRole('img', { name: 'Seu avatar' });
    await avatar.waitFor();
    const bare = await avatar.getAttribute('src');
    const colours = page.getByRole('region', { name: 'Cores de cabelo' });
    await colours.getByRole('button', { name: `Vestir ${DYE.name}` }).click();
    await colours.getByRole('button', { name: `Tirar ${DYE.name}` }).waitFor();
    expect(await avatar.getAttribute('src')).not.toBe(bare);

    // Worn on the server: still on after a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Cores de cabelo' }).getByText('Vestindo').waitFor();

    // The bank's statement has the purchase.
    await page.goto(page.url().replace(/\/spa-do-avatar$/, '/banco'));
    await page.getByRole('heading', { name: 'Banco', level: 1 }).waitFor();
    await page.getByText(`Compra: ${DYE.name}`).first().waitFor();
  });
});
