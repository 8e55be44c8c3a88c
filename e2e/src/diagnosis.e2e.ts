import { describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { freshPagePerTest, keepEvidenceOnFailure, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();

describe('the learning diagnosis', () => {
  it('a coordinator opens it, filters the 3º ano and sees division as its most missed skill', async (test) => {
    const page = currentPage();
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'coordenador');
    await page.waitForURL(/\/demo\/professor/);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Diagnóstico' }).click();
    await page.getByRole('heading', { name: 'Diagnóstico de aprendizagem', level: 1 }).waitFor();
    await page.getByRole('img', { name: /Aproveitamento por área do conhecimento/ }).waitFor();

    const classroom = page.getByRole('combobox', { name: /^Turma/ });
    const third = await classroom.locator('option', { hasText: '3º ano - Turma A' }).getAttribute('value');
    await classroom.selectOption(third ?? '');
    const skills = page.getByRole('table', { name: 'Habilidades mais erradas (BNCC)' });
    await skills.getByRole('row').nth(1).getByText('EF03MA08').waitFor();
    const attention = page.getByRole('table', { name: 'Alunos que precisam de atenção' });
    await attention.getByText('Bruno Lima').waitFor();
    expect(await attention.getByText('Helena Prado').count()).toBe(0);
    expectNone(await audit(page, 'diagnóstico'));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('EF03MA08').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
