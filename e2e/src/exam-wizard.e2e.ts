import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const stamp = Date.now().toString(36);
const TITLE = `Avaliação do assistente ${stamp}`;

const QUESTIONS = [
  { text: 'Quanto é 2 + 2?', alternatives: ['3', '4'], correct: 'B' },
  { text: 'Qual é a capital do Brasil?', alternatives: ['Brasília', 'Salvador'], correct: 'A' },
  { text: 'Qual planeta é o maior?', alternatives: ['Marte', 'Júpiter', 'Vênus'], correct: 'B' },
];

async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Etapas da avaliação' }).getByRole('button', { name }).click();
}

describe('the exam wizard', () => {
  it('lets a teacher build, print and publish a three-question exam', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/avaliacoes');
    await page.getByRole('link', { name: 'Nova avaliação' }).click();

    await page.getByLabel('Descrição').fill(TITLE);
    await page.getByRole('textbox', { name: 'Orientações' }).fill('Leia com atenção.');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    await page.getByRole('button', { name: 'Salvar classificação' }).waitFor();
    expect(page.url()).toContain('etapa=classificacao');
    await page.getByLabel('Acessível em Libras').check();
    await page.getByRole('button', { name: 'Salvar classificação' }).click();

    for (const [index, question] of QUESTIONS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Adicionar questão' }).click();
      const form = page.getByRole('form', { name: 'Adicionar questão' });
      await form.getByRole('textbox', { name: 'Enunciado' }).fill(question.text);
      for (const [at, text] of question.alternatives.entries()) {
        if (at >= 2) await form.getByRole('button', { name: 'Adicionar alternativa' }).click();
        await form.getByLabel(`Alternativa ${'ABC'[at]}`, { exact: true }).fill(text);
      }
      await form.getByLabel(`Correta: alternativa ${question.correct}`).check();
      await form.getByRole('button', { name: 'Salvar questão' }).click();
      await page.getByRole('region', { name: `Questão ${index + 1}` }).waitFor();
    }
    expect(await page.getByRole('region', { name: /^Questão \d$/ }).count()).toBe(3);

    await step(page, '4. Versão impressa');
    await page.getByLabel('Incluir a questão 1 na versão impressa').check();
    await page.getByLabel('Incluir a questão 3 na versão impressa').check();
    await page.getByRole('button', { name: 'Salvar versão impressa' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^avaliacao-.+\.pdf$/);

    await step(page, '5. Publicação');
    await page.getByRole('button', { name: 'Publicar avaliação' }).click();
    await page.getByText('Situação: Publicada').waitFor();

    await page.goto('/demo/professor/avaliacoes');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('tab', { name: 'Publicadas' }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
  });

  it('lets a teacher import two bank questions found with a filter and reorder them, kept after a reload', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/avaliacoes/nova');
    await page.getByLabel('Descrição').fill(`Avaliação com o banco ${stamp}`);
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.getByRole('button', { name: 'Salvar classificação' }).waitFor();
    await step(page, '3. Questões');

    await page.getByRole('button', { name: 'Importar do banco de questões' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar questões do banco' });
    await dialog.getByRole('combobox', { name: 'Disciplina' }).selectOption('Matemática');
    await dialog.getByRole('combobox', { name: 'Ano/Série' }).selectOption({ label: '3º ano' });
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    // Only 3º ano's mathematics: 4º ano's division is not offered.
    await dialog.getByText('4 questões').waitFor();
    expect(await dialog.getByText('Quanto é 84 ÷ 4?').count()).toBe(0);
    await dialog.getByRole('checkbox', { name: 'Qual é o resultado de 125 + 238?' }).check();
    await dialog.getByRole('checkbox', { name: 'Quanto é 7 × 8?' }).check();
    await dialog.getByRole('button', { name: 'Importar 2 questões' }).click();
    await page.getByText('2 questões importadas do banco.').waitFor();

    const statementOf = (number: number) =>
      page
        .getByRole('region', { name: `Questão ${number}` })
        .locator('p')
        .first()
        .textContent();
    expect([await statementOf(1), await statementOf(2)]).toEqual([
      'Qual é o resultado de 125 + 238?',
      'Quanto é 7 × 8?',
    ]);

    await page.getByRole('button', { name: 'Mover a questão 2 para cima' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Questão movida para a posição 1.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mover a questão 1 para baixo',
    );

    await page.reload();
    await page.getByRole('region', { name: 'Questão 2' }).waitFor();
    expect([await statementOf(1), await statementOf(2)]).toEqual([
      'Quanto é 7 × 8?',
      'Qual é o resultado de 125 + 238?',
    ]);
  });
});
