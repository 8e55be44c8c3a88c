import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, fillActivityBasics, freshPagePerTest, playSignsRight, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const stamp = Date.now().toString(36);
const TAREFA = `Tarefa de pontuação ${stamp}`;
const EXPRESS = `Tarefa expressa ${stamp}`;
const GAME = 'Qual é o sinal?';

async function signInAs(page: Page, username: string, home: RegExp) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, username);
  await page.waitForURL(home);
}

/** Finds a challenge of the library by its title in the search the page shows. */
async function searchChallenge(page: Page, title: string) {
  await page.getByLabel('Buscar', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

describe('homework (tarefa)', () => {
  it('a teacher makes a tarefa of a library challenge in the four steps, and applies another as an express tarefa', async () => {
    const page = currentPage();
    await signInAs(page, 'professor', /\/demo\/professor/);
    await page.goto('/demo/professor/atividades');
    await fillActivityBasics(page, 'Tarefa', TAREFA);
    await searchChallenge(page, GAME);
    await page
      .getByRole('button', { name: `Adicionar à tarefa: ${GAME}` })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Desafios da tarefa (1 de 10)' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('group', { name: /receberão a atividade/ }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(GAME).first().waitFor();
    await page.getByRole('button', { name: 'Publicar atividade' }).click();
    await page.getByText('Atividade publicada com sucesso!', { exact: true }).waitFor();

    await page.goto('/demo/professor/desafios/biblioteca');
    await searchChallenge(page, 'Sílabas embaralhadas');
    await page.getByRole('button', { name: 'Aplicar como tarefa: Sílabas embaralhadas' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar como tarefa' });
    await dialog.getByRole('checkbox', { name: '3º ano - Turma A' }).check();
    await dialog.getByLabel('Título da tarefa (opcional)').fill(EXPRESS);
    await dialog.getByRole('button', { name: 'Aplicar tarefa' }).click();
    await dialog.getByText('Tarefa publicada para 1 turma!').waitFor();
    await dialog.getByRole('link', { name: 'Ver a tarefa de 3º ano - Turma A' }).click();
    await page.getByRole('heading', { name: EXPRESS }).waitFor();
  });

  it('a student plays the tarefa, sees the score and pokz, and the tarefa is handed in', async () => {
    const page = currentPage();
    await signInAs(page, 'aluno1', /\/demo\/painel/);
    await dismissUrgentWarning(page);
    await page.goto('/demo/painel/atividades');
    await page.getByRole('link', { name: TAREFA }).click();
    await page.getByText('0 de 1 desafio jogado').waitFor();
    await page
      .getByRole('button', { name: `Jogar: ${GAME}` })
      .first()
      .click();
    const frame = await (await page.waitForSelector('iframe[src*="/games/"]')).contentFrame();
    if (!frame) throw new Error('no game frame');
    await playSignsRight(frame);
    const result = page.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('10,0', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText(/^\+100 /).waitFor();
    await result.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByText('Tarefa concluída!').waitFor();
    await page.getByText('Nota da tarefa: 10,0').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: `Jogar: ${GAME}` })
      .first()
      .waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/homework-student-390.png', fullPage: true });
  });

  it("the teacher sees the student's result in the tarefa's results", async () => {
    const page = currentPage();
    await signInAs(page, 'professor', /\/demo\/professor/);
    await page.goto('/demo/professor/atividades');
    await page.getByRole('link', { name: TAREFA }).click();
    await page.getByRole('heading', { name: TAREFA }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Ana Souza' });
    await row.getByText('Entregue').waitFor();
    await row.getByText('10,0').waitFor();
    await page.getByRole('tab', { name: 'Desafios' }).click();
    await page.getByText('1 aluno jogou este desafio.').waitFor();
  });
});
