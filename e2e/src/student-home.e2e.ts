import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';
import { controlsCoveredByTheTab, scrollsSideways } from './layout.ts';

const currentPage = freshPagePerTest();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');

/** The demo's students of each stage (apps/server/src/seed/demo-data.ts), their map and its build level. */
const STUDENTS = [
  { username: 'aluno3', stage: 'infantil', map: 'infantil', built: '25', warned: false },
  { username: 'aluno1', stage: 'fundamental-1', map: 'fundamental-1', built: '50', warned: true },
  { username: 'aluno6', stage: 'fundamental-2', map: 'fundamental-2', built: '75', warned: false },
  { username: 'aluno7', stage: 'ensino-medio', map: 'fundamental-2', built: '100', warned: false },
] as const;

/** The screens the platform has among the map's sub-areas: every one, now that the library's exist. */
const PLACES = [
  'Atividades',
  'Aulas ao vivo',
  'Aulas digitais',
  'Banco',
  'Certificados',
  'Desafio do dia',
  'Desafios do AVA',
  'Hall da fama',
  'Livros digitais',
  'Loja',
  'Materiais diversos',
  'Minha casa',
  'Níveis',
  'Parque',
  'Spa do avatar',
  'Spa do pet',
];

async function openHome(page: Page, student: (typeof STUDENTS)[number]) {
  await signIn(page, student.username);
  await page.waitForURL(/\/demo\/painel$/);
  if (student.warned) await dismissUrgentWarning(page);
  const map = page.getByRole('region', { name: 'Seu mapa' });
  await map.getByRole('link').first().waitFor();
  return map;
}

async function screenshot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  // The buildings' rise and the scene's fade end before the picture; clouds and flags go on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(shots, `student-home-${name}.png`), fullPage: true });
}

/** The names of the places the map links to, section by section where the map has sections. */
async function placesOnTheMap(page: Page): Promise<string[]> {
  const map = page.getByRole('region', { name: 'Seu mapa' });
  const sections = map.getByRole('group', { name: 'Regiões do mapa' }).getByRole('button');
  const names = new Set<string>();
  const count = await sections.count();
  for (let index = 0; index < Math.max(count, 1); index++) {
    if (count > 0) await sections.nth(index).click();
    for (const name of await map.getByRole('link').allTextContents()) names.add(name.trim());
  }
  return [...names].sort();
}

describe("the student's home", () => {
  for (const student of STUDENTS) {
    it(`lands ${student.username} (${student.stage}) on the ${student.map} map, built to ${student.built}%`, async () => {
      const page = currentPage();
      await page.setViewportSize(DESKTOP);
      const map = await openHome(page, student);
      const scene = map.locator('[data-build-level]');
      expect(await map.getAttribute('data-map')).toBe(student.map);
      // Journeys before this one on the same server (aluno1 plays a tarefa) only raise the energy.
      const built = Number(await scene.getAttribute('data-build-level'));
      expect(built).toBeGreaterThanOrEqual(Number(student.built));
      await map.getByText(`Mapa ${built}% construído`).waitFor();
      // Only the infantil map goes without the map's navigation menu.
      expect(await map.getByRole('group', { name: 'Regiões do mapa' }).count()).toBe(
        student.map === 'infantil' ? 0 : 1,
      );
      expect(await placesOnTheMap(page)).toEqual([...PLACES].sort());
      // Beside the map: the energy, the level with its badge, the deadlines and the shortcuts.
      await page.getByRole('progressbar', { name: 'Energia do mapa' }).waitFor();
      await page
        .getByRole('region', { name: 'Seu nível' })
        .getByRole('img', { name: /^Nível \d+$/ })
        .waitFor();
      await page.getByRole('heading', { name: 'Próximas entregas' }).waitFor();
      await screenshot(page, `${student.username}-1280`);
      const found = await audit(page, `${student.username}, 1280 px`);

      await page.setViewportSize(PHONE);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await controlsCoveredByTheTab(page)).toEqual([]);
      await screenshot(page, `${student.username}-390`);
      found.push(...(await audit(page, `${student.username}, 390 px`)));
      expectNone(found);
    });
  }

  it('takes the infantil student from a building to its screen, and back to open the levels', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    const map = await openHome(page, STUDENTS[0]);
    await map.getByRole('link', { name: 'Desafio do dia' }).click();
    await page.waitForURL(/\/demo\/painel\/desafio-do-dia$/);
    await page.getByRole('heading', { name: 'Desafio do dia', level: 1 }).waitFor();

    await page.goBack();
    await page.getByRole('region', { name: 'Seu mapa' }).getByRole('link', { name: 'Níveis' }).click();
    await page.waitForURL(/\/demo\/painel\/niveis$/);
    await page.getByRole('heading', { name: 'Níveis', level: 1 }).waitFor();
    // aluno3's seeded plays reach level 2: the seed raises students as calculate_score would.
    await page.getByText('Você está no nível 2.').waitFor();
    await screenshot(page, 'niveis-390');
  });

  it("goes section by section on the other maps, by keyboard too, and opens 'Níveis' from the level card", async () => {
    const page = currentPage();
    await page.setViewportSize(DESKTOP);
    const map = await openHome(page, STUDENTS[1]);
    await map.getByRole('button', { name: 'Desafios' }).focus();
    await page.keyboard.press('Enter');
    // From the section menu the keyboard goes on to the section's places, in the order they stand.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Past the sections after it ('Diversão', 'Info', 'Progresso').
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Desafio do dia');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Desafios do AVA');
    await screenshot(page, 'focus-1280');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/painel\/desafios-do-ava$/);
    await page.getByRole('heading', { name: 'Desafios do AVA', level: 1 }).waitFor();

    await page.goBack();
    await page.getByRole('region', { name: 'Seu nível' }).getByRole('link', { name: 'Ver níveis' }).click();
    await page.waitForURL(/\/demo\/painel\/niveis$/);
    const current = page.locator('li[aria-current="step"]');
    // aluno1's level depends on the journeys before this one on the same server (a tarefa played).
    const level = Number((await current.getByRole('heading').textContent())?.replace('Nível ', ''));
    expect(level).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { name: `Para chegar ao nível ${level + 1}` }).waitFor();
    await screenshot(page, 'niveis-1280');
    expectNone(await audit(page, 'niveis'));
  });

  it("asks for the home's data once when the app opens on it, the first script's requests taken by the app", async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await openHome(page, STUDENTS[1]);
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) gets.push(request.url());
    });
    // The warning was seen before the reload: the home opens without it.
    await page.reload();
    await page.getByRole('region', { name: 'Seu mapa' }).getByRole('link').first().waitFor();
    await page.getByRole('heading', { name: 'Próximas entregas' }).waitFor();
    await page.getByRole('progressbar', { name: 'Energia do mapa' }).waitFor();

    const asked = (path: string) => gets.filter((url) => new URL(url).pathname === path).length;
    for (const path of ['/api/activity/student_count', '/api/activity/student_open', '/api/level/index']) {
      expect(asked(path), path).toBe(1);
    }
    // Every answer the first script started was used by the home: none waits unread.
    const unread = await page.evaluate(
      () => (globalThis as { __avaLandingPrefetch?: Map<string, unknown> }).__avaLandingPrefetch?.size,
    );
    expect(unread).toBe(0);
  });

  it('leads from a banner to its screen', async () => {
    const page = currentPage();
    await page.setViewportSize(DESKTOP);
    await openHome(page, STUDENTS[1]);
    await page.getByRole('link', { name: /Olimpíada de matemática/ }).click();
    await page.waitForURL(/\/demo\/painel\/desafios-do-ava$/);
  });
});
