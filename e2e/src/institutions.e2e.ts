import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** The demo users of both schools (seed: DEMO_INSTITUTIONS); each starts at Escola Modelo. */
const USERS = [
  { username: 'professora2', name: 'Helena Prado', dashboard: 'professor', audience: 'teachers' },
  { username: 'aluno5', name: 'Eduardo Martins', dashboard: 'painel', audience: 'students' },
] as const;
const MODELO = { name: 'Escola Modelo', classroom: '4º ano - Turma A' };
const HORIZONTE = { name: 'Escola Horizonte', classroom: '4º ano - Turma Horizonte' };

const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ava.token') ?? 'null') as string | null);

/** The school's entry on the institutions screen. */
const entry = (page: Page, school: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(school, { exact: true }) });

/** The header names `current`, and the institutions screen has it as the current school, with its classroom. */
async function expectCurrent(page: Page, current: typeof MODELO, other: typeof MODELO): Promise<void> {
  await page
    .getByRole('banner')
    .getByText(new RegExp(`^${current.name} ·`))
    .waitFor();
  expect(await page.getByRole('banner').textContent()).not.toContain(other.name);
  await entry(page, current.name).getByText('Atual', { exact: true }).waitFor();
  expect(await entry(page, current.name).textContent()).toContain(current.classroom);
  await entry(page, other.name)
    .getByRole('button', { name: `Trocar: ${other.name}` })
    .waitFor();
  expect(await entry(page, other.name).textContent()).toContain(other.classroom);
}

/** Status of an API call with a token, from outside the browser. */
async function statusWith(token: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/identity${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

describe('switching institutions', () => {
  for (const user of USERS) {
    it(`switches ${user.username} between the two schools, each time with a new session`, async () => {
      const page = currentPage();
      await signIn(page, user.username);
      await page.waitForURL(new RegExp(`/demo/${user.dashboard}$`));
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Instituições' })
        .click();
      await page.waitForURL(new RegExp(`/demo/${user.dashboard}/instituicoes$`));
      await page.getByRole('heading', { name: 'Instituições' }).waitFor();
      await expectCurrent(page, MODELO, HORIZONTE);
      const first = await storedToken(page);

      await page.getByRole('button', { name: `Trocar: ${HORIZONTE.name}` }).click();
      await expectCurrent(page, HORIZONTE, MODELO);
      const second = await storedToken(page);
      expect(second).not.toBe(first);
      expect(await statusWith(first ?? '', `/${user.audience}/institutions`)).toBe(498);
      expect(await statusWith(second ?? '', `/${user.audience}/institutions`)).toBe(200);

      // A reload keeps the new school; then back to the first, as the other tests expect.
      await page.reload();
      await expectCurrent(page, HORIZONTE, MODELO);
      await page.getByRole('button', { name: `Trocar: ${MODELO.name}` }).click();
      await expectCurrent(page, MODELO, HORIZONTE);
      expect(await statusWith(second ?? '', `/${user.audience}/institutions`)).toBe(498);
      await page.getByRole('banner').getByText(user.name).waitFor();
    });
  }
});
