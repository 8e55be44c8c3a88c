import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toWallTimeInput } from '@ava/contracts';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const DEMO_PASSWORD = 'senha123';

/** Debian's Chromium, headless, with nothing reaching outside this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context in pt-BR unless told otherwise (the app must not care). */
export async function newContext(browser: Browser, locale = 'pt-BR'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width: 1280, height: 800 },
  });
  // Generous waits: the machine that runs CI has two cores shared with the server.
  context.setDefaultTimeout(20_000);
  return context;
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, platform = 'demo'): Promise<void> {
  await page.goto(`/${platform}/login`);
  await page.getByLabel('Usuário ou e-mail').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');

/**
 * On failure, keeps a screenshot, the page's HTML and its console in e2e/test-results. Vitest
 * runs the failure hooks after afterEach, so a page closed in afterEach calls the returned
 * function there first (it keeps the evidence once).
 */
export function keepEvidenceOnFailure(page: Page, test: TestContext): () => Promise<void> {
  const consoleLines: string[] = [];
  let kept = false;
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('requestfailed', (request) =>
    consoleLines.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  const keep = async () => {
    if (kept) return;
    kept = true;
    mkdirSync(resultsDir, { recursive: true });
    const base = path.join(resultsDir, test.task.name.replace(/[^\w-]+/g, '-'));
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
    writeFileSync(`${base}.html`, await page.content().catch(() => ''));
    writeFileSync(`${base}.log`, [`url: ${page.url()}`, ...consoleLines].join('\n'));
  };
  test.onTestFailed(keep);
  return keep;
}

/**
 * One browser for the file and a fresh context and page for each test (no shared storage),
 * with evidence kept when a test fails. Returns a getter for the current page.
 */
export function freshPagePerTest(): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let keepEvidence: () => Promise<void>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async (test) => {
    context = await newContext(browser);
    page = await context.newPage();
    keepEvidence = keepEvidenceOnFailure(page, test);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await keepEvidence();
    await context.close();
  });
  return () => page;
}

/**
 * aluno1 and aluno2 (confirmed, with demo activities ending within 48 hours) are warned once on
 * their dashboard (document 2 section 4): the modal must be closed before the page is used.
 */
export async function dismissUrgentWarning(page: Page): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'Atividades urgentes' });
  await warning.getByRole('button', { name: 'Entendi' }).click();
  await warning.waitFor({ state: 'detached' });
}

/**
 * Types a moment this many hours from now (on the platform's clock) into the date-and-time
 * field named `label`, as a person does: the day as dd/MM/yyyy, then hours and minutes.
 */
export async function fillDateTime(page: Page, label: string, offsetHours: number): Promise<void> {
  const wall = toWallTimeInput(new Date(Date.now() + offsetHours * 3_600_000));
  const [, yyyy, mm, dd, hh, min] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall) ?? [];
  const field = page.getByRole('group', { name: label });
  await field.getByLabel('Data', { exact: true }).fill(`${dd}/${mm}/${yyyy}`);
  await field.getByLabel('Horas').fill(String(hh));
  await field.getByLabel('Minutos').fill(String(min));
}

/**
 * The first step of 'Nova atividade' from the educator's list: the kind, title, classroom
 * '3º ano - Turma A', an open period of three days and one hour of workload.
 */
export async function fillActivityBasics(page: Page, kind: string, title: string): Promise<void> {
  await page.getByRole('link', { name: 'Nova atividade' }).click();
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Turma').selectOption({ label: '3º ano - Turma A' });
  await fillDateTime(page, 'Início', -1);
  await fillDateTime(page, 'Término', 72);
  await page.getByLabel('Carga horária').selectOption({ label: '1 hora' });
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** Types the details of the second step into its editor. */
export async function fillActivityDetails(page: Page, details: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Orientações da atividade' });
  await editor.click();
  await editor.pressSequentially(details);
}

/** The first two steps: the basics, then the details. */
export async function fillActivityStart(page: Page, kind: string, title: string, details: string): Promise<void> {
  await fillActivityBasics(page, kind, title);
  await fillActivityDetails(page, details);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The four steps; at the third the teacher may leave students of the classroom out. */
export async function createActivity(
  page: Page,
  kind: 'Fórum' | 'Redação',
  title: string,
  details: string,
  leaveOut: string[] = [],
) {
  await fillActivityStart(page, kind, title, details);
  await page.getByRole('group', { name: /receberão a atividade/ }).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Ana Souza' }).isChecked()).toBe(true);
  for (const name of leaveOut) await page.getByRole('checkbox', { name }).uncheck();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Publicar atividade' }).click();
  await page.getByText('Atividade publicada com sucesso!', { exact: true }).waitFor();
  await page.getByRole('link', { name: title }).waitFor();
}

/**
 * The library's 'Qual é o sinal?' (fundamental-1, three lives, rounds in random order): each
 * sentence of a round's statement and its right sign.
 */
export const SIGN_ROUNDS: [RegExp, string][] = [
  [/Você quer brincar comigo/, 'Ponto de interrogação (?)'],
  [/Que peixe enorme/, 'Ponto de exclamação (!)'],
  [/O polvo tem oito braços/, 'Ponto final (.)'],
  [/Onde mora o caranguejo/, 'Ponto de interrogação (?)'],
  [/Socorro, a maré está subindo/, 'Ponto de exclamação (!)'],
];

/** The right sign of the round whose statement is shown. */
export function rightSign(statement: string): string {
  const right = SIGN_ROUNDS.find(([sentence]) => sentence.test(statement))?.[1];
  if (!right) throw new Error(`unknown round: ${statement}`);
  return right;
}

/** Answers every round of 'Qual é o sinal?' right, with clicks, up to the end of the game. */
export async function playSignsRight(frame: Frame) {
  await frame.getByRole('button', { name: 'Começar' }).click();
  for (let round = 1; round <= SIGN_ROUNDS.length; round += 1) {
    await frame.getByText(`Desafio ${round} de ${SIGN_ROUNDS.length}`).waitFor();
    const statement = (await frame.getByText(/Que sinal termina a frase/).textContent()) ?? '';
    await frame.getByRole('button', { name: rightSign(statement), exact: true }).click();
    await frame.getByRole('button', { name: 'Confirmar' }).click();
    await frame.getByRole('button', { name: round === SIGN_ROUNDS.length ? 'Ver resultado' : 'Próximo' }).click();
  }
  await frame.getByText('Fim de jogo!').waitFor();
}

/**
 * aluno1 opens a challenge of 'Desafios do AVA' by its title: the game's frame, at its
 * introduction ('Começar' not yet pressed).
 */
export async function openLibraryChallenge(page: Page, title: string): Promise<Frame> {
  await signIn(page, 'aluno1');
  await page.waitForURL(/\/demo\/painel/);
  await page.goto('/demo/painel/desafios-do-ava');
  await page.getByLabel('Buscar', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByRole('button', { name: `Jogar: ${title}` })
    .first()
    .click();
  const frameElement = await page.waitForSelector('iframe[src*="/games/"]');
  const frame = await frameElement.contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.getByRole('button', { name: 'Começar' }).waitFor();
  return frame;
}
