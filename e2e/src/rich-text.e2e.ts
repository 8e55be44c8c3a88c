import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';

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
