import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The corporate demo's finished course (apps/server/src/seed/demo-corporate-course.ts). */
const COURSE = 'Atendimento ao cliente';

describe('certificates', () => {
  it("colaborador downloads the finished course's PDF, and the public page validates its code", async () => {
    const page = currentPage();
    await signIn(page, 'colaborador', undefined, 'corporativo');
    await page.waitForURL(/\/corporativo\/painel/);
    await page.goto(`${baseUrl()}/corporativo/painel/certificados`);
    await page.getByRole('heading', { name: 'Certificados', level: 1 }).waitFor();
    const card = page.getByRole('listitem', { name: COURSE });
    await card.waitFor();
    const code = (await card.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/certificates-list-${width}.png`, fullPage: true });
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Baixar o PDF do certificado ${COURSE}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('certificado-atendimento-ao-cliente.pdf');
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Anyone, signed in or not, checks the code at the address the QR code holds.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`${baseUrl()}/corporativo/certificados/validar/${code}`);
    const result = visitor.getByRole('region', { name: 'Certificado autêntico' });
    await result.waitFor();
    await result.getByText('Marina Alves').waitFor();
    await result.getByText(COURSE).waitFor();
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 800 });
      await visitor.screenshot({ path: `/tmp/certificates-validation-${width}.png`, fullPage: true });
    }
    await visitor.getByLabel('Código do certificado').fill('ZZZZZ-99999');
    await visitor.getByRole('button', { name: 'Validar' }).click();
    await visitor.getByRole('alert').getByText('Certificado não encontrado').waitFor();
    await visitor.close();
  });
});
