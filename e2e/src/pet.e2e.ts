import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The demo catalogue's cheapest pet toy (apps/server/src/seed/demo-store.ts). */
const BALL = 'Bola colorida';

describe('the pet', () => {
  it('aluno2 opens Spa do pet from the map, adopts a rabbit, buys it a ball in the store and puts it beside it', async () => {
    const page = currentPage();
    await signIn(page, 'aluno2');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);

    // The sub-area is on the map now that its screen exists.
    await page.getByRole('link', { name: 'Spa do pet' }).first().click();
    await page.getByRole('heading', { name: 'Spa do pet', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Adote um pet' }).waitFor();
    await page.getByRole('button', { name: 'Adotar' }).click();
    await page.getByText('Dê um nome ao seu pet, de 2 a 20 letras.').waitFor();
    await page.screenshot({ path: '/tmp/pet-adopt-1280.png' });
    await page.getByText('Coelho', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Nome do pet' }).fill('Algodão');
    await page.getByRole('button', { name: 'Adotar' }).click();
    await page.getByRole('img', { name: 'Algodão, seu coelho, está feliz' }).waitFor();
    await page.getByText('Limpinho! Banho de novo mais tarde.').waitFor();

    // Not owned yet: the way to the store's pet shelf.
    await page.getByRole('link', { name: 'Comprar itens para o pet na loja' }).click();
    await page.getByRole('heading', { name: 'Loja', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Comprar ${BALL}` }).click();
    const confirm = page.getByRole('dialog', { name: `Comprar ${BALL}?` });
    await confirm.getByRole('button', { name: 'Confirmar compra' }).click();
    await page.getByText(`Compra feita! ${BALL} agora é seu.`, { exact: true }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { name: 'Spa do pet', level: 1 }).waitFor();
    const toys = page.getByRole('region', { name: 'Brinquedos' });
    await toys.getByRole('button', { name: `Colocar ${BALL}` }).click();
    await toys.getByRole('button', { name: `Tirar ${BALL}` }).waitFor();
    await page.getByText(`Com: ${BALL}`).waitFor();
    await page.screenshot({ path: '/tmp/pet-spa-1280.png', fullPage: true });

    // Kept on the server, and usable on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('region', { name: 'Brinquedos' }).getByText('Usando').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/pet-spa-390.png', fullPage: true });
  });
});
