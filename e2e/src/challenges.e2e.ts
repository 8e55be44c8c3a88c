import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, openLibraryChallenge, rightSign, SIGN_ROUNDS } from './browser.ts';

const currentPage = freshPagePerTest();
const WRONG_SIGN = 'Ponto final (.)';

async function openAndStart(page: Page, title: string): Promise<Frame> {
  const frame = await openLibraryChallenge(page, title);
  await frame.getByRole('button', { name: 'Começar' }).click();
  return frame;
}

describe('challenges', () => {
  it('a student plays a library challenge with real clicks and sees the score the server computed, with pokz', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = await openAndStart(page, 'Qual é o sinal?');
    for (let round = 1; round <= SIGN_ROUNDS.length; round += 1) {
      await frame.getByText(`Desafio ${round} de ${SIGN_ROUNDS.length}`).waitFor();
      const statement = (await frame.getByText(/Que sinal termina a frase/).textContent()) ?? '';
      const right = rightSign(statement);
      // The last round is answered wrong on purpose: 4 of 5 right is 8,0.
      const last = round === SIGN_ROUNDS.length;
      const answer = !last ? right : right === WRONG_SIGN ? 'Ponto de exclamação (!)' : WRONG_SIGN;
      await frame.getByRole('button', { name: answer, exact: true }).click();
      await frame.getByRole('button', { name: 'Confirmar' }).click();
      await frame.getByRole('button', { name: round === SIGN_ROUNDS.length ? 'Ver resultado' : 'Próximo' }).click();
    }
    await frame.getByText('Fim de jogo!').waitFor();
    const result = page.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('8,0', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText('Você acertou 4 de 5 desafios.').waitFor();
    await result.getByText(/^\+80 /).waitFor();
  });

  it('ignores a finish message forged by a page of another origin', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const scored: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/game_results/calculate_score')) scored.push(request.url());
    });
    const frame = await openAndStart(page, 'Qual é o sinal?');
    await frame.getByText('Desafio 1 de 5').waitFor();
    // The same server under another name is another origin: it forges a finish to the host page.
    const other = new URL(page.url());
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((address) => window.open(address), `${other.origin}/demo/login`),
    ]);
    await popup.waitForLoadState();
    const forged = await popup.evaluate(() => {
      const answers = [0, 1, 2, 3, 4].map((order) => ({ order, values: [], pairs: [], hints_used: 0 }));
      window.opener?.postMessage(
        { source: 'ava-game', type: 'finish', finish: true, content_id: 'x', answers, elapsed_seconds: 1 },
        '*',
      );
      return window.origin;
    });
    expect(forged).not.toBe(new URL(page.url()).origin);
    await page.waitForTimeout(1_500);
    expect(scored).toEqual([]);
    expect(await page.getByText('Sua nota').count()).toBe(0);
    await frame.getByText('Desafio 1 de 5').waitFor();
  });

  it("closes the game's dialog with Escape pressed inside the game's frame", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = await openLibraryChallenge(page, 'Qual é o sinal?');
    const dialog = page.getByRole('dialog', { name: 'Qual é o sinal?' });
    await dialog.waitFor();
    // The focus is in the frame: the page hears no key of its own.
    await frame.getByRole('button', { name: 'Começar' }).focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
