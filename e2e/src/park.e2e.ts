import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, rightSign, SIGN_ROUNDS, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The demo arcade's game played here (apps/server/src/seed/demo-data.ts, DEMO_PARK), and its price. */
const GAME = { title: 'Qual é o sinal?', price: 2 };

/** The credits the park shows: 'Seus créditos: 30 créditos'. */
async function parkCredits(page: Page): Promise<number> {
  const label = page.getByTestId('park-credits');
  await label.waitFor();
  return Number(((await label.textContent()) ?? '').replace(/\D/g, ''));
}

describe('the park', () => {
  it('aluno1 enters with a ticket, pays an arcade game with credits, plays it in the frame and sees the result', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'aluno1');
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);
    await page.goto('/demo/painel/parque');
    await page.getByRole('heading', { name: 'Parque', level: 1 }).waitFor();
    await page.getByText('Pacote de 30 créditos').first().waitFor();

    // Today's ticket, unless an earlier run of this journey bought it.
    const buyTicket = page.getByRole('button', { name: 'Comprar ingresso' });
    const enter = page.getByRole('button', { name: 'Entrar no parque' });
    const games = page.getByRole('heading', { name: 'Fliperama' });
    await Promise.race([buyTicket.waitFor(), enter.waitFor(), games.waitFor()]);
    if (await buyTicket.isVisible()) await buyTicket.click();
    else if (await enter.isVisible()) await enter.click();
    await games.waitFor();
    const before = await parkCredits(page);
    expect(before).toBeGreaterThanOrEqual(GAME.price);

    await page.getByRole('button', { name: `Jogar ${GAME.title} por ${GAME.price} créditos` }).click();
    await page.getByRole('heading', { name: `Jogando: ${GAME.title}` }).waitFor();
    const frameElement = await page.waitForSelector('iframe[src*="/games/"]');
    const frame = await frameElement.contentFrame();
    if (!frame) throw new Error('no game frame');
    await frame.getByRole('button', { name: 'Começar' }).click();
    for (let round = 1; round <= SIGN_ROUNDS.length; round += 1) {
      await frame.getByText(`Desafio ${round} de ${SIGN_ROUNDS.length}`).waitFor();
      const statement = (await frame.getByText(/Que sinal termina a frase/).textContent()) ?? '';
      await frame.getByRole('button', { name: rightSign(statement), exact: true }).click();
      await frame.getByRole('button', { name: 'Confirmar' }).click();
      await frame.getByRole('button', { name: round === SIGN_ROUNDS.length ? 'Ver resultado' : 'Próximo' }).click();
    }
    const result = page.getByRole('dialog', { name: 'Fim de jogo!' });
    await result.getByText(`Você acertou ${SIGN_ROUNDS.length} de ${SIGN_ROUNDS.length}.`).waitFor({ timeout: 20_000 });
    await result.getByText('Pontuação: 10,0').waitFor();
    await page.screenshot({ path: '/tmp/park-result-1280.png' });
    await result.getByRole('button', { name: 'Voltar ao parque' }).first().click();

    // The credits went down by the game's price, and the statement has the play.
    await page.getByText(`Seus créditos: ${before - GAME.price} créditos`).waitFor();
    await page.getByRole('region', { name: 'Extrato de créditos' }).getByText(GAME.title).first().waitFor();
    await page.getByText('Seu recorde: 10,0').waitFor();
    await page.screenshot({ path: '/tmp/park-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/park-390.png', fullPage: true });
  });
});
