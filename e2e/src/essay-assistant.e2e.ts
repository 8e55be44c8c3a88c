import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createActivity, freshPagePerTest, signIn } from './browser.ts';
import { controlsCoveredByTheTab, scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();

const ESSAY_TITLE = `Redação com o assistente ${Date.now().toString(36)}`;
const ESSAY_TEXT =
  'Haviam muitas pessoas na praia , e nós brincamos muito.\nDepois fomos pra casa da minha avó e comemos bolo.';

async function signInAndOpen(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(path);
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
}

/** With activities due in under 48 hours (the seed has some) a student is warned once per session. */
async function dismissUrgentWarning(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Resumo das atividades', includeHidden: true }).waitFor({ state: 'attached' });
  const warning = page.getByRole('dialog', { name: 'Atividades urgentes' });
  if (!(await warning.isVisible())) return;
  await warning.getByRole('button', { name: 'Entendi' }).click();
  await warning.waitFor({ state: 'detached' });
}

/** A suggestion of the engine's rule, whose comment an edit may change. */
const suggestion = (page: Page, rule: string) =>
  page.locator(`[data-testid="assistant-suggestion"][data-rule="${rule}"]`);

describe('essay assistant: suggestions the teacher validates', () => {
  it('a teacher gives an essay', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'professor', '/demo/professor/atividades');
    await createActivity(page, 'Redação', ESSAY_TITLE, 'Conte como foi um dia de praia.');
  });

  it('a student sends it', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'aluno1', '/demo/painel/atividades');
    await dismissUrgentWarning(page);
    await page.getByRole('link', { name: `Abrir: ${ESSAY_TITLE}` }).click();
    await page.getByLabel('Texto da redação').fill(ESSAY_TEXT);
    await page.getByRole('button', { name: 'Enviar redação' }).click();
    await page.getByRole('dialog', { name: 'Enviar agora?' }).getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Redação enviada com sucesso!', { exact: true }).waitFor();
  });

  it('the teacher asks the assistant, accepts two suggestions (one edited), rejects one and grades', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'professor', '/demo/professor/atividades');
    await page.getByRole('link', { name: ESSAY_TITLE }).click();
    await page.getByRole('link', { name: 'Corrigir: Ana Souza' }).click();
    await page.getByRole('button', { name: 'Pedir correção ao assistente' }).click();
    await suggestion(page, 'haver-impessoal').waitFor();
    // Proposed marks are drawn dashed on the text; the rubric's scores come with their reasons.
    expect(await page.getByTestId('essay-text').locator('mark[data-proposed="true"]').count()).toBeGreaterThan(2);
    await page
      .getByTestId('score-ortografia')
      .getByText(/erro\(s\) de escrita/)
      .waitFor();

    await suggestion(page, 'haver-impessoal').getByRole('button', { name: 'Aceitar' }).click();
    await page.getByText('Sugestão aceita: virou uma marcação.', { exact: true }).waitFor();
    await suggestion(page, 'haver-impessoal').waitFor({ state: 'detached' });

    const spacing = suggestion(page, 'espaco-antes-pontuacao');
    await spacing.getByRole('button', { name: 'Editar' }).click();
    await spacing.getByLabel('Comentário').fill('Tire o espaço antes da vírgula.');
    await spacing.getByRole('button', { name: 'Aceitar com edição' }).click();
    await page.getByText('Tire o espaço antes da vírgula.', { exact: true }).waitFor();

    await suggestion(page, 'oralidade-pra').getByRole('button', { name: 'Rejeitar' }).click();
    await page.getByText('Sugestão rejeitada.', { exact: true }).waitFor();
    await suggestion(page, 'oralidade-pra').waitFor({ state: 'detached' });

    // The accepted ones are ordinary marks now, not dashed.
    const accepted = page.getByTestId('essay-text').locator('mark:not([data-proposed])');
    expect((await accepted.allTextContents()).sort()).toEqual([' ,', 'Haviam']);

    // On a phone the waiting suggestions, their buttons and the scores fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await suggestion(page, 'paragrafos').getByRole('button', { name: 'Rejeitar' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await controlsCoveredByTheTab(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('Nota (0 a 10)').fill('7');
    await page.getByRole('button', { name: 'Salvar avaliação' }).click();
    await page.getByText('Avaliação salva.', { exact: true }).waitFor();
  });

  it('the student sees exactly the two accepted marks', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'aluno1', '/demo/painel/atividades');
    await dismissUrgentWarning(page);
    await page.getByRole('button', { name: 'Encerradas' }).click();
    await page.getByRole('row').filter({ hasText: ESSAY_TITLE }).getByRole('link', { name: ESSAY_TITLE }).click();
    await page.getByTestId('work-score').getByText('7').waitFor();
    const marks = page.getByTestId('essay-text').locator('mark');
    await marks.first().waitFor();
    expect((await marks.allTextContents()).sort()).toEqual([' ,', 'Haviam']);
    expect(await page.getByText('Tire o espaço antes da vírgula.').count()).toBeGreaterThan(0);
  });
});
