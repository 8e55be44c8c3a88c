import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';

const stamp = Date.now().toString(36);
const CLASSROOM = '3º ano - Turma A';

/** The sheet as a coordinator saves it from Excel in Portuguese: semicolons, one line per student. */
const sheet = (lines: string[][]) =>
  Buffer.from(['Nome;Usuário;E-mail;Turma', ...lines.map((l) => l.join(';'))].join('\r\n'));

describe('student bulk load: a coordinator loads a sheet with one bad line, fixes it and loads it', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser.close());

  it('sees the bad line and the dialog, sends the fixed sheet, confirms and gets the access sheet', async (test) => {
    keepEvidenceOnFailure(page, test);
    await signIn(page, 'coordenador');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/demo/professor/escolas');
    await page.getByRole('heading', { name: 'Escolas', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Carregar alunos' }).click();

    const good = ['Lia Prado', `lia.${stamp}`, '', CLASSROOM];
    await page.getByLabel('Planilha de alunos').setInputFiles({
      name: 'alunos.csv',
      mimeType: 'text/csv',
      buffer: sheet([good, ['Rui Prado', `rui.${stamp}`, '', 'Turma que não existe']]),
    });
    await page.getByRole('button', { name: 'Conferir planilha' }).click();
    const dialog = page.getByRole('dialog', { name: 'A carga possui erros' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Turma não encontrada nesta escola.').waitFor();
    await page.getByText('2 alunos na planilha, 1 com problemas.').waitFor();

    await page.getByLabel('Planilha de alunos').setInputFiles({
      name: 'alunos-corrigido.csv',
      mimeType: 'text/csv',
      buffer: sheet([good, ['Rui Prado', `rui.${stamp}`, '', CLASSROOM]]),
    });
    await page.getByRole('button', { name: 'Conferir planilha' }).click();
    await page.getByText('A planilha está correta: 2 alunos serão criados.').waitFor();
    await page.getByRole('button', { name: 'Confirmar carga' }).click();

    await page.getByText('2 contas criadas.').waitFor({ timeout: 30_000 });
    await page.getByText(`rui.${stamp}`).waitFor();
    await page.getByRole('button', { name: 'Imprimir acessos' }).waitFor();

    // Back at the school, the new students are listed.
    await page.getByRole('button', { name: 'Voltar à escola' }).click();
    await page.getByText(`lia.${stamp}`).first().waitFor();
  });
});
