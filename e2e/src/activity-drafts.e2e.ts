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

  it("keeps what the teacher types before the first step saves, offers it back ('Continuar rascunho') and lets it go ('Descartar')", async () => {
    const page = currentPage();
    const typed = `Fórum: rascunho ${Date.now().toString(36)}`;
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/atividades');
    await page.getByRole('link', { name: 'Nova atividade' }).click();
    await page.getByLabel('Título').waitFor();
    // The journey before left a draft: while one is offered nothing typed replaces it, so it goes first.
    const prompt = page.getByRole('region', { name: 'Rascunho' });
    if ((await prompt.count()) > 0) await prompt.getByRole('button', { name: 'Descartar' }).click();
    const saved = page.waitForResponse((response) => response.url().includes('/api/draft/register') && response.ok());
    await page.getByLabel('Título').fill(typed);
    await saved;

    await page.getByRole('link', { name: /Voltar às atividades/ }).click();
    await page.getByRole('link', { name: 'Nova atividade' }).click();
    await prompt.getByText(typed, { exact: false }).waitFor();
    await prompt.getByRole('button', { name: 'Continuar rascunho' }).click();
    expect(await page.getByLabel('Título').inputValue()).toBe(typed);

    await page.getByRole('link', { name: /Voltar às atividades/ }).click();
    await page.getByRole('link', { name: 'Nova atividade' }).click();
    const deleted = page.waitForResponse((response) => response.url().includes('/api/draft/delete') && response.ok());
    await prompt.getByRole('button', { name: 'Descartar' }).click();
    await deleted;
    expect(await page.getByLabel('Título').inputValue()).toBe('');
    await page.reload();
    await page.getByLabel('Título').waitFor();
    expect(await prompt.count()).toBe(0);
  });
});
