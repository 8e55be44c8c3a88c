import { describe, expect, it } from 'vitest';
import { fillActivityBasics, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();
const TITLE = `Redação: meu bairro ${Date.now().toString(36)}`;

describe('activity creation: a draft is kept, not copied', () => {
  it('names the draft in the address, resumes it on reload and lists it once after leaving', async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades');
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();

    await fillActivityBasics(page, 'Redação', TITLE);
    await page.waitForURL(/atividade=[0-9a-f-]{36}/);
    const draft = new URL(page.url()).searchParams.get('atividade');
    const steps = page.getByRole('list', { name: 'Passos da criação' });
    const current = () => steps.locator('[aria-current="step"]').textContent();
    await expect.poll(current).toBe('2. Conteúdo');
    // An essay has no exam settings.
    expect(await page.getByRole('checkbox').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Fórum de dúvidas' }).waitFor();

    await page.reload();
    await page.getByRole('textbox', { name: 'Orientações da atividade' }).waitFor();
    expect(new URL(page.url()).searchParams.get('atividade')).toBe(draft);
    await expect.poll(current).toBe('2. Conteúdo');
    // The same draft: back at the first step its title is there, and saving it again makes no other.
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    expect(await page.getByLabel('Título').inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('textbox', { name: 'Orientações da atividade' }).waitFor();

    await page.getByRole('link', { name: /Voltar às atividades/ }).click();
    await page.getByText('Rascunho salvo', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rascunhos' }).click();
    const rows = page.getByRole('row').filter({ hasText: TITLE });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
  });
});
