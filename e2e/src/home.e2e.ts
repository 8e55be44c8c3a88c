import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();

/** Two pieces of the demo catalogue's 'Casa' (apps/server/src/seed/demo-store.ts); aluno2 owns none at first. */
const ARMCHAIR = 'Poltrona';
const LAMP = 'Abajur';

async function buy(page: Page, name: string) {
  await page.getByRole('button', { name: `Comprar ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Comprar ${name}?` })
    .getByRole('button', { name: 'Confirmar compra' })
    .click();
  await page.getByText(`Compra feita! ${name} agora é seu.`, { exact: true }).waitFor();
}

/** Drags with the mouse from the centre of `from` to the centre of the room's spot (column, row from 0). */
async function drag(page: Page, from: string, column: number, row: number) {
  const source = await page
    .getByRole('region', { name: 'Seus móveis' })
    .getByRole('button', { name: from })
    .boundingBox();
  const room = await page.getByRole('region', { name: 'Sala' }).boundingBox();
  if (!source || !room) throw new Error('nothing to drag or nowhere to drop');
  // The room's rows: the wall 130 high, the floor's 100 (of 430), six columns.
  const top = row === 0 ? 65 : 130 + (row - 1) * 100 + 50;
  const target = { x: room.x + (room.width * (column + 0.5)) / 6, y: room.y + (room.height * top) / 430 };
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 3 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
}

describe('minha casa', () => {
  it('aluno2 buys two pieces, drags one into the room, places and moves the other by keyboard, and the room is saved', async () => {
    const page = currentPage();
    await signIn(page, 'aluno2');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);

    // The home's map leads to minha-casa; an empty room at first, the store one click away.
    const map = page.getByRole('region', { name: 'Seu mapa' });
    await map.getByRole('button', { name: 'Diversão' }).click();
    await map.getByRole('link', { name: 'Minha casa' }).click();
    await page.getByRole('heading', { name: 'Minha casa', level: 1 }).waitFor();
    await page.getByText('Você ainda não tem móveis. Compre alguns na loja!').waitFor();
    await page.getByRole('link', { name: `Ver ${ARMCHAIR} na loja` }).click();
    await page.getByRole('button', { name: 'Casa', pressed: true }).waitFor();
    await buy(page, ARMCHAIR);
    await buy(page, LAMP);

    await page.goto(page.url().replace(/\/loja.*$/, '/minha-casa'));
    const room = page.getByRole('region', { name: 'Sala' });
    const tray = page.getByRole('region', { name: 'Seus móveis' });
    await tray.getByRole('button', { name: ARMCHAIR }).waitFor();

    // A drag with the mouse: the armchair to the floor's first row, second column.
    await drag(page, ARMCHAIR, 1, 1);
    await room.getByRole('button', { name: `${ARMCHAIR}, no chão, fileira 1, posição 2` }).waitFor();

    // Choosing, then a spot; the arrow keys move it.
    await tray.getByRole('button', { name: LAMP }).click();
    await room.getByRole('button', { name: `Colocar ${LAMP} aqui: no chão, fileira 3, posição 5` }).click();
    const lamp = room.getByRole('button', { name: `${LAMP}, no chão, fileira 3, posição 5` });
    await lamp.focus();
    await page.keyboard.press('ArrowLeft');
    await room.getByRole('button', { name: `${LAMP}, no chão, fileira 3, posição 4` }).waitFor();

    // No serious accessibility problem, at rest nor while a piece is chosen (its spots offered).
    const found = await audit(page, 'minha casa');
    await room.getByRole('button', { name: `${ARMCHAIR}, no chão, fileira 1, posição 2` }).click();
    await page.getByRole('button', { name: `Guardar ${ARMCHAIR}` }).waitFor();
    found.push(...(await audit(page, 'minha casa, a piece chosen')));
    expectNone(found);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `/tmp/minha-casa-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Saved on the server: the same room after a reload; Delete puts the lamp away for good.
    await page.reload();
    await room.getByRole('button', { name: `${ARMCHAIR}, no chão, fileira 1, posição 2` }).waitFor();
    await room.getByRole('button', { name: `${LAMP}, no chão, fileira 3, posição 4` }).focus();
    await page.keyboard.press('Delete');
    await tray.getByRole('button', { name: LAMP }).waitFor();
    await page.getByText(`${LAMP} voltou para os seus móveis.`).waitFor();
    await page.reload();
    await tray.getByRole('button', { name: LAMP }).waitFor();
    expect(await room.getByRole('button', { name: new RegExp(`^${LAMP},`) }).count()).toBe(0);
  });
});
