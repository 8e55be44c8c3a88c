import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The demo's digital exam for aluno1 (seed: DEMO_EXAM). */
const SEEDED_EXAM = 'Prova Digital: a água no nosso planeta';

describe('the guardian dashboard', () => {
  it("follows each child's grades and comments without 'Entrar como'", async () => {
    const page = currentPage();
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
    const switcher = page.getByRole('group', { name: 'Escolha o dependente' });
    await switcher.getByRole('button', { name: 'Ana Souza', pressed: true }).waitFor();
    await page.getByRole('heading', { name: 'Ana Souza' }).waitFor();
    await page.getByText('Texto claro e com começo, meio e fim. Parabéns, Ana!').waitFor();
    await page.getByText('Nota 9,0 de 10').first().waitFor();
    await page.getByRole('img', { name: /Desempenho ao longo do tempo/ }).waitFor();
    await page.getByText('Ver os dados em tabela').click();
    await page.getByRole('columnheader', { name: 'Média das notas' }).waitFor();

    await switcher.getByRole('button', { name: 'Carla Dias' }).click();
    await page.waitForURL(/\?dependente=/);
    await page.getByRole('heading', { name: 'Carla Dias' }).waitFor();
    await page.getByText('Carla escreveu o nome inteiro sozinha. Que orgulho!').waitFor();
    await page.getByRole('button', { name: 'Feitas' }).click();
    await page.getByText('Feito à mão: meu nome com massinha').first().waitFor();
    expect(await page.getByRole('button', { name: /Entrar como/ }).count()).toBe(0);

    await switcher.getByRole('button', { name: 'Ana Souza' }).click();
    await page.getByText('Texto claro e com começo, meio e fim. Parabéns, Ana!').waitFor();
  });

  it("keeps 'Dependentes' as its own entry, selling a plan only when one is needed, with prices", async () => {
    const page = currentPage();
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.getByRole('link', { name: 'Dependentes' }).click();
    await page.waitForURL(/\/demo\/responsavel\/dependentes$/);
    await page.getByText('Carla Dias').waitFor();
    // Children linked by the school: nothing to sell.
    expect(await page.getByTestId('subscription-status').count()).toBe(0);
    await page.getByRole('button', { name: 'Adicionar dependente' }).click();
    await page.getByText('Para cadastrar um novo dependente, escolha um plano.').waitFor();
    await page.getByText('R$ 19,90 por mês').waitFor();
  });

  it("tells a session opened with 'Entrar como' why it cannot start the child's exam", async () => {
    const page = currentPage();
    await signIn(page, 'responsavel');
    await page.waitForURL(/\/demo\/responsavel\/visao-geral$/);
    await page.goto('/demo/responsavel/dependentes');
    await page.getByRole('button', { name: 'Entrar como Ana' }).click();
    await page.waitForURL(/\/demo\/painel$/);
    await dismissUrgentWarning(page);
    await page.goto('/demo/painel/atividades');
    await page.getByRole('link', { name: `Abrir: ${SEEDED_EXAM}` }).click();
    await page
      .getByText('Ao entrar como responsável, não é possível iniciar nem responder uma prova digital', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Iniciar prova' }).count()).toBe(0);
  });
});
