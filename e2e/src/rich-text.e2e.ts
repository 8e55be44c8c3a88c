import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MP3 } from '../../apps/server/src/platform/storage/test-samples.ts';
import { dismissUrgentWarning, fillActivityBasics, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const TITLE = `Avaliação de fonte ${Date.now().toString(36)}`;
const GUIDANCE = 'Leia com atenção antes de responder.';

/** The font a reader gets for text with no style of its own. */
const fontOf = (text: Locator) =>
  text.evaluate((element) => {
    const style = getComputedStyle(element);
    return { family: style.fontFamily, size: Number.parseFloat(style.fontSize), lineHeight: style.lineHeight };
  });

/** Document 3 section 9: Arial, 16pt (21.33px) and lines of 25px. */
function expectEditorDefaults(font: Awaited<ReturnType<typeof fontOf>>) {
  expect(font.family).toMatch(/^Arial\b/);
  expect(font.size).toBeCloseTo((16 * 4) / 3, 1);
  expect(font.lineHeight).toBe('25px');
}

describe('rich text with no style of its own', () => {
  it('is Arial 16pt with lines of 25px in the editor and where it is shown', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/avaliacoes/nova');
    await page.getByLabel('Descrição').fill(TITLE);
    const editor = page.getByRole('textbox', { name: 'Orientações' });
    await editor.fill(GUIDANCE);
    expectEditorDefaults(await fontOf(editor.getByText(GUIDANCE)));
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.getByRole('button', { name: 'Salvar classificação' }).waitFor();

    await page.goto('/demo/professor/avaliacoes');
    await page.getByRole('link', { name: `Ver: ${TITLE}` }).click();
    expectEditorDefaults(await fontOf(page.getByText(GUIDANCE)));

    // Text the toolbar made larger gets lines to match, so wrapped lines do not overlap.
    const large = await page.evaluate(() => {
      const shown = document.createElement('div');
      shown.className = 'rich-text';
      shown.innerHTML = '<p><span style="font-size:72pt">Texto grande</span></p>';
      document.body.append(shown);
      const span = shown.querySelector('span') as HTMLElement;
      return {
        size: Number.parseFloat(getComputedStyle(span).fontSize),
        line: Number.parseFloat(getComputedStyle(span).lineHeight),
      };
    });
    expect(large.line).toBeGreaterThanOrEqual(large.size);
  });
});

const FORUM_TITLE = `Fórum de ciências ${Date.now().toString(36)}`;
const FORMULA = '\\pi r^2';
/** A carboxylic acid, in the chemfig subset the chemistry service draws. */
const CHEMISTRY = 'R-C(=[1]O)-[7]OH';
const AUDIO_TITLE = 'Leitura do enunciado';
const HEADER = ['Elemento', 'Símbolo', 'Número'];

describe('the editor’s toolbar from a teacher’s text to a student’s screen', () => {
  it('a teacher writes a formula, a chemical structure, an audio and a table into an activity', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades');
    await fillActivityBasics(page, 'Fórum', FORUM_TITLE);
    const editor = page.getByRole('textbox', { name: 'Orientações da atividade' });
    await editor.click();
    await editor.pressSequentially('Área do círculo: ');
    const insert = page.getByRole('button', { name: 'Inserir', exact: true });

    await page.getByRole('button', { name: 'Inserir fórmula matemática' }).click();
    await page.getByLabel('Fórmula (LaTeX)').fill(FORMULA);
    await insert.click();
    await editor.locator('[data-type="formula"] .katex').waitFor();

    await page.getByRole('button', { name: 'Inserir estrutura química' }).click();
    await page.getByLabel('Estrutura química (chemfig)').fill(CHEMISTRY);
    await insert.click();
    await editor.locator(`img[alt="${CHEMISTRY}"]`).waitFor();

    await page.getByRole('button', { name: 'Inserir áudio' }).click();
    await page
      .getByLabel('Arquivo de áudio (mp3)')
      .setInputFiles({ name: 'enunciado.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await page.getByLabel('Título do áudio').fill(AUDIO_TITLE);
    await insert.click();
    await editor.locator(`audio[title="${AUDIO_TITLE}"]`).waitFor();

    await page.getByRole('button', { name: 'Inserir tabela' }).click();
    for (const [column, text] of HEADER.entries()) {
      if (column > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await editor.locator('th', { hasText: 'Número' }).waitFor();

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('group', { name: /receberão a atividade/ }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Publicar atividade' }).click();
    await page.getByText('Atividade publicada com sucesso!', { exact: true }).waitFor();
  });

  it('a student of the classroom sees it drawn: KaTeX, the structure’s image, the table and the audio', async () => {
    const page = currentPage();
    await signIn(page, 'aluno1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await dismissUrgentWarning(page);
    await page.goto('/demo/painel/atividades');
    await page.getByRole('link', { name: `Abrir: ${FORUM_TITLE}` }).click();
    await page.getByRole('heading', { name: FORUM_TITLE }).waitFor();
    const text = page.locator('.rich-text').filter({ hasText: 'Área do círculo' });

    const formula = text.locator('[data-type="formula"] .katex');
    await formula.waitFor();
    // KaTeX's own glyphs (output 'html'), not the LaTeX source: π, r and the raised 2.
    expect(await formula.textContent()).toMatch(/^π\s*r\s*2$/);
    expect(await formula.locator('.msupsub').count()).toBe(1);

    const structure = text.locator(`img[alt="${CHEMISTRY}"]`);
    await structure.waitFor();
    // The stored SVG was fetched and decoded: an image that failed to load has no natural width.
    await expect
      .poll(() => structure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const rows = text.locator('table tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.first().locator('th').allTextContents()).toEqual(HEADER);
    expect(await rows.nth(1).locator('td').count()).toBe(3);

    const audio = text.locator(`audio[title="${AUDIO_TITLE}"]`);
    expect(await audio.getAttribute('controls')).not.toBeNull();
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      const response = await fetch(element.currentSrc || element.src);
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(played).toEqual({ status: 200, type: 'audio/mpeg' });
  });
});
