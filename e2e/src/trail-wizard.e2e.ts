import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();
const PHONE = { width: 390, height: 844 };
const TITLE = `Trilha no celular ${Date.now().toString(36)}`;

async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Etapas do assistente' }).getByRole('button', { name }).click();
}

/** Nothing on the screen scrolls sideways on the phone. */
async function expectFits(page: Page, where: string) {
  expect({ where, sideways: await scrollsSideways(page) }).toEqual({ where, sideways: false });
}

describe('the trail wizard on a 390 px phone', () => {
  it('lets a teacher build a trail with steps, copy one, pick a map theme and publish it', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await signIn(page, 'professor');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/trilhas');
    await page.getByRole('heading', { name: 'Trilhas' }).waitFor();
    await expectFits(page, 'list');
    await page.getByRole('link', { name: 'Nova trilha' }).click();

    await page.getByLabel('Título', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Orientações' }).fill('Siga as etapas em ordem.');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.getByRole('button', { name: 'Salvar classificação' }).waitFor();
    await expectFits(page, 'classifiers');
    await page.getByLabel('Palavras-chave').fill('frações');
    await page.getByLabel('Palavras-chave').press('Enter');
    await page.getByRole('button', { name: 'Salvar classificação' }).click();

    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    let form = page.getByRole('form', { name: 'Nova etapa' });
    await form.getByLabel('Título da etapa').fill('Aula em vídeo');
    await form.getByLabel('Tipo').selectOption('Vídeo');
    await form.getByLabel('Link do vídeo (YouTube ou Vimeo)').fill('https://youtu.be/dQw4w9WgXcQ');
    await expectFits(page, 'step form');
    await form.getByRole('button', { name: 'Salvar etapa' }).click();
    await page.getByText('1 de 15 etapas').waitFor();

    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    form = page.getByRole('form', { name: 'Nova etapa' });
    await form.getByLabel('Título da etapa').fill('Leitura');
    await form.getByRole('textbox', { name: 'Conteúdo' }).fill('Leia o texto com atenção.');
    await form.getByRole('button', { name: 'Salvar etapa' }).click();
    await page.getByText('2 de 15 etapas').waitFor();

    await page.getByRole('button', { name: 'Copiar Leitura' }).click();
    await page.getByText('Leitura (Cópia)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Subir Leitura (Cópia)' }).click();
    await expect
      .poll(() => page.locator('ol > li span.font-semibold.break-words').allTextContents())
      .toEqual(['Aula em vídeo', 'Leitura (Cópia)', 'Leitura']);
    await expectFits(page, 'steps');

    await step(page, '4. Mapa');
    await page.getByRole('radio', { name: 'Espaço' }).check();
    await expectFits(page, 'map themes');
    await page.getByRole('button', { name: 'Salvar tema' }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Situação atual: Publicada').waitFor();

    await page.goto('/demo/professor/trilhas');
    await page.getByRole('tab', { name: 'Publicadas', exact: true }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await expectFits(page, 'published list');
  });
});
