import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';

const nextYear = new Date().getFullYear() + 1;
const two = (value: number) => String(value).padStart(2, '0');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openNewActivity(page: Page): Promise<void> {
  await signIn(page, 'professor');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/demo/professor/atividades');
  await page.getByRole('link', { name: 'Nova atividade' }).click();
}

describe('dates in pt-BR whatever the browser language', () => {
  it('with the browser in en-US, an activity date reads dd/MM/yyyy, the calendar is in Portuguese and so is every message', async (test) => {
    const context = await newContext(browser, 'en-US');
    const page = await context.newPage();
    keepEvidenceOnFailure(page, test);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await openNewActivity(page);

    const start = page.getByRole('group', { name: 'Início' });
    const day = start.getByLabel('Data', { exact: true });
    expect(await day.getAttribute('placeholder')).toBe('dd/mm/aaaa');

    // Sent empty: the form's Portuguese messages, which a browser bubble would have kept from showing.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await start.getByText('Esse campo é obrigatório').waitFor();
    expect(
      await page.locator('form').evaluateAll((forms) => forms.every((form) => (form as HTMLFormElement).noValidate)),
    ).toBe(true);
    expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);

    await day.fill('31121900');
    expect(await day.inputValue()).toBe('31/12/1900');
    await start.getByText(`Informe uma data entre 01/01/1901 e 31/12/${nextYear}`).waitFor();
    await day.fill('');

    await start.getByRole('button', { name: 'Escolher data no calendário' }).click();
    const calendar = start.getByRole('dialog', { name: 'Calendário' });
    const today = new Date();
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(today);
    expect(
      await calendar
        .getByRole('combobox', { name: 'Escolha o mês' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text.toLowerCase()),
    ).toBe(month);
    await calendar.locator('th[aria-label="segunda-feira"]').waitFor();
    await page.screenshot({ path: '/tmp/dates-picker-1280.png' });

    await calendar.getByRole('button', { name: new RegExp(`, 15 de ${month} de ${today.getFullYear()}`) }).click();
    expect(await day.inputValue()).toBe(`15/${two(today.getMonth() + 1)}/${today.getFullYear()}`);
    await calendar.waitFor({ state: 'detached' });
    await context.close();
  });

  it('at 390 px the open calendar fits the phone screen', async (test) => {
    const context = await newContext(browser, 'en-US');
    const page = await context.newPage();
    keepEvidenceOnFailure(page, test);
    await page.setViewportSize({ width: 390, height: 844 });
    await openNewActivity(page);
    const end = page.getByRole('group', { name: 'Término' });
    await end.getByRole('button', { name: 'Escolher data no calendário' }).click();
    const calendar = end.getByRole('dialog', { name: 'Calendário' });
    await calendar.scrollIntoViewIfNeeded();
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: '/tmp/dates-picker-390.png' });
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await context.close();
  });
});
