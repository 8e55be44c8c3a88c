import { EXAM_BUILDER_MESSAGES, type ExamDetail, MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML, MP3, PNG } from '../../platform/storage/test-samples.ts';
import { mockExams } from '../exams/exams.tables.ts';
import { questions } from '../question-bank/question-bank.tables.ts';
import { buildExamBuilderWorld, type ExamBuilderWorld, question, type Who } from './exam-builder.fixture.ts';
import { exams } from './exam-builder.tables.ts';

let w: ExamBuilderWorld;
beforeAll(async () => {
  w = await buildExamBuilderWorld();
});
afterAll(() => w.ctx.close());

const countExams = async () => (await w.ctx.db.select({ id: exams.id }).from(exams)).length;

describe('POST /exam_wizard/intro', () => {
  it('creates a draft exam of the caller with its guidance sanitised and its image stored', async () => {
    const response = await w.send('teacher', 'POST', '/exam_wizard/intro', [
      { name: 'description', value: '  Prova de ciências  ' },
      { name: 'guidance', value: '<p>Boa prova!</p><script>alert(1)</script>' },
      { name: 'layout_id', value: 'ampliado' },
      { name: 'image', filename: 'capa.png', content: PNG, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const exam = response.json<ExamDetail>();
    expect(exam).toMatchObject({
      description: 'Prova de ciências',
      guidance: '<p>Boa prova!</p>',
      layout_id: 'ampliado',
      status: 3,
      is_author: true,
      questions: [],
      author: { id: w.world.users.teacher.id },
    });
    expect(exam.external_id).toBe(exam.id);
    expect(exam.image_url).toMatch(/^\/api\/storage\/files\/.+\/exams\/.+\.png\?/);
    const image = await w.ctx.app.inject({ method: 'GET', url: exam.image_url ?? '' });
    expect(image.statusCode).toBe(200);
  });

  it('refuses a missing description and an image that is not one, leaving no exam behind', async () => {
    const before = await countExams();
    const blank = await w.send('teacher', 'POST', '/exam_wizard/intro', [{ name: 'description', value: '  ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(EXAM_BUILDER_MESSAGES.descriptionRequired);
    const page = await w.send('teacher', 'POST', '/exam_wizard/intro', [
      { name: 'description', value: 'Prova' },
      { name: 'image', filename: 'capa.png', content: HTML },
    ]);
    expect(page.statusCode).toBe(400);
    expect(await countExams()).toBe(before);
  });

  it('replaces the intro and image of the author’s exam when external_id is sent, and no one else’s', async () => {
    const exam = await w.createExam('teacher', 'Rascunho');
    const replaced = await w.send('teacher', 'POST', '/exam_wizard/intro', [
      { name: 'external_id', value: exam.external_id },
      { name: 'description', value: 'Rascunho revisto' },
      { name: 'image', filename: 'nova.png', content: PNG },
    ]);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ id: exam.id, description: 'Rascunho revisto' });
    const other = await w.send('teacherB', 'POST', '/exam_wizard/intro', [
      { name: 'external_id', value: exam.external_id },
      { name: 'description', value: 'Minha agora' },
    ]);
    expect(other.statusCode).toBe(404);
  });

  it('is only for educators of the platform', async () => {
    const parts = [{ name: 'description', value: 'Prova' }];
    expect((await w.send('student1', 'POST', '/exam_wizard/intro', parts)).statusCode).toBe(403);
    expect((await w.send('guardian', 'POST', '/exam_wizard/intro', parts)).statusCode).toBe(403);
    const json = await w.call('teacher', 'POST', '/exam_wizard/intro', { description: 'Prova' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MESSAGES.fileMissing);
  });
});

describe('PATCH /exam_wizard/intro', () => {
  it('lets the author change the texts and drop the image; another educator gets 403 once published', async () => {
    const exam = await w.createExam('teacher', 'Prova A', [{ name: 'image', filename: 'a.png', content: PNG }]);
    const body = { external_id: exam.external_id, description: 'Prova A1', guidance: '<p>Sem consulta</p>' };
    const response = await w.call('teacher', 'PATCH', '/exam_wizard/intro', { ...body, remove_image: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'Prova A1',
      guidance: '<p>Sem consulta</p>',
      image_url: null,
    });

    const published = await w.publishedExam('teacher', 'Publicada', ['1 + 1 = 2?']);
    const other = await w.call('teacherB', 'PATCH', '/exam_wizard/intro', {
      ...body,
      external_id: published.external_id,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(EXAM_BUILDER_MESSAGES.onlyAuthor);
    expect((await w.call('foreignTeacher', 'PATCH', '/exam_wizard/intro', body)).statusCode).toBe(404);
    expect((await w.call('teacher', 'PATCH', '/exam_wizard/intro', { ...body, description: '' })).statusCode).toBe(400);
  });
});

describe('PATCH /exam_wizard/classifiers', () => {
  it('sets BNCC and keywords, adds and removes grades and tags, and the accessibility flags', async () => {
    const exam = await w.createExam('teacher');
    const url = `/exam_wizard/classifiers?external_id=${exam.external_id}`;
    const first = await w.call('teacher', 'PATCH', url, {
      bncc: { EF05MA03: 'Frações' },
      keywords: 'frações, soma, , frações',
      add_grade: [20, 21],
      add_tags: [
        { id: 't1', code: 'revisão' },
        { id: 't2', code: 'bimestre' },
      ],
      pcd_sign: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bncc: { EF05MA03: 'Frações' },
      keywords: ['frações', 'soma'],
      classifications: [
        { id: 20, name: 'Série 20' },
        { id: 21, name: 'Série 21' },
      ],
      pcd_sign: true,
      pcd_voice: false,
    });
    const second = await w.call('teacher', 'PATCH', url, { rm_grade: [21], rm_tags: ['t1'], pcd_voice: true });
    expect(second.json()).toMatchObject({
      bncc: { EF05MA03: 'Frações' },
      classifications: [{ id: 20, name: 'Série 20' }],
      tags: [{ id: 't2', code: 'bimestre' }],
      pcd_sign: true,
      pcd_voice: true,
    });
  });

  it('refuses an unknown grade, a wrong body and another author', async () => {
    const exam = await w.createExam('teacher');
    const url = `/exam_wizard/classifiers?external_id=${exam.external_id}`;
    const unknown = await w.call('teacher', 'PATCH', url, { add_grade: [999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(EXAM_BUILDER_MESSAGES.invalidGrade);
    expect((await w.call('teacher', 'PATCH', url, { pcd_sign: 'sim' })).statusCode).toBe(400);
    expect((await w.call('teacherB', 'PATCH', url, { pcd_sign: true })).statusCode).toBe(404);
    expect((await w.call('student1', 'PATCH', url, { pcd_sign: true })).statusCode).toBe(403);
  });
});

describe('PATCH /exam_wizard/questions', () => {
  it('creates the question in the question bank with its files and appends it to the exam', async () => {
    const exam = await w.createExam('teacher');
    const response = await w.addQuestion('teacher', exam.external_id, question('Quanto é 2 + 2?', 1, ['3', '4']), [
      { name: 'question_img', filename: 'conta.png', content: PNG },
      { name: 'alternative_snd_1', filename: 'quatro.mp3', content: MP3 },
    ]);
    expect(response.statusCode).toBe(200);
    const [saved] = response.json<ExamDetail>().questions;
    expect(saved).toMatchObject({ position: 1, question_txt: '<p>Quanto é 2 + 2?</p>', question_snd: null });
    expect(saved?.question_img).toMatch(/\/exams\/.+\.png\?/);
    expect(saved?.alternatives.map((a) => [a.alternative_txt, a.correct_alternative])).toEqual([
      ['3', false],
      ['4', true],
    ]);
    expect(saved?.alternatives[1]?.alternative_snd).toMatch(/\.mp3\?/);
    const [row] = await w.ctx.db
      .select()
      .from(questions)
      .where(eq(questions.id, saved?.id ?? ''));
    expect(row?.author_id).toBe(w.world.users.teacher.id);
  });

  it('updates a question of the exam and appends a bank question the caller sees', async () => {
    const exam = await w.createExam('teacher');
    const added = (await w.addQuestion('teacher', exam.external_id, question('Capital do Brasil?'))).json<ExamDetail>();
    const id = added.questions[0]?.id ?? '';
    const alternatives = added.questions[0]?.alternatives ?? [];
    const updated = await w.send('teacher', 'PATCH', '/exam_wizard/questions', [
      { name: 'external_id', value: exam.external_id },
      { name: 'question_id', value: id },
      {
        name: 'question',
        value: JSON.stringify({
          question_txt: '<p>Qual é a capital do Brasil?</p>',
          alternatives: alternatives.map((a, index) => ({
            id: a.id,
            alternative_txt: a.alternative_txt,
            correct_alternative: index === 2,
          })),
        }),
      },
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().questions[0]).toMatchObject({ id, question_txt: '<p>Qual é a capital do Brasil?</p>' });
    expect(updated.json().questions[0].alternatives[2].correct_alternative).toBe(true);

    const other = await w.createExam('teacher', 'Outra');
    const linked = await w.send('teacher', 'PATCH', '/exam_wizard/questions', [
      { name: 'external_id', value: other.external_id },
      { name: 'question_id', value: id },
    ]);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().questions.map((q: { id: string }) => q.id)).toEqual([id]);
  });

  it('refuses a question the bank refuses, keeping none of its files', async () => {
    const exam = await w.createExam('teacher');
    const noCorrect = await w.addQuestion('teacher', exam.external_id, question('Sem gabarito', -1), [
      { name: 'question_img', filename: 'a.png', content: PNG },
    ]);
    expect(noCorrect.statusCode).toBe(400);
    expect(noCorrect.json().message).toBe(MESSAGES.questionOneCorrect);
    const list = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/list?dir=exams/${exam.id}`,
      headers: { authorization: `Bearer ${w.world.tokens.teacher}` },
    });
    expect(list.json().files).toEqual([]);
    const broken = await w.send('teacher', 'PATCH', '/exam_wizard/questions', [
      { name: 'external_id', value: exam.external_id },
      { name: 'question', value: '{nada' },
    ]);
    expect(broken.statusCode).toBe(400);
    const misplaced = await w.addQuestion('teacher', exam.external_id, question('Som'), [
      { name: 'question_snd', filename: 'a.png', content: PNG },
    ]);
    expect(misplaced.statusCode).toBe(400);
    expect((await w.call('teacher', 'GET', `/exams/details?exam_id=${exam.id}`)).json().questions).toEqual([]);
  });

  it('lets only the author change questions, and none once an activity applies the exam', async () => {
    const exam = await w.publishedExam('teacher', 'Aplicada', ['Pergunta 1']);
    const other = await w.addQuestion('teacherB', exam.external_id, question('Intrusa'));
    expect(other.statusCode).toBe(403);
    await w.applyExam(exam.id);
    const applied = await w.addQuestion('teacher', exam.external_id, question('Tarde demais'));
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe(EXAM_BUILDER_MESSAGES.examApplied);
    const removal = await w.call(
      'teacher',
      'DELETE',
      `/exam_wizard/question?external_id=${exam.external_id}&question_id=${exam.questions[0]?.id}`,
    );
    expect(removal.statusCode).toBe(409);
  });

  it('fixes the questions once the exam is offered as a mock exam', async () => {
    const exam = await w.publishedExam('teacher', 'Simulado', ['Pergunta 1']);
    await w.ctx.db
      .insert(mockExams)
      .values({ exam_id: exam.id, platform_id: w.world.platform.id, discipline: 'Matemática', duration: 20 });
    const late = await w.addQuestion('teacher', exam.external_id, question('Depois do simulado'));
    expect(late.statusCode).toBe(409);
  });
});

describe('importing bank questions (PATCH /exam_wizard/questions with question_id alone)', () => {
  const idsOf = (exam: ExamDetail) => exam.questions.map((q) => q.id);

  it('puts another educator’s bank questions at the end of the author’s exam, in the order sent, once each', async () => {
    const exam = await w.createExam('teacher', 'Importada');
    const own = (await w.addQuestion('teacher', exam.external_id, question('Minha'))).json<ExamDetail>();
    const first = await w.bankQuestion('teacherB', 'Do banco 1');
    const second = await w.bankQuestion('teacherB', 'Do banco 2');
    expect((await w.importQuestion('teacher', exam.external_id, second)).statusCode).toBe(200);
    const imported = await w.importQuestion('teacher', exam.external_id, first);
    expect(imported.statusCode).toBe(200);
    const detail = imported.json<ExamDetail>();
    expect(idsOf(detail)).toEqual([...idsOf(own), second, first]);
    expect(detail.questions.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(detail.questions[2]).toMatchObject({ question_txt: '<p>Do banco 1</p>' });
    expect(detail.questions[2]?.alternatives.map((a) => a.correct_alternative)).toEqual([true, false, false]);

    const again = await w.importQuestion('teacher', exam.external_id, second);
    expect(idsOf(again.json())).toEqual(idsOf(detail));
    const [bankRow] = await w.ctx.db.select().from(questions).where(eq(questions.id, first));
    expect(bankRow?.author_id).toBe(w.world.users.teacherB.id);
    const published = await w.call('teacher', 'PATCH', `/exam_wizard/status?external_id=${exam.external_id}&status=1`);
    expect(published.statusCode).toBe(200);
  });

  it('refuses another platform’s teacher, a student, another educator and a question the author may not see', async () => {
    const exam = await w.createExam('teacher', 'Só minha');
    const bank = await w.bankQuestion('teacherB', 'Disponível');
    expect((await w.importQuestion('foreignTeacher', exam.external_id, bank)).statusCode).toBe(404);
    expect((await w.importQuestion('student1', exam.external_id, bank)).statusCode).toBe(403);
    expect((await w.importQuestion('guardian', exam.external_id, bank)).statusCode).toBe(403);
    expect((await w.importQuestion('teacherB', exam.external_id, bank)).statusCode).toBe(404);

    const foreign = await w.bankQuestion('foreignTeacher', 'De outra plataforma');
    const stranger = await w.importQuestion('teacher', exam.external_id, foreign);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(MESSAGES.questionNotFound);
    const deleted = await w.bankQuestion('teacherB', 'Excluída');
    await w.ctx.app.inject({
      method: 'PATCH',
      url: '/api/questions/questions/delete',
      headers: { authorization: `Bearer ${w.world.tokens.teacherB}` },
      payload: { id: deleted },
    });
    expect((await w.importQuestion('teacher', exam.external_id, deleted)).statusCode).toBe(404);
    expect((await w.call('teacher', 'GET', `/exams/details?exam_id=${exam.id}`)).json().questions).toEqual([]);

    const published = await w.publishedExam('teacher', 'Publicada, só minha', ['Pergunta']);
    const other = await w.importQuestion('teacherB', published.external_id, bank);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(EXAM_BUILDER_MESSAGES.onlyAuthor);
    await w.applyExam(published.id);
    expect((await w.importQuestion('teacher', published.external_id, bank)).statusCode).toBe(409);
  });
});

describe('PATCH /exam_wizard/questions_order', () => {
  const order = (who: Who, externalId: string, ids: (string | undefined)[]) =>
    w.call(who, 'PATCH', '/exam_wizard/questions_order', { external_id: externalId, question_ids: ids });

  async function threeQuestions() {
    const exam = await w.createExam('teacher', 'Ordenada');
    for (const text of ['Um', 'Dois']) await w.addQuestion('teacher', exam.external_id, question(text));
    const bank = await w.bankQuestion('teacherB', 'Três');
    const detail = (await w.importQuestion('teacher', exam.external_id, bank)).json<ExamDetail>();
    return { exam: detail, ids: detail.questions.map((q) => q.id) };
  }

  it('puts the author’s questions in the new order, kept on the next read and in the printed marks', async () => {
    const { exam, ids } = await threeQuestions();
    await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: [ids[0]],
    });
    const response = await order('teacher', exam.external_id, [ids[2], ids[0], ids[1]]);
    expect(response.statusCode).toBe(200);
    expect(response.json<ExamDetail>().questions.map((q) => [q.id, q.position, q.printed])).toEqual([
      [ids[2], 1, false],
      [ids[0], 2, true],
      [ids[1], 3, false],
    ]);
    const read = await w.call('teacher', 'GET', `/exams/details?external_id=${exam.external_id}`);
    expect(read.json<ExamDetail>().questions.map((q) => q.question_txt)).toEqual([
      '<p>Três</p>',
      '<p>Um</p>',
      '<p>Dois</p>',
    ]);
  });

  it('refuses a list that leaves out, repeats or adds a question, changing nothing', async () => {
    const { exam, ids } = await threeQuestions();
    const stranger = await w.bankQuestion('teacher', 'Fora da avaliação');
    for (const wrong of [
      [ids[1], ids[0]],
      [ids[1], ids[0], ids[0]],
      [ids[1], ids[0], ids[2], stranger],
      [ids[1], ids[0], stranger],
    ]) {
      const response = await order('teacher', exam.external_id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(EXAM_BUILDER_MESSAGES.questionOrderMismatch);
    }
    expect((await order('teacher', exam.external_id, [])).statusCode).toBe(400);
    expect((await order('teacher', exam.external_id, ['não é um id'])).statusCode).toBe(400);
    const read = await w.call('teacher', 'GET', `/exams/details?external_id=${exam.external_id}`);
    expect(read.json<ExamDetail>().questions.map((q) => q.id)).toEqual(ids);
  });

  it('is the author’s alone, and closed once an activity applies the exam', async () => {
    const { exam, ids } = await threeQuestions();
    const reversed = [...ids].reverse();
    expect((await order('foreignTeacher', exam.external_id, reversed)).statusCode).toBe(404);
    expect((await order('student1', exam.external_id, reversed)).statusCode).toBe(403);
    expect((await order('teacherB', exam.external_id, reversed)).statusCode).toBe(404);
    await w.call('teacher', 'PATCH', `/exam_wizard/status?external_id=${exam.external_id}&status=1`);
    const other = await order('teacherB', exam.external_id, reversed);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(EXAM_BUILDER_MESSAGES.onlyAuthor);
    await w.applyExam(exam.id);
    const applied = await order('teacher', exam.external_id, reversed);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe(EXAM_BUILDER_MESSAGES.examApplied);
    const read = await w.call('teacher', 'GET', `/exams/details?external_id=${exam.external_id}`);
    expect(read.json<ExamDetail>().questions.map((q) => q.id)).toEqual(ids);
  });
});

describe('PATCH /exam_wizard/printed_questions and DELETE /exam_wizard/question', () => {
  it('marks the printed questions and takes a question out of the exam, keeping it in the bank', async () => {
    const exam = await w.createExam('teacher');
    await w.addQuestion('teacher', exam.external_id, question('Primeira'));
    const both = (await w.addQuestion('teacher', exam.external_id, question('Segunda'))).json<ExamDetail>();
    const [first, second] = both.questions;
    const printed = await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: [second?.id],
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().printed).toBe(true);
    expect(printed.json().questions.map((q: { printed: boolean }) => q.printed)).toEqual([false, true]);

    const stranger = await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(EXAM_BUILDER_MESSAGES.questionNotInExam);

    const url = `/exam_wizard/question?external_id=${exam.external_id}&question_id=${first?.id}`;
    expect((await w.call('teacherB', 'DELETE', url)).statusCode).toBe(404);
    const removed = await w.call('teacher', 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().questions.map((q: { id: string }) => q.id)).toEqual([second?.id]);
    expect((await w.call('teacher', 'DELETE', url)).statusCode).toBe(400);
    const [kept] = await w.ctx.db
      .select()
      .from(questions)
      .where(eq(questions.id, first?.id ?? ''));
    expect(kept?.deleted).toBe(false);
  });
});

describe('PATCH /exam_wizard/status', () => {
  it('publishes only an exam with questions, each with one correct alternative', async () => {
    const exam = await w.createExam('teacher');
    const url = `/exam_wizard/status?external_id=${exam.external_id}&status=1`;
    const empty = await w.call('teacher', 'PATCH', url);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EXAM_BUILDER_MESSAGES.publishWithoutQuestions);
    const added = (await w.addQuestion('teacher', exam.external_id, question('Pronta?'))).json<ExamDetail>();
    // A question changed in the bank behind the exam's back loses its correct alternative.
    await w.ctx.db.execute(
      `update question_alternatives set correct_alternative = false where question_id = '${added.questions[0]?.id}'`,
    );
    const incomplete = await w.call('teacher', 'PATCH', url);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(EXAM_BUILDER_MESSAGES.publishWithoutCorrect);
    await w.ctx.db.execute(
      `update question_alternatives set correct_alternative = true where id = '${added.questions[0]?.alternatives[0]?.id}'`,
    );
    expect((await w.call('teacherB', 'PATCH', url)).statusCode).toBe(404);
    const published = await w.call('teacher', 'PATCH', url);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe(1);
    expect((await w.call('teacherB', 'PATCH', url)).statusCode).toBe(403);
    const archived = await w.call('teacher', 'PATCH', `/exam_wizard/status?external_id=${exam.external_id}&status=5`);
    expect(archived.json().status).toBe(5);
    expect(
      (await w.call('teacher', 'PATCH', `/exam_wizard/status?external_id=${exam.external_id}&status=9`)).statusCode,
    ).toBe(400);
    expect((await w.call('student1', 'PATCH', url)).statusCode).toBe(403);
  });
});
