import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, expectNone } from './axe.ts';
import { keepEvidenceOnFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { scrollsSideways } from './layout.ts';

const stamp = Date.now().toString(36);
const TITLE = `Aula de frações ${stamp}`;
/** The demo platform sets no meeting server: rooms take the default Jitsi one. */
const MEETING = /^https:\/\/meet\.jit\.si\/ava-[0-9a-f]{32}$/;

async function signInTo(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe('online classrooms: a teacher opens a room, a student joins and leaves, the teacher sees the time', () => {
  let browser: Browser;
  let teacherContext: BrowserContext;
  let studentContext: BrowserContext;
  let teacher: Page;
  let student: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    teacherContext = await newContext(browser);
    studentContext = await newContext(browser);
    // The meeting never loads the external site: the new tab gets a page of our own.
    await studentContext.route(/^https:\/\/meet\.jit\.si\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reunião</title><p>Reunião</p>' }),
    );
    teacher = await teacherContext.newPage();
    student = await studentContext.newPage();
  });
  afterAll(() => browser.close());

  it('the teacher opens a room for the classroom of aluno1', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await signInTo(teacher, 'professor');
    await teacher.goto('/demo/professor/aulas-ao-vivo');
    await teacher.getByRole('combobox', { name: 'Turma' }).selectOption({ label: '3º ano - Turma A' });
    await teacher.getByRole('textbox', { name: 'Título da aula' }).fill(TITLE);
    await teacher.getByRole('button', { name: 'Abrir sala' }).click();
    await teacher.getByRole('table', { name: 'Salas' }).getByRole('link', { name: TITLE }).waitFor();
  });

  it('the student sees the room, joins it in a new tab and leaves after a few seconds', async (test) => {
    keepEvidenceOnFailure(student, test);
    await student.setViewportSize({ width: 390, height: 844 });
    await signInTo(student, 'aluno1');
    await student.goto('/demo/painel/aulas-ao-vivo');
    const join = student.getByRole('link', { name: `Entrar na aula ${TITLE}` });
    await join.waitFor();
    expect(await scrollsSideways(student)).toBe(false);
    expectNone(await audit(student, 'aulas ao vivo do aluno (390 px)'));

    const [popup] = await Promise.all([student.waitForEvent('popup'), join.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(MEETING);
    await popup.close();
    await student.getByText(`Você está na aula ${TITLE}.`, { exact: false }).waitFor();
    await student.waitForTimeout(3_000);
    const left = student.waitForResponse(
      (response) => response.url().includes('/api/tracker/rooms/compute_time') && response.ok(),
    );
    await student.getByRole('button', { name: 'Sair da aula' }).click();
    const presence = await (await left).json();
    expect(presence.in_room).toBe(false);
    expect(presence.time).toBeGreaterThanOrEqual(3);
  });

  it("the teacher sees the student's time in the room, also on a phone", async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await teacher.goto('/demo/professor/aulas-ao-vivo');
    await teacher.getByRole('link', { name: TITLE }).click();
    await teacher.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const row = teacher.getByRole('row').filter({ hasText: 'Ana Souza' });
    await expect.poll(() => row.textContent()).toMatch(/00:0[3-9]|00:[1-5]\d/);
    expect(await row.textContent()).toContain('Não');
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.getByText('Ana Souza').waitFor();
    expect(await scrollsSideways(teacher)).toBe(false);
    expectNone(await audit(teacher, 'tempo dos alunos na sala (390 px)'));
  });
});
