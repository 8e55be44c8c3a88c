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
});
