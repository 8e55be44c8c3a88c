import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dismissUrgentWarning,
  fillActivityBasics,
  fillActivityDetails,
  keepEvidenceOnFailure,
  launchBrowser,
  newContext,
  signIn,
} from './browser.ts';

const stamp = Date.now().toString(36);
const EXAM_TITLE = `Prova de Ciências ${stamp}`;
const ACTIVITY_TITLE = `Prova digital: o ciclo da água ${stamp}`;
const STUDENT = 'Ana Souza';

/** The three questions; the first alternative of each is the correct one. */
const QUESTIONS = [
  { text: 'O que acontece com a água quando ela evapora?', alternatives: ['Vira vapor', 'Vira gelo', 'Some'] },
  { text: 'Como se chama a água que cai das nuvens?', alternatives: ['Chuva', 'Orvalho', 'Neblina'] },
  { text: 'Onde fica a maior parte da água do planeta?', alternatives: ['Nos oceanos', 'Nos rios', 'Nas geleiras'] },
];

/** The teacher's exam of three questions, built and published in the exam wizard (see exam-wizard.e2e.ts). */
async function publishExam(page: Page): Promise<void> {
  await page.goto('/demo/professor/avaliacoes');
  await page.getByRole('link', { name: 'Nova avaliação' }).click();
  await page.getByLabel('Descrição').fill(EXAM_TITLE);
  await page.getByRole('textbox', { name: 'Orientações' }).fill('Leia cada questão com atenção.');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await page.getByRole('button', { name: 'Salvar classificação' }).click();
  for (const [index, question] of QUESTIONS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Adicionar questão' }).click();
    const form = page.getByRole('form', { name: 'Adicionar questão' });
    await form.getByRole('textbox', { name: 'Enunciado' }).fill(question.text);
    for (const [at, text] of question.alternatives.entries()) {
      if (at >= 2) await form.getByRole('button', { name: 'Adicionar alternativa' }).click();
      await form.getByLabel(`Alternativa ${'ABC'[at]}`, { exact: true }).fill(text);
    }
    await form.getByLabel('Correta: alternativa A').check();
    await form.getByRole('button', { name: 'Salvar questão' }).click();
    await page.getByRole('region', { name: `Questão ${index + 1}` }).waitFor();
  }
  await page
    .getByRole('navigation', { name: 'Etapas da avaliação' })
    .getByRole('button', { name: '5. Publicação' })
    .click();
  await page.getByRole('button', { name: 'Publicar avaliação' }).click();
  await page.getByText('Situação: Publicada').waitFor();
}

async function signInTo(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The four steps of a digital exam; at the second, its details, its exam and the exam's settings. */
async function createExamActivity(page: Page): Promise<string> {
  await page.goto('/demo/professor/atividades');
  await fillActivityBasics(page, 'Prova Digital', ACTIVITY_TITLE);
  await fillActivityDetails(page, 'Prova sobre o ciclo da água.');
  expect(await page.getByRole('checkbox', { name: 'Permitir consulta (sem bloqueio anti-cola)' }).isChecked()).toBe(
    false,
  );
  await page.getByRole('radio', { name: new RegExp(EXAM_TITLE) }).check();
  await page.getByLabel('Duração da prova (minutos)').fill('30');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /receberão a atividade/ }).waitFor();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Publicar atividade' }).click();
  await page.getByText('Atividade publicada com sucesso!', { exact: true }).waitFor();
  const link = page.getByRole('link', { name: ACTIVITY_TITLE });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/prova-digital\/[0-9a-f-]{36}$/);
  return href.slice(href.lastIndexOf('/') + 1);
}

async function openQuestion(page: Page, question: number): Promise<void> {
  const questions = page.getByRole('navigation', { name: 'Questões' });
  await questions.getByRole('button', { name: new RegExp(`^Questão ${question}`) }).click();
}

async function choose(page: Page, question: number, alternative: string): Promise<void> {
  await openQuestion(page, question);
  await page.getByRole('radio', { name: alternative }).check();
}

describe('digital exam: publish, take offline and online, pause, finish, results', () => {
  let browser: Browser;
  let teacherContext: BrowserContext;
  let studentContext: BrowserContext;
  let teacher: Page;
  let student: Page;
  let activityId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    teacherContext = await newContext(browser);
    studentContext = await newContext(browser);
    teacher = await teacherContext.newPage();
    student = await studentContext.newPage();
  });
  afterAll(() => browser.close());
  beforeEach((test) => {
    keepEvidenceOnFailure(teacher, test);
    keepEvidenceOnFailure(student, test);
  });

  it('a teacher publishes a three-question exam and applies it as a digital-exam activity', async () => {
    await signInTo(teacher, 'professor');
    await publishExam(teacher);
    activityId = await createExamActivity(teacher);
  });

  it('a student answers, loses the connection, and the pending answer is sent when it returns', async () => {
    await signInTo(student, 'aluno1');
    await dismissUrgentWarning(student);
    await student.goto('/demo/painel/atividades');
    await student.getByRole('link', { name: `Abrir: ${ACTIVITY_TITLE}` }).click();
    await student.waitForURL((url) => url.pathname.endsWith(`/prova-digital/${activityId}`));
    await student.getByText('Leia cada questão com atenção.').waitFor();
    await student.getByText('Duração: 30 minutos · 3 questões').waitFor();
    await student.getByRole('button', { name: 'Iniciar prova' }).click();

    await choose(student, 1, 'A) Vira vapor');
    await student.getByRole('button', { name: 'Questão 1, respondida' }).waitFor();

    await studentContext.setOffline(true);
    await choose(student, 2, 'A) Chuva');
    await student.getByRole('button', { name: 'Questão 2, resposta pendente' }).waitFor();
    await student.getByText('1 resposta pendente de envio').waitFor();
    await student.getByText(/Sem conexão/).waitFor();
    expect(await student.getByRole('radio', { name: 'A) Chuva' }).isChecked()).toBe(true);

    await studentContext.setOffline(false);
    await student.getByRole('button', { name: 'Questão 2, respondida' }).waitFor();
    await student.getByText('1 resposta pendente de envio').waitFor({ state: 'detached' });
  });

  it('the teacher sees the progress and pauses: the student sees the pause notice until it resumes', async () => {
    await teacher.goto(`/demo/professor/atividades/prova-digital/${activityId}`);
    const row = teacher.getByRole('row').filter({ hasText: STUDENT });
    await row.getByRole('cell', { name: 'Em andamento' }).waitFor();
    // Both answers, the one sent after the connection came back included, reached the server.
    await row.getByRole('cell', { name: '2/3', exact: true }).waitFor();

    await teacher.getByRole('button', { name: 'Pausar prova' }).click();
    await teacher.getByText('Prova pausada: o tempo dos alunos está parado.').waitFor();
    await student.getByText('Prova pausada pelo professor').waitFor();
    await openQuestion(student, 3);
    expect(await student.getByRole('radio', { name: 'C) Nas geleiras' }).isDisabled()).toBe(true);

    await teacher.getByRole('button', { name: 'Retomar prova' }).click();
    await student.getByText('Prova pausada pelo professor').waitFor({ state: 'detached' });
  });

  it('the student finishes and both see the result', async () => {
    await choose(student, 3, 'C) Nas geleiras');
    await student.getByRole('button', { name: 'Questão 3, respondida' }).waitFor();
    await student.getByRole('button', { name: 'Finalizar prova' }).click();
    const dialog = student.getByRole('dialog', { name: 'Finalizar prova?' });
    await dialog.getByText('Você respondeu 3 de 3 questões.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Finalizar prova' }).click();

    const result = student.getByRole('region', { name: 'Resultado da prova' });
    await result.waitFor();
    expect(await result.getByTestId('exam-score').textContent()).toBe('6,7');
    await result.getByText('Sua resposta: A) Chuva').waitFor();
    await result.getByText('Resposta correta: A) Nos oceanos').waitFor();
    // The question text reads first and larger; the answers under it, smaller.
    const looks = (text: string) =>
      result.getByText(text, { exact: true }).evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: Number.parseFloat(style.fontSize), top: element.getBoundingClientRect().top };
      });
    const questionText = await looks('Como se chama a água que cai das nuvens?');
    const answer = await looks('Sua resposta: A) Chuva');
    expect(questionText.size).toBeGreaterThan(answer.size);
    expect(questionText.top).toBeLessThan(answer.top);
    for (const width of [1280, 390]) {
      await student.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await result.getByText('Sua resposta: A) Chuva').scrollIntoViewIfNeeded();
      await student.screenshot({ path: `/tmp/exam-result-${width}.png` });
    }
    await student.setViewportSize({ width: 1280, height: 800 });

    const row = teacher.getByRole('row').filter({ hasText: STUDENT });
    await row.getByRole('cell', { name: /Finalizada/ }).waitFor();
    await row.getByRole('cell', { name: '6,7', exact: true }).waitFor();
    await row.getByRole('button', { name: `Ver respostas de ${STUDENT}` }).click();
    const answers = teacher.getByRole('region', { name: STUDENT });
    await answers.getByText('Resposta do aluno: C) Nas geleiras').waitFor();
    expect(await answers.getByTestId('exam-score').textContent()).toBe('6,7');
  });

  it('the teacher nullifies a question, edits the score and lets the student remake the exam', async () => {
    const row = teacher.getByRole('row').filter({ hasText: STUDENT });
    const questions = teacher.getByRole('region', { name: 'Questões e resultados' });
    await questions
      .getByRole('listitem')
      .filter({ hasText: 'Onde fica a maior parte' })
      .getByRole('button', { name: 'Anular questão' })
      .click();
    const nullify = teacher.getByRole('dialog', { name: 'Anular a questão 3?' });
    await nullify.getByLabel('Motivo da anulação').fill('A questão tinha duas respostas possíveis.');
    await nullify.getByRole('button', { name: 'Anular' }).click();
    await teacher.getByText('Questão anulada. As notas foram recalculadas.', { exact: true }).waitFor();
    await row.getByRole('cell', { name: '10,0', exact: true }).waitFor();

    await student.reload();
    const result = student.getByRole('region', { name: 'Resultado da prova' });
    await result.getByText('Questão anulada: A questão tinha duas respostas possíveis.').waitFor();
    expect(await result.getByTestId('exam-score').textContent()).toBe('10,0');

    await row.getByRole('button', { name: `Editar nota de ${STUDENT}` }).click();
    await row.getByLabel('Nova nota (0 a 10)').fill('9,5');
    await row.getByRole('button', { name: 'Salvar nota' }).click();
    await row.getByRole('cell', { name: '9,5', exact: true }).waitFor();

    await row.getByRole('checkbox', { name: `Selecionar ${STUDENT}` }).check();
    await teacher.getByRole('button', { name: 'Refazer (1 aluno)' }).click();
    await teacher.getByRole('dialog', { name: 'Refazer a prova?' }).getByRole('button', { name: 'Refazer' }).click();
    await row.getByRole('cell', { name: 'Não iniciada' }).waitFor();
    await student.reload();
    await student.getByRole('button', { name: 'Iniciar prova' }).waitFor();
  });
});
