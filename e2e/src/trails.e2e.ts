import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dismissUrgentWarning,
  fillActivityBasics,
  fillActivityDetails,
  keepEvidenceOnFailure,
  launchBrowser,
  newContext,
  playSignsRight,
  signIn,
} from './browser.ts';

const stamp = Date.now().toString(36);
const TRAIL_TITLE = `Trilha da pontuação ${stamp}`;
const ACTIVITY_TITLE = `Trilha: sinais de pontuação ${stamp}`;
const GUIDANCE = 'Assista, jogue, leia e responda, nesta ordem.';
const STUDENT = 'Ana Souza';
const GAME = 'Qual é o sinal?';
/** The four steps, in the order the teacher adds them. */
const STEPS = { video: 'Aula em vídeo', challenge: 'Desafio dos sinais', pdf: 'Texto em PDF', quiz: 'Quiz final' };

/** A one-page PDF with a line of text, made here so the upload needs no file on disk. */
async function smallPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Os sinais de pontuação', { x: 20, y: 100, size: 20, font });
  return Buffer.from(await document.save());
}

async function signInTo(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Opens the wizard's form for one more step, with its title and type chosen. */
async function newStep(page: Page, title: string, type: string) {
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  const form = page.getByRole('form', { name: 'Nova etapa' });
  await form.getByLabel('Título da etapa').fill(title);
  await form.getByLabel('Tipo').selectOption(type);
  return form;
}

async function saveStep(page: Page, count: number) {
  await page.getByRole('form', { name: 'Nova etapa' }).getByRole('button', { name: 'Salvar etapa' }).click();
  await page.getByText(`${count} de 15 etapas`).waitFor();
}

/** The teacher's trail in the wizard: intro, four steps (video, challenge, PDF, quiz), a map theme, published. */
async function publishTrail(page: Page): Promise<void> {
  await page.goto('/demo/professor/trilhas');
  await page.getByRole('link', { name: 'Nova trilha' }).click();
  await page.getByLabel('Título', { exact: true }).fill(TRAIL_TITLE);
  await page.getByRole('textbox', { name: 'Orientações' }).fill(GUIDANCE);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await page.getByRole('button', { name: 'Salvar classificação' }).click();

  let form = await newStep(page, STEPS.video, 'Vídeo');
  await form.getByLabel('Link do vídeo (YouTube ou Vimeo)').fill('https://youtu.be/jNQXAC9IVRw');
  await saveStep(page, 1);

  form = await newStep(page, STEPS.challenge, 'Desafio');
  await form.getByLabel('Buscar desafios').fill(GAME);
  await form.getByRole('button', { name: `Escolher: ${GAME}` }).click();
  await form.getByText(`Desafio escolhido: ${GAME}`).waitFor();
  await saveStep(page, 2);

  form = await newStep(page, STEPS.pdf, 'PDF');
  await form
    .getByLabel('Arquivos')
    .setInputFiles({ name: 'pontuacao.pdf', mimeType: 'application/pdf', buffer: await smallPdf() });
  await form.getByText('pontuacao.pdf', { exact: true }).waitFor();
  await saveStep(page, 3);

  form = await newStep(page, STEPS.quiz, 'Quiz');
  await form.getByLabel('Enunciado da pergunta 1').fill('Que sinal termina uma pergunta?');
  await form.getByLabel('Alternativa A da pergunta 1').fill('Ponto de interrogação');
  await form.getByLabel('Alternativa B da pergunta 1').fill('Ponto final');
  await form.getByRole('radio', { name: 'Correta' }).first().check();
  await saveStep(page, 4);

  await page.getByRole('navigation', { name: 'Etapas do assistente' }).getByRole('button', { name: '4. Mapa' }).click();
  await page.getByRole('radio', { name: 'Espaço' }).check();
  await page.getByRole('button', { name: 'Salvar tema' }).click();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText('Situação atual: Publicada').waitFor();
}

/** The four steps of a 'Trilha' activity for '3º ano - Turma A'; at the second, the trail just published. */
async function createTrailActivity(page: Page): Promise<string> {
  await page.goto('/demo/professor/atividades');
  await fillActivityBasics(page, 'Trilha', ACTIVITY_TITLE);
  await fillActivityDetails(page, 'Percorra a trilha até o fim.');
  await page.getByLabel('Buscar trilha pelo título').fill(TRAIL_TITLE);
  await page.getByRole('button', { name: `Escolher a trilha: ${TRAIL_TITLE}` }).click();
  await page.getByText('4 etapas').first().waitFor();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /receberão a atividade/ }).waitFor();
  expect(await page.getByRole('checkbox', { name: STUDENT }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Publicar atividade' }).click();
  await page.getByText('Atividade publicada com sucesso!', { exact: true }).waitFor();
  const href = (await page.getByRole('link', { name: ACTIVITY_TITLE }).getAttribute('href')) ?? '';
  expect(href).toMatch(/trilha\/[0-9a-f-]{36}$/);
  return href.slice(href.lastIndexOf('/') + 1);
}

/** aluno1 signs in and opens the trail activity from their activity list. */
async function openTrailAsStudent(page: Page, activityId: string): Promise<void> {
  await signInTo(page, 'aluno1');
  await dismissUrgentWarning(page);
  await page.goto('/demo/painel/atividades');
  await page.getByRole('link', { name: `Abrir: ${ACTIVITY_TITLE}` }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/atividades/trilha/${activityId}`));
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 });
const mapStop = (page: Page, number: number, title: string, state: string) =>
  page.getByRole('button', { name: `Etapa ${number}: ${title} (${state})` });

describe('learning trail: built, assigned, walked over two visits, followed by the teacher', () => {
  let browser: Browser;
  let teacherContext: BrowserContext;
  let studentContext: BrowserContext;
  let teacher: Page;
  let student: Page;
  let activityId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    teacherContext = await newContext(browser);
    teacher = await teacherContext.newPage();
  });
  afterAll(() => browser.close());
  // Each student test is a visit of its own: a new session.
  beforeEach(async () => {
    studentContext = await newContext(browser);
    student = await studentContext.newPage();
  });

  it('a teacher builds a four-step trail, publishes it and applies it as a trilha activity', async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await signInTo(teacher, 'professor');
    await publishTrail(teacher);
    activityId = await createTrailActivity(teacher);
  });

  it('a student starts the trail, does the video and the challenge, then leaves', async (test) => {
    keepEvidenceOnFailure(student, test);
    await openTrailAsStudent(student, activityId);
    await student.getByRole('heading', { name: 'Orientações da trilha' }).waitFor();
    await student.getByText(GUIDANCE).waitFor();
    await student.getByText('4 etapas', { exact: true }).waitFor();
    await student.getByRole('button', { name: 'Iniciar trilha' }).click();

    await stepHeading(student, STEPS.video).waitFor();
    const video = student.locator(`iframe[title="Vídeo: ${STEPS.video}"]`);
    expect(await video.getAttribute('src')).toMatch(/youtube(-nocookie)?\.com\/embed\/jNQXAC9IVRw/);
    await student.getByRole('button', { name: 'Concluir etapa' }).click();
    await student.getByText('Etapa concluída').waitFor();
    await student.getByRole('button', { name: 'Próxima etapa' }).click();

    await stepHeading(student, STEPS.challenge).waitFor();
    await mapStop(student, 1, STEPS.video, 'concluída').waitFor();
    await student.getByRole('button', { name: 'Jogar desafio' }).click();
    const frame = await (await student.waitForSelector('iframe[src*="/games/"]')).contentFrame();
    if (!frame) throw new Error('no game frame');
    await playSignsRight(frame);
    const result = student.getByRole('dialog').filter({ hasText: 'Sua nota' });
    await result.getByText('10,0', { exact: true }).waitFor();
    await result.getByRole('button', { name: 'Fechar' }).first().click();
    await result.waitFor({ state: 'detached' });
    await student.getByRole('dialog', { name: STEPS.challenge }).getByRole('button', { name: 'Fechar' }).click();
    await student.getByRole('dialog').waitFor({ state: 'detached' });
    // The scored challenge completes its step.
    await student.getByText('Etapa concluída').waitFor();
    // Opening the next step is where the student stops: the trail resumes there.
    await student.getByRole('button', { name: 'Próxima etapa' }).click();
    await stepHeading(student, STEPS.pdf).waitFor();
    await mapStop(student, 2, STEPS.challenge, 'concluída').waitFor();
    await mapStop(student, 3, STEPS.pdf, 'atual').waitFor();
    await student.goto('/demo/painel');
    await studentContext.close();
  });

  it('on a second visit the trail resumes where the student stopped, and they finish it', async (test) => {
    keepEvidenceOnFailure(student, test);
    await openTrailAsStudent(student, activityId);
    await stepHeading(student, STEPS.pdf).waitFor();
    await student.getByText('Etapa 3 de 4').waitFor();
    await mapStop(student, 1, STEPS.video, 'concluída').waitFor();
    await mapStop(student, 2, STEPS.challenge, 'concluída').waitFor();
    await mapStop(student, 3, STEPS.pdf, 'atual').waitFor();
    await mapStop(student, 4, STEPS.quiz, 'pendente').waitFor();

    await student.getByRole('toolbar', { name: 'Controles do PDF' }).waitFor();
    const canvas = student.locator('section[aria-labelledby="trail-step-title"] canvas').first();
    // The page is drawn: the canvas holds dark pixels of the PDF's line of text.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const context = element.getContext('2d');
          if (!context || element.width === 0) return 0;
          const { data } = context.getImageData(0, 0, element.width, element.height);
          let dark = 0;
          for (let at = 0; at < data.length; at += 4) if ((data[at] ?? 255) < 100 && (data[at + 3] ?? 0) > 0) dark += 1;
          return dark;
        }),
      )
      .toBeGreaterThan(0);
    await student.getByRole('button', { name: 'Concluir etapa' }).click();
    await student.getByText('Etapa concluída').waitFor();
    await student.getByRole('button', { name: 'Próxima etapa' }).click();

    await stepHeading(student, STEPS.quiz).waitFor();
    await student.getByText('Que sinal termina uma pergunta?').waitFor();
    await student.getByRole('radio', { name: 'Ponto de interrogação' }).check();
    await student.getByRole('button', { name: 'Responder' }).click();
    await student.getByText('Resposta correta!').waitFor();
    await student.getByText('Etapa concluída').waitFor();
    await mapStop(student, 3, STEPS.pdf, 'concluída').waitFor();

    await student.getByRole('button', { name: 'Finalizar trilha' }).click();
    const finished = student.getByRole('status').filter({ hasText: 'Trilha concluída!' });
    await finished.getByText(/^Nota: 10/).waitFor();
    await finished.getByText(/^Você ganhou \d+ pokz\.$/).waitFor();
  });

  it("the teacher sees the student's progress at 100% and the trail finished", async (test) => {
    keepEvidenceOnFailure(teacher, test);
    await teacher.goto(`/demo/professor/atividades/trilha/${activityId}`);
    await teacher.getByText(`Trilha: ${TRAIL_TITLE}`).waitFor();
    const progress = teacher.getByRole('progressbar', { name: `Progresso: ${STUDENT}` });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    const card = teacher.getByRole('listitem').filter({ has: progress });
    await card.getByText('4 de 4', { exact: true }).waitFor();
    expect(await card.getByText('Não', { exact: true }).count()).toBe(0);
  });
});
