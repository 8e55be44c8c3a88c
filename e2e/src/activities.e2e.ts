import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createActivity, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

const stamp = Date.now().toString(36);
const FORUM_TITLE = `Fórum sobre a água ${stamp}`;
const ESSAY_TITLE = `Redação: minhas férias ${stamp}`;
const ESSAY_TEXT = 'Nas minhas férias eu visitei a casa da minha avó.\nLá brincamos no quintal todos os dias.';
const MARKED = 'visitei a casa da minha avó';
const MARKED_BY_KEYBOARD = 'brincamos no quintal';

async function signInAndOpen(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(path);
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
}

/** With activities due in under 48 hours (the seed has some) a student is warned once per session. */
async function dismissUrgentWarning(page: Page): Promise<void> {
  // The counts and the warning render together.
  await page.getByRole('region', { name: 'Resumo das atividades', includeHidden: true }).waitFor({ state: 'attached' });
  const warning = page.getByRole('dialog', { name: 'Atividades urgentes' });
  if (!(await warning.isVisible())) return;
  await warning.getByRole('button', { name: 'Entendi' }).click();
  await warning.waitFor({ state: 'detached' });
}

/** Selects `passage` inside the essay text as a person dragging the mouse would. */
async function selectPassage(page: Page, passage: string) {
  await page.getByTestId('essay-text').evaluate((container, wanted) => {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      container.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return;
    }
    throw new Error(`passage not found: ${wanted}`);
  }, passage);
}

describe('activities: forum and essay from creation to score', () => {
  it('a teacher creates a forum and an essay activity', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'professor', '/demo/professor/atividades');
    await createActivity(page, 'Fórum', FORUM_TITLE, 'Conte o que você sabe sobre o ciclo da água.', ['Bruno Lima']);
    const forumRow = page.getByRole('row').filter({ hasText: FORUM_TITLE });
    await forumRow.getByRole('cell', { name: '0/1', exact: true }).waitFor();
    await createActivity(page, 'Redação', ESSAY_TITLE, 'Escreva sobre as suas férias.');
  });

  it('a student comments in the forum and sends the essay', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'aluno1', '/demo/painel/atividades');
    await dismissUrgentWarning(page);
    await page.getByRole('link', { name: `Abrir: ${FORUM_TITLE}` }).click();
    await page.getByRole('heading', { name: FORUM_TITLE }).waitFor();
    const editor = page.getByRole('textbox', { name: 'Seu comentário' });
    await editor.click();
    await editor.pressSequentially('A água evapora, vira nuvem e volta como chuva.');
    await page.getByRole('button', { name: 'Comentar' }).click();
    await page.getByText('Comentário enviado!', { exact: true }).waitFor();
    await page.getByTestId('forum-comment').getByText('A água evapora, vira nuvem e volta como chuva.').waitFor();

    await page.getByRole('link', { name: 'Voltar às atividades' }).click();
    await page.getByRole('link', { name: `Abrir: ${ESSAY_TITLE}` }).click();
    await page.getByLabel('Texto da redação').fill(ESSAY_TEXT);
    await page.getByLabel('Tamanho da letra').selectOption('18');
    await page.getByRole('button', { name: 'Enviar redação' }).click();
    await page.getByRole('dialog', { name: 'Enviar agora?' }).getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Redação enviada com sucesso!', { exact: true }).waitFor();
    await page
      .getByTestId('essay-text')
      .getByText(/minhas férias/)
      .waitFor();
  });

  it('the teacher marks a passage of the essay and grades it', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'professor', '/demo/professor/atividades');
    // Ana's comment was her answer to the forum: she took part.
    const forumRow = page.getByRole('row').filter({ hasText: FORUM_TITLE });
    await forumRow.getByRole('cell', { name: '1/1', exact: true }).waitFor();
    await page.getByRole('link', { name: ESSAY_TITLE }).click();
    await page.getByRole('link', { name: 'Corrigir: Ana Souza' }).click();
    await page
      .getByTestId('essay-text')
      .getByText(/minhas férias/)
      .waitFor();
    await selectPassage(page, MARKED);
    const form = page.getByRole('form', { name: 'Adicionar marcação' });
    // A 3º ano essay: the rubric of its stage, not the ENEM competences.
    expect(await form.getByLabel('Competência').locator('option').allTextContents()).toEqual([
      'Selecione a competência',
      'Ortografia',
      'Organização das ideias',
      'Criatividade',
      'Tema',
    ]);
    await form.getByRole('radio', { name: 'Ótimo' }).check();
    await form.getByLabel('Competência').selectOption('ortografia');
    await form.getByLabel('Comentário').fill('Boa descrição do lugar.');
    await form.getByRole('button', { name: 'Salvar marcação' }).click();
    await page.getByText('Marcação salva.', { exact: true }).waitFor();
    expect(await page.getByTestId('essay-text').locator('mark[data-feedback="great"]').textContent()).toBe(MARKED);

    // Without a mouse: the passage is typed, and the form is reached with Tab.
    await page.getByLabel('Ou digite o trecho a marcar').fill(MARKED_BY_KEYBOARD);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Ocorrência 1 de 1 selecionada.').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: 'Melhorar' }).isChecked()).toBe(true);
    await form.getByLabel('Competência').selectOption('organizacao');
    await form.getByRole('button', { name: 'Salvar marcação' }).press('Enter');
    await page
      .getByTestId('essay-text')
      .locator('mark[data-feedback="improve"]')
      .getByText(MARKED_BY_KEYBOARD, { exact: true })
      .waitFor();

    await page.getByLabel('Nota (0 a 10)').fill('8,5');
    await page.getByLabel('Comentário para o aluno').fill('Muito bem!');
    await page.getByRole('button', { name: 'Salvar avaliação' }).press('Enter');
    await page.getByText('Avaliação salva.', { exact: true }).waitFor();
    // Disabled while it saved, the button takes the keyboard's focus back once done.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Salvar avaliação');
  });

  it('the teacher downloads the essay’s students and the activity list as spreadsheets', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'professor', '/demo/professor/atividades');
    const spreadsheet = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      const file = readFileSync((await download.path()) ?? '');
      return { name: download.suggestedFilename(), zip: file.subarray(0, 2).toString() };
    };
    expect(await spreadsheet('Exportar planilha')).toMatchObject({ name: expect.stringMatching(/\.xlsx$/), zip: 'PK' });
    await page.getByRole('link', { name: ESSAY_TITLE }).click();
    await page.getByRole('heading', { name: ESSAY_TITLE }).waitFor();
    expect(await spreadsheet('Exportar alunos')).toMatchObject({ name: expect.stringMatching(/\.xlsx$/), zip: 'PK' });
  });

  it('the student sees the score and the marks', async () => {
    const page = currentPage();
    await signInAndOpen(page, 'aluno1', '/demo/painel/atividades');
    await dismissUrgentWarning(page);
    await page.getByRole('button', { name: 'Encerradas' }).click();
    const row = page.getByRole('row').filter({ hasText: ESSAY_TITLE });
    await row.getByTestId('activity-score').getByText('8,5').waitFor();
    await row.getByTestId('activity-comment').getByText('Muito bem!').waitFor();
    await row.getByRole('link', { name: ESSAY_TITLE }).click();
    await page.getByTestId('work-score').getByText('8,5').waitFor();
    await page.getByText('Muito bem!').waitFor();
    expect(await page.getByTestId('essay-text').locator('mark[data-feedback="great"]').textContent()).toBe(MARKED);
  });

  it('renders a forum comment carrying script and event-handler attacks inert', async () => {
    const page = currentPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAndOpen(page, 'aluno1', '/demo/painel/atividades');
    await dismissUrgentWarning(page);
    // Commented already, the forum is among the closed activities, and still opens from there.
    await page.getByRole('button', { name: 'Encerradas' }).click();
    const forumLink = page.getByRole('link', { name: FORUM_TITLE });
    const href = (await forumLink.getAttribute('href')) ?? '';
    const activity = href.split('/').pop() ?? '';
    const status = await page.evaluate(async (activityId) => {
      const token = JSON.parse(localStorage.getItem('ava.token') ?? '""');
      const comment =
        '<p>ataque</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>' +
        '<a href="javascript:alert(3)">clique</a><svg onload="alert(4)"></svg>' +
        '<p style="font-size:3000px;line-height:3000px;width:10000px;height:10000px;background-color:black">bloco</p>';
      const response = await fetch('/api/forum_comments/new', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ activity: activityId, main_comment: 0, comment }),
      });
      return response.status;
    }, activity);
    expect(status).toBeLessThan(300);

    await forumLink.click();
    const attacked = page.getByTestId('forum-comment').filter({ hasText: 'ataque' });
    await attacked.waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // The page's own icons are svg; an svg inside stored rich text can only have come from a comment.
    expect(await page.locator('main script, main .rich-text svg, main [onerror], main [onload]').count()).toBe(0);
    expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
    // Sizes past the editor's are dropped: the comment cannot cover the forum or widen the page.
    expect((await attacked.boundingBox())?.height ?? 0).toBeLessThan(600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("runs no inline handler or script even if one slipped past the sanitisers (the pages' security policy)", async () => {
    const page = currentPage();
    await page.goto('/demo/login');
    const blocked = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      document.body.insertAdjacentHTML('beforeend', '<img src="/api/nao-existe.png" onerror="window.__slipped=1">');
      const script = document.createElement('script');
      script.textContent = 'window.__slipped = 2';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { violations, slipped: (window as { __slipped?: unknown }).__slipped };
    });
    expect(blocked.slipped).toBeUndefined();
    expect(blocked.violations).toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
  });
});
