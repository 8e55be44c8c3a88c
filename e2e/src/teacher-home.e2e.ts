import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createActivity, dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const FORUM_TITLE = `Fórum: economia de água ${Date.now().toString(36)}`;
const COMMENT = 'Em casa reaproveitamos a água da máquina de lavar.';

/** The number the 'Para corrigir' badge shows ('Nenhuma' is none). */
async function toGradeCount(page: Page): Promise<number> {
  const badge = page.getByRole('region', { name: 'Para corrigir' }).getByText(/esperando nota$/);
  const text = (await badge.textContent()) ?? '';
  return text.startsWith('Nenhuma') ? 0 : Number.parseInt(text, 10);
}

async function openHome(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, 'professor');
  await page.waitForURL(/\/demo\/professor$/);
  await page
    .getByRole('region', { name: 'Para corrigir' })
    .getByText(/esperando nota$/)
    .waitFor();
}

describe("the teacher's home", () => {
  it('counts the answers waiting for a grade, lists each, and counts one less once it is graded', async () => {
    const page = currentPage();
    await openHome(page, 1280);
    const toGrade = page.getByRole('region', { name: 'Para corrigir' });
    const before = await toGradeCount(page);
    // The seed's: Bruno sent the essay and the work of the 3º ano, and neither is graded yet.
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await toGrade.getByRole('link').count()).toBe(Math.min(before, 20));
    await toGrade.getByRole('link', { name: 'Corrigir: Bruno Lima, Redação: minhas férias' }).waitFor();
    const deadlines = page.getByRole('region', { name: 'Próximos prazos' });
    await deadlines.getByRole('link', { name: 'Fórum: como cuidar da água da nossa cidade?' }).waitFor();
    const classroom = page.getByRole('region', { name: 'Participação por turma' }).getByRole('listitem').filter({
      hasText: '3º ano - Turma A',
    });
    await classroom.getByRole('progressbar', { name: 'Participação em 3º ano - Turma A' }).waitFor();
    await classroom.getByText(/^\d+ de \d+ entregaram$/).waitFor();

    await toGrade.getByRole('link', { name: 'Corrigir: Bruno Lima, Trabalho: o ciclo de vida das plantas' }).click();
    await page.waitForURL(/\/atividades\/trabalho\/[\w-]+\/aluno\/[\w-]+$/);
    await page.getByLabel('Nota (0 a 10)').fill('8');
    await page.getByRole('button', { name: 'Salvar avaliação' }).click();
    await page.getByText('Avaliação salva.').first().waitFor();
    await page.goto('/demo/professor');
    await expect.poll(() => toGradeCount(page), { timeout: 20_000 }).toBe(before - 1);
    expect(await toGrade.getByRole('link', { name: /Trabalho: o ciclo de vida das plantas/ }).count()).toBe(0);
  });

  it("moves through the essay's students with 'Aluno anterior' and 'Próximo aluno'", async () => {
    const page = currentPage();
    await openHome(page, 1280);
    await page.getByRole('link', { name: 'Corrigir: Bruno Lima, Redação: minhas férias' }).click();
    await page.waitForURL(/\/redacao\/[\w-]+\/aluno\/[\w-]+$/);
    const bruno = page.url();
    const steps = page.getByRole('navigation', { name: 'Outros alunos da atividade' });
    await steps.getByRole('link', { name: 'Aluno anterior: Ana Souza' }).click();
    await page.waitForURL((url) => url.href !== bruno && /\/aluno\/[\w-]+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Redação de Ana Souza' }).waitFor();
    await steps.getByRole('link', { name: 'Próximo aluno: Bruno Lima' }).click();
    await page.waitForURL(bruno);
  });

  it('fits a 390 px screen: the cards stack and nothing scrolls sideways', async () => {
    const page = currentPage();
    await openHome(page, 390);
    await page.getByRole('region', { name: 'Participação por turma' }).getByRole('listitem').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  describe('a forum', () => {
    it('a teacher creates a forum for Bruno', async () => {
      const page = currentPage();
      await signIn(page, 'professor');
      await page.waitForURL(/\/demo\/professor$/);
      await page.goto('/demo/professor/atividades');
      await createActivity(page, 'Fórum', FORUM_TITLE, 'Conte uma atitude da sua casa para economizar água.', [
        'Ana Souza',
      ]);
    });

    it('Bruno comments in it', async () => {
      const page = currentPage();
      await signIn(page, 'aluno2');
      await page.waitForURL(/\/demo\/painel$/);
      await dismissUrgentWarning(page);
      await page.goto('/demo/painel/atividades');
      await page.getByRole('link', { name: `Abrir: ${FORUM_TITLE}` }).click();
      const editor = page.getByRole('textbox', { name: 'Seu comentário' });
      await editor.click();
      await editor.pressSequentially(COMMENT);
      await page.getByRole('button', { name: 'Comentar' }).click();
      await page.getByText('Comentário enviado!', { exact: true }).waitFor();
    });

    it("is in 'Para corrigir' until the teacher marks the comment and grades the participation", async () => {
      const page = currentPage();
      await openHome(page, 1280);
      const toGrade = page.getByRole('region', { name: 'Para corrigir' });
      const forumLink = toGrade.getByRole('link', { name: `Corrigir: Bruno Lima, ${FORUM_TITLE}` });
      await forumLink.waitFor();
      const before = await toGradeCount(page);
      await forumLink.click();
      await page.waitForURL(/\/atividades\/forum\/[\w-]+\/aluno\/[\w-]+$/);
      await page.getByRole('heading', { name: 'Participação de Bruno Lima' }).waitFor();
      const own = page.getByRole('article', { name: 'Bruno Lima' }).filter({ hasText: COMMENT });
      await own.getByRole('button', { name: 'Atingiu o objetivo', pressed: false }).click();
      await own.getByRole('button', { name: 'Atingiu o objetivo', pressed: true }).waitFor();
      await page.getByLabel('Nota (0 a 10)').fill('9');
      await page.getByRole('button', { name: 'Salvar avaliação' }).click();
      await page.getByText('Avaliação salva.').first().waitFor();

      await page.goto('/demo/professor');
      await expect.poll(() => toGradeCount(page), { timeout: 20_000 }).toBe(before - 1);
      expect(await forumLink.count()).toBe(0);
    });
  });
});
