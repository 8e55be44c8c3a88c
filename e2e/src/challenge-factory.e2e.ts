import type { Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, openLibraryChallenge, rightSign, SIGN_ROUNDS, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const stamp = Date.now().toString(36);
const TITLE = `Bichos da fazenda ${stamp}`;

/** The library's 'Sílabas embaralhadas' (rounds in the order written): each word's syllables in order. */
const SYLLABLES = [
  ['CA', 'VA', 'LO'],
  ['GA', 'LI', 'NHA'],
  ['MA', 'CA', 'CO'],
  ['SA', 'PA', 'TO'],
  ['PI', 'PO', 'CA'],
];

/** The library's 'Famílias de instrumentos' (three rounds of six): its families, and each instrument's. */
const FAMILY_ORDER = ['Cordas', 'Sopro', 'Percussão'];
const FAMILIES = new Map(
  [
    ['Violão', 'Cavaquinho', 'Violino', 'Harpa', 'Viola caipira', 'Bandolim'],
    ['Flauta', 'Trompete', 'Saxofone', 'Clarinete', 'Gaita de boca', 'Tuba'],
    ['Tambor', 'Pandeiro', 'Triângulo', 'Chocalho', 'Zabumba', 'Agogô'],
  ].flatMap((names, family) => names.map((name) => [name, FAMILY_ORDER[family] ?? ''] as const)),
);

/** The frame of the game playing inside `scope` (the test dialog, or the student's game). */
async function gameFrame(scope: Locator): Promise<Frame> {
  const frame = await (await scope.locator('iframe[src*="/games/"]').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

/**
 * Presses Tab, as a keyboard user does, until `target` has the focus (with its frame focused
 * too), and checks that the focus is drawn around it.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 40; presses += 1) {
    const focused = await target.evaluate(
      (element) => element.ownerDocument.hasFocus() && element === element.ownerDocument.activeElement,
    );
    if (focused) {
      const outline = await target.evaluate((element) =>
        element.matches(':focus-visible') ? getComputedStyle(element).outlineStyle : 'none',
      );
      expect(outline).not.toBe('none');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to the button named `name` in the frame and presses Enter on it. */
async function pressButton(page: Page, frame: Frame, name: string): Promise<void> {
  await tabTo(page, frame.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/**
 * Presses `key` while a card is carried and waits for what a screen reader then hears (the
 * drag's live region: `heard`, or anything new), as a person waits for the card to move before
 * the next key; then for the frame's next timer tick, as dnd-kit only listens for the next key a
 * tick after a pick-up.
 */
async function press(page: Page, frame: Frame, key: string, heard?: string): Promise<void> {
  const region = frame.locator('[id^="DndLiveRegion"]');
  const before = await region.textContent();
  await page.keyboard.press(key);
  if (heard) await region.getByText(heard, { exact: true }).waitFor({ state: 'attached' });
  else await expect.poll(() => region.textContent()).not.toBe(before);
  await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** The box of a group of a categories round, where its cards go. */
const groupBox = (frame: Frame, group: string): Locator =>
  frame.getByRole('button', { name: group, exact: true }).locator('xpath=..');

describe('challenge factory', () => {
  it('a teacher authors a challenge in the five steps, tests it, publishes it and shares its short link', async () => {
    const page = currentPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor$/);
    await page.goto('/demo/professor/desafios');
    await page.getByRole('link', { name: 'Novo desafio' }).click();
    const steps = page.getByRole('navigation', { name: 'Etapas do desafio' });

    // 1. Informações básicas
    await page.getByLabel('Título').pressSequentially(TITLE);
    await page.getByLabel('Objetivo').pressSequentially('Contar os bichos da fazenda.');
    await page.getByRole('radio', { name: /^Múltipla escolha/ }).check();
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // 2. Layout
    await steps.getByRole('button', { name: '2. Layout' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByRole('radio', { name: 'Fazendinha' }).check();
    await page.getByRole('radio', { name: /^Livre/ }).check();
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // 3. Dados: two rounds of one right and two wrong answers
    await steps.getByRole('button', { name: '3. Dados' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByLabel(/^Texto de abertura/).pressSequentially('Conte devagar, apontando com o dedo.');
    const rounds: [string, string, string, string][] = [
      ['Quantas patas tem uma galinha?', '2', '4', '3'],
      ['Quantas patas tem uma vaca?', '4', '2', '6'],
    ];
    for (const [index, [statement, right, ...wrong]] of rounds.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Adicionar desafio' }).click();
      const round = page.getByRole('group', { name: `Desafio ${index + 1}`, exact: true });
      await round.getByLabel('Enunciado').pressSequentially(statement);
      await round.getByRole('textbox', { name: 'Resposta correta 1', exact: true }).pressSequentially(right);
      for (const [at, answer] of wrong.entries()) {
        await round.getByRole('textbox', { name: `Resposta errada ${at + 1}`, exact: true }).pressSequentially(answer);
      }
    }
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // 4. Classificação
    await steps.getByRole('button', { name: '4. Classificação' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByRole('checkbox', { name: '1º ano' }).check();
    await page.getByLabel('Disciplina').pressSequentially('Matemática');
    await page.getByLabel('Buscar habilidade da BNCC').pressSequentially('EF01MA06');
    await page.getByRole('button', { name: /^Adicionar EF01MA06/ }).click();
    await page.getByRole('button', { name: 'Remover EF01MA06' }).waitFor();
    const keywords = page.getByLabel('Palavras-chave');
    await keywords.pressSequentially('contagem');
    await keywords.press('Enter');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // 5. Finalizar: the test dialog plays it in sandbox
    await steps.getByRole('button', { name: '5. Finalizar' }).and(page.locator('[aria-current="step"]')).waitFor();
    const contentId = new URL(page.url()).searchParams.get('desafio');
    expect(contentId).toBeTruthy();
    await page.getByText('Tudo pronto. Teste o desafio e publique quando quiser.').waitFor();
    await page.getByRole('button', { name: 'Testar o desafio' }).click();
    const test = page.getByRole('dialog', { name: TITLE });
    const frame = await gameFrame(test);
    await frame.getByRole('button', { name: 'Começar' }).click();
    for (const [index, [statement, right]] of rounds.entries()) {
      await frame.getByRole('heading', { name: statement }).waitFor();
      await frame.getByRole('button', { name: right, exact: true }).click();
      await frame.getByRole('button', { name: 'Confirmar' }).click();
      await frame.getByText('Muito bem!').waitFor();
      await frame.getByRole('button', { name: index === rounds.length - 1 ? 'Ver resultado' : 'Próximo' }).click();
    }
    await frame.getByText('Você acertou 2 de 2 desafios.').waitFor();
    await frame.getByText('Modo de teste: este resultado não vale pontos.').waitFor();
    await test.getByRole('button', { name: 'Fechar' }).click();
    await test.waitFor({ state: 'detached' });

    // Published, it is in 'Meus desafios'; its short link is copied
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.waitForURL(/\/demo\/professor\/desafios$/);
    expect(await page.getByRole('link', { name: 'Meus desafios' }).getAttribute('aria-current')).toBe('page');
    const card = page.getByRole('article', { name: TITLE, exact: true });
    await card.getByText('Publicado').waitFor();
    await card.getByRole('button', { name: `Compartilhar: ${TITLE}` }).click();
    const share = page.getByRole('dialog', { name: `Compartilhar: ${TITLE}` });
    const link = share.getByLabel('Link do desafio');
    await expect.poll(() => link.inputValue()).toMatch(/^http/);
    await share.getByRole('button', { name: 'Copiar link' }).click();
    await share.getByRole('status').getByText('Copiado!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await link.inputValue());
    const followed = await page.request.get(copied, { maxRedirects: 0 });
    expect(followed.headers().location).toContain(`desafios-do-ava?desafio=${contentId}`);
  });

  it('a student plays an ordering challenge with the keyboard only, carrying cards with Space and the arrows', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = await openLibraryChallenge(page, 'Sílabas embaralhadas');
    await pressButton(page, frame, 'Começar');
    for (const [round, syllables] of SYLLABLES.entries()) {
      await frame.getByText(`Desafio ${round + 1} de ${SYLLABLES.length}`).waitFor();
      const cards = frame.locator('.ordering-text');
      for (const [place, syllable] of syllables.entries()) {
        const from = (await cards.allTextContents()).indexOf(syllable);
        if (from === place) continue;
        await tabTo(page, frame.getByRole('button', { name: syllable, exact: true }));
        // Picked up, the card is over its own place.
        await press(page, frame, 'Space', `${syllable} está sobre posição ${from + 1}.`);
        for (let over = from; over > place; over -= 1) {
          await press(page, frame, 'ArrowUp', `${syllable} está sobre posição ${over}.`);
        }
        await press(page, frame, 'Space', `${syllable} foi colocado em posição ${place + 1}.`);
        await expect.poll(() => cards.nth(place).textContent()).toBe(syllable);
        // Space let go of the card: it is not also chosen as a tap would choose it.
        expect(await frame.locator('[aria-pressed="true"]').count()).toBe(0);
      }
      await pressButton(page, frame, 'Confirmar');
      await frame.getByText('Muito bem!').waitFor();
      await pressButton(page, frame, round === SYLLABLES.length - 1 ? 'Ver resultado' : 'Próximo');
    }
    await frame.getByText('Fim de jogo!').waitFor();
    const result = page.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('10,0', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText('Você acertou 5 de 5 desafios.').waitFor();
  });

  it('a student sorts a categories challenge into its groups with the keyboard only', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = await openLibraryChallenge(page, 'Famílias de instrumentos');
    await pressButton(page, frame, 'Começar');
    const pool = frame.getByRole('list', { name: 'Cartões para colocar' });
    const region = frame.locator('[id^="DndLiveRegion"]');
    for (let round = 1; round <= 3; round += 1) {
      await frame.getByText(`Desafio ${round} de 3`).waitFor();
      for (let placed = 0; placed < 6; placed += 1) {
        const name = (await pool.getByRole('button').first().textContent()) ?? '';
        const family = FAMILIES.get(name);
        if (!family) throw new Error(`unknown instrument: ${name}`);
        await tabTo(page, pool.getByRole('button', { name, exact: true }));
        await press(page, frame, 'Space', `${name} está sobre Cartões para colocar.`);
        // Towards its group, an arrow at a time, as the card is seen and heard to move.
        for (let moves = 0; ; moves += 1) {
          const said = (await region.textContent()) ?? '';
          const over = /está sobre (.+)\.$/.exec(said)?.[1] ?? '';
          if (over === family) break;
          if (moves > 4) throw new Error(`${name} never reached ${family}`);
          const from = await (over === 'Cartões para colocar' ? pool : groupBox(frame, over)).boundingBox();
          const to = await groupBox(frame, family).boundingBox();
          if (!from || !to) throw new Error('no boxes');
          const dx = to.x + to.width / 2 - (from.x + from.width / 2);
          const dy = to.y + to.height / 2 - (from.y + from.height / 2);
          const arrow =
            Math.abs(dy) > Math.abs(dx) ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
          await press(page, frame, arrow);
        }
        await press(page, frame, 'Space', `${name} foi colocado em ${family}.`);
      }
      await pressButton(page, frame, 'Confirmar');
      await frame.getByText('Muito bem!').waitFor();
      await pressButton(page, frame, round === 3 ? 'Ver resultado' : 'Próximo');
    }
    await frame.getByText('Fim de jogo!').waitFor();
    const result = page.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('10,0', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText('Você acertou 3 de 3 desafios.').waitFor();
  });

  it('a student plays a multiple-choice challenge with the keyboard only and sees the score', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = await openLibraryChallenge(page, 'Qual é o sinal?');
    await pressButton(page, frame, 'Começar');
    for (let round = 1; round <= SIGN_ROUNDS.length; round += 1) {
      await frame.getByText(`Desafio ${round} de ${SIGN_ROUNDS.length}`).waitFor();
      const statement = (await frame.getByText(/Que sinal termina a frase/).textContent()) ?? '';
      await pressButton(page, frame, rightSign(statement));
      await pressButton(page, frame, 'Confirmar');
      await frame.getByText('Muito bem!').waitFor();
      await pressButton(page, frame, round === SIGN_ROUNDS.length ? 'Ver resultado' : 'Próximo');
    }
    await frame.getByText('Fim de jogo!').waitFor();
    const result = page.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('10,0', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText('Você acertou 5 de 5 desafios.').waitFor();
  });
});
