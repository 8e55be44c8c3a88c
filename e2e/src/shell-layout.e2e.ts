import { describe, expect, it } from 'vitest';
import { freshPagePerTest, keepEvidenceOnFailure, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

describe('the shell at desktop and phone widths', () => {
  it("shows toasts clear of the header's controls", async (test) => {
    const page = currentPage();
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'professor');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sair' }).waitFor();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // A toast as another tab sends it (lib/toast.ts listens on the 'toast' channel).
      const message = `Alterações salvas com sucesso (${viewport.width} px).`;
      await page.evaluate((text) => {
        const channel = new BroadcastChannel('toast');
        channel.postMessage({ title: 'Pronto', message: text, status: 'success' });
        channel.close();
      }, message);
      // The toast itself, not the live region that reads it out (rendered after it, at the end of the page).
      const toast = page.getByRole('status').filter({ hasText: message }).first();
      await toast.waitFor();
      await page.screenshot({ path: `/tmp/shell-toast-${viewport.width}.png` });
      const toastBox = await toast.boundingBox();
      const headerBox = await header.boundingBox();
      if (!toastBox || !headerBox) throw new Error('toast or header not laid out');
      expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);
    }
  });

  it('shows one focus ring on the chip input, around the whole field', async (test) => {
    const page = currentPage();
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'professor');
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).waitFor();
    await page.goto('/demo/professor/atividades/nova');
    const keywords = page.getByLabel('Palavras-chave');
    await keywords.focus();
    await page.keyboard.type('soma,');
    await keywords.locator('xpath=../..').screenshot({ path: '/tmp/chip-focus-1280.png' });
    const rings = await keywords.evaluate((input) => {
      const field = input.parentElement;
      if (!field) throw new Error('no field');
      return [field, ...field.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      }).length;
    });
    expect(rings).toBe(1);
    expect(await keywords.evaluate((input) => input.parentElement?.matches(':has(> input:focus-visible)'))).toBe(true);
  });

  it("opens the guardian's dashboard on its first menu entry", async (test) => {
    const page = currentPage();
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'responsavel');
    await page.waitForURL('**/demo/responsavel/visao-geral');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/demo/responsavel?conta=senha');
      await page.waitForURL('**/demo/responsavel/visao-geral?conta=senha');
      await page.getByLabel('Senha atual').waitFor();
      await page.screenshot({ path: `/tmp/guardian-home-${viewport.width}.png` });
    }
  });
});
