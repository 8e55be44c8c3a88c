import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { fillDateTime, keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';
import { mailTo } from './mailbox.ts';

const stamp = Date.now().toString(36);
const TITLE = `Passeio ao zoológico ${stamp}`;
const GUARDIAN_EMAIL = 'responsavel@ava-demo.com.br';

async function signInTo(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The teacher writes an authorization for '3º ano - Turma A' (aluno1's) in the editor's steps and publishes it. */
async function publishAuthorization(page: Page): Promise<void> {
  await page.goto('/demo/professor/agenda');
  await page.getByRole('link', { name: 'Novo item' }).click();
  await page.getByRole('radio', { name: 'Autorização' }).check();
  await page.getByLabel('Título').fill(TITLE);
  await page.getByRole('checkbox', { name: '3º ano - Turma A' }).check();
  await page.getByRole('button', { name: 'Criar rascunho' }).click();

  await fillDateTime(page, 'Início', 48);
  await fillDateTime(page, 'Término', 54);
  await page.getByLabel('Local').fill('Zoológico de São Paulo');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Saída às 8h, retorno às 14h. Levar lanche.');
  await page.getByLabel(/Texto da autorização/).fill('Autorizo meu(minha) filho(a) a participar do passeio.');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await page.getByLabel('Nova mensagem').fill('Usem o uniforme da escola.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await page.getByText('Usem o uniforme da escola.', { exact: true }).waitFor();

  await page.getByRole('navigation', { name: 'Etapas do item' }).getByRole('button', { name: '4. Publicação' }).click();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Situação: Publicado').waitFor();
}

describe('school agenda: an authorization signed with a mailed code', () => {
  let browser: Browser;
  let teacherContext: BrowserContext;
  let guardianContext: BrowserContext;
  let teacher: Page;
  let guardian: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    teacherContext = await newContext(browser);
    guardianContext = await newContext(browser);
    teacher = await teacherContext.newPage();
    guardian = await guardianContext.newPage();
  });
  afterAll(() => browser.close());

  it('the teacher publishes an authorization for a classroom of aluno1', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await signInTo(teacher, 'professor');
    await publishAuthorization(teacher);
  });

  it('the guardian follows the notification to the agenda, asks for a code, reads it from the mailbox and signs', async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await signInTo(guardian, 'responsavel');
    // The publication's notification, in the header's bell, leads to the agenda.
    await guardian.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
    await guardian.getByRole('button', { name: new RegExp(`Autorização: ${TITLE}`) }).click();
    await guardian.getByText('Uma autorização espera a sua assinatura na agenda.').waitFor();
    await guardian.getByRole('link', { name: 'Ver mais' }).click();
    await guardian.waitForURL(/\/demo\/responsavel\/agenda$/);
    // The filters: aluno1's items, every status and type.
    await guardian.getByLabel('Dependente').selectOption({ label: 'Ana Souza' });
    await guardian.getByRole('link', { name: TITLE }).click();
    await guardian.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await guardian.getByText('Usem o uniforme da escola.').waitFor();
    await guardian.getByRole('button', { name: 'Receber código por e-mail' }).click();
    await guardian.getByText(/Enviamos um código para r\*+@ava-demo\.com\.br/).waitFor();

    const mail = await mailTo(inject('mailDir'), GUARDIAN_EMAIL, 'Código para assinar a autorização');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await guardian.getByLabel('Código de 6 dígitos').fill(code);
    await guardian.getByRole('button', { name: 'Assinar autorização' }).click();
    await guardian.getByText(/Autorização assinada em/).waitFor();
  });

  it("the guardian's calendar fits a 390 px phone and passes axe", async (test) => {
    keepEvidenceOnFailure(guardian, test);
    await guardian.setViewportSize({ width: 390, height: 844 });
    await guardian.goto('/demo/responsavel/agenda');
    await guardian.getByRole('button', { name: 'Calendário' }).click();
    await guardian.getByRole('table').waitFor();
    // Two days from now (the item's start) shows a mark; choosing that day lists the item.
    const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + 48 * 3_600_000),
    );
    const sameMonth =
      new Intl.DateTimeFormat('pt-BR', { month: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date()) ===
      new Intl.DateTimeFormat('pt-BR', { month: 'numeric', timeZone: 'America/Sao_Paulo' }).format(
        new Date(Date.now() + 48 * 3_600_000),
      );
    if (!sameMonth) await guardian.getByRole('button', { name: 'Próximo mês' }).click();
    await guardian.getByRole('button', { name: new RegExp(`^${day}, \\d+ ite`) }).click();
    await guardian.getByRole('link', { name: TITLE }).waitFor();
    expect(await scrollsSideways(guardian)).toBe(false);
    expectNone(await audit(guardian, 'agenda do responsável (calendário, 390 px)'));
    await guardian.setViewportSize({ width: 1280, height: 800 });
  });

  it('the teacher sees the authorization signed', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await teacher.goto('/demo/professor/agenda');
    await teacher.getByRole('link', { name: `Acompanhar: ${TITLE}` }).click();
    const row = teacher.getByTestId('schedule-person').filter({ hasText: 'Renata Souza' });
    await row.getByText(/Autorizou/).waitFor();
    await expect(row.textContent()).resolves.toContain('Lido em');
    expectNone(await audit(teacher, 'acompanhamento do item da agenda'));
    await teacher.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(teacher)).toBe(false);
  });
});
