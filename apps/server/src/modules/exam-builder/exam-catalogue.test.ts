import { EXAM_BUILDER_MESSAGES, type ExamDetail, ISSUE_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOf, textOf } from '../../../test/pdf-text.ts';
import { MP3, PNG } from '../../platform/storage/test-samples.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { buildExamBuilderWorld, type ExamBuilderWorld, question } from './exam-builder.fixture.ts';

let w: ExamBuilderWorld;
let mine: ExamDetail;
let draft: ExamDetail;
let theirs: ExamDetail;

beforeAll(async () => {
  w = await buildExamBuilderWorld();
  mine = await w.publishedExam('teacher', 'Frações do 5º ano', ['Metade de 10?', 'Um terço de 9?']);
  draft = await w.createExam('teacher', 'Rascunho de geometria');
  theirs = await w.publishedExam('teacherB', 'Verbos irregulares', ['Passado de "fazer"?']);
  await w.call('teacherB', 'PATCH', `/exam_wizard/classifiers?external_id=${theirs.external_id}`, {
    bncc: { EF05LP01: 'Ortografia' },
    keywords: 'verbos',
    add_grade: [20],
  });
});
afterAll(() => w.ctx.close());

const ids = (body: { results: { id: string }[] }) => body.results.map((result) => result.id).sort();

describe('GET /exams/details and /exams/multiple_details', () => {
  it('gives the exam in full, with the correct alternatives, to its author and to educators once published', async () => {
    for (const who of ['teacher', 'teacherB', 'coordinator'] as const) {
      const response = await w.call(who, 'GET', `/exams/details?exam_id=${mine.id}`);
      expect(response.statusCode, who).toBe(200);
      const detail = response.json<ExamDetail>();
      expect(detail.questions.map((q) => q.question_txt)).toEqual(['<p>Metade de 10?</p>', '<p>Um terço de 9?</p>']);
      expect(detail.questions[0]?.alternatives[0]?.correct_alternative).toBe(true);
      expect(detail).toMatchObject({ cdn: '', is_author: who === 'teacher' });
    }
    const byExternal = await w.call('teacher', 'GET', `/exams/details?external_id=${draft.external_id}`);
    expect(byExternal.json().id).toBe(draft.id);
  });

  it('hides drafts from other educators, exams from other platforms, and refuses students', async () => {
    expect((await w.call('teacherB', 'GET', `/exams/details?exam_id=${draft.id}`)).statusCode).toBe(404);
    expect((await w.call('foreignTeacher', 'GET', `/exams/details?exam_id=${mine.id}`)).statusCode).toBe(404);
    expect((await w.call('student1', 'GET', `/exams/details?exam_id=${mine.id}`)).statusCode).toBe(403);
    expect((await w.call('teacher', 'GET', '/exams/details')).statusCode).toBe(400);
  });

  it('gives several exams in the order asked, leaving out those the caller may not see', async () => {
    const url = `/exams/multiple_details?exam_ids=${theirs.id},${draft.id},${mine.id}`;
    const response = await w.call('teacherB', 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json().exams.map((exam: ExamDetail) => exam.id)).toEqual([theirs.id, mine.id]);
    expect((await w.call('teacher', 'GET', '/exams/multiple_details?exam_ids=x')).statusCode).toBe(400);
    expect((await w.call('student1', 'GET', url)).statusCode).toBe(403);
  });
});

describe('GET /exams/details_for_student', () => {
  it('lets an assigned student of a published digital-exam activity read it, never the correct alternatives', async () => {
    const url = `/exams/details_for_student?exam_id=${mine.id}`;
    expect((await w.call('student1', 'GET', url)).statusCode).toBe(404);
    await w.applyExam(mine.id, [w.world.users.student1.id]);
    const response = await w.call('student1', 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('correct_alternative');
    expect(response.json().questions).toHaveLength(2);
    const other = await w.call('student2', 'GET', url);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(EXAM_BUILDER_MESSAGES.examNotFound);
    expect((await w.call('teacher', 'GET', url)).statusCode).toBe(403);
    expect((await w.call('guardian', 'GET', url)).statusCode).toBe(403);
  });
});

describe('POST /exams/search, /exams/complete/search and /external/exams/search', () => {
  it('finds published exams, the caller’s complete list, and the school network’s', async () => {
    const published = await w.call('teacher', 'POST', '/exams/search', {});
    expect(published.statusCode).toBe(200);
    expect(ids(published.json())).toEqual([mine.id, theirs.id].sort());
    expect(published.json()).toMatchObject({ cdn: '', total: 2 });
    const complete = await w.call('teacher', 'POST', '/exams/complete/search', {});
    expect(ids(complete.json())).toEqual([mine.id, draft.id, theirs.id].sort());
    const network = await w.call('teacher', 'POST', '/external/exams/search', {});
    expect(ids(network.json())).toEqual([theirs.id]);
    const result = network.json().results[0];
    expect(result).toMatchObject({
      description: 'Verbos irregulares',
      bncc: { EF05LP01: 'Ortografia' },
      classifications: [{ id: 20, name: 'Série 20' }],
      questions: { total: 1, data: [{ question_txt: '<p>Passado de "fazer"?</p>' }] },
      is_author: false,
    });
    expect((await w.call('foreignTeacher', 'POST', '/exams/complete/search', {})).json().total).toBe(0);
  });

  it('filters by text, BNCC, grade, keyword and status, pages, and puts favourites first', async () => {
    const search = (body: object) => w.call('teacher', 'POST', '/exams/complete/search', body);
    expect(ids((await search({ search: 'VERBOS' })).json())).toEqual([theirs.id]);
    expect(ids((await search({ bncc: ['EF05LP01'] })).json())).toEqual([theirs.id]);
    expect(ids((await search({ grade_ids: [20] })).json())).toEqual([theirs.id]);
    expect(ids((await search({ keywords: ['verbos'] })).json())).toEqual([theirs.id]);
    expect(ids((await search({ status: [3] })).json())).toEqual([draft.id]);
    const page = (await search({ page: 2, per_page: 2 })).json();
    expect(page.total).toBe(3);
    expect(page.results).toHaveLength(1);
    await w.call('teacher', 'PATCH', `/exams/favorite?exam_id=${mine.id}&favorite=true`);
    const first = (await search({ favorites_first: true })).json().results;
    expect(first[0]).toMatchObject({ id: mine.id, favorite: true });
    expect(ids((await search({ favorites_only: true })).json())).toEqual([mine.id]);
    expect((await search({ page: 0 })).statusCode).toBe(400);
    expect((await w.call('student1', 'POST', '/exams/search', {})).statusCode).toBe(403);
  });
});

describe('PATCH /exams/favorite and /exams/rating', () => {
  it('keeps each educator’s favourite of an exam they may see', async () => {
    const on = await w.call('teacherB', 'PATCH', `/exams/favorite?exam_id=${mine.id}&favorite=true`);
    expect(on.json()).toEqual({ exam_id: mine.id, favorite: true });
    const off = await w.call('teacherB', 'PATCH', `/exams/favorite?exam_id=${mine.id}&favorite=false`);
    expect(off.json().favorite).toBe(false);
    expect((await w.call('teacherB', 'GET', `/exams/details?exam_id=${mine.id}`)).json().favorite).toBe(false);
    expect((await w.call('teacherB', 'PATCH', `/exams/favorite?exam_id=${draft.id}&favorite=true`)).statusCode).toBe(
      404,
    );
    expect((await w.call('teacher', 'PATCH', `/exams/favorite?exam_id=${mine.id}&favorite=talvez`)).statusCode).toBe(
      400,
    );
  });

  it('averages the ratings, 0 clearing the caller’s', async () => {
    const rate = (who: 'teacherB' | 'coordinator', rating: number) =>
      w.call(who, 'PATCH', '/exams/rating', { exam_id: mine.id, rating });
    expect((await rate('teacherB', 5)).json()).toEqual({
      exam_id: mine.id,
      rating: 5,
      user_rating: 5,
      total_ratings: 1,
    });
    expect((await rate('coordinator', 4)).json()).toMatchObject({ rating: 4.5, user_rating: 4, total_ratings: 2 });
    expect((await rate('teacherB', 0)).json()).toMatchObject({ rating: 4, user_rating: null, total_ratings: 1 });
    expect((await rate('teacherB', 6)).statusCode).toBe(400);
    const search = (await w.call('teacher', 'POST', '/exams/search', { search: 'Frações' })).json();
    expect(search.results[0]).toMatchObject({ rating: 4, user_rating: null });
  });
});

describe('GET /exam_layouts/all, /filters/bncc and /filters/issues; POST /reported/issue', () => {
  it('lists layouts and the BNCC codes in use', async () => {
    const layouts = await w.call('teacher', 'GET', '/exam_layouts/all');
    expect(layouts.json().layouts.map((layout: { id: string }) => layout.id)).toEqual([
      'padrao',
      'compacto',
      'ampliado',
    ]);
    const bncc = await w.call('teacher', 'GET', '/filters/bncc?search=orto');
    expect(bncc.json()).toEqual({ bncc: [{ code: 'EF05LP01', description: 'Ortografia' }] });
    expect((await w.call('foreignTeacher', 'GET', '/filters/bncc')).json()).toEqual({ bncc: [] });
    expect((await w.call('student1', 'GET', '/exam_layouts/all')).statusCode).toBe(403);
  });

  it('reports an issue of a question with the issue types of questions', async () => {
    const types = (await w.call('teacher', 'GET', '/filters/issues')).json().issues;
    expect(types.length).toBeGreaterThan(0);
    const other = types.find((type: { enable_obs_text: boolean }) => type.enable_obs_text);
    const body = { type: 'Question', type_id: mine.questions[0]?.id, issue_type_id: other.id };
    const missing = await w.call('teacherB', 'POST', '/reported/issue', body);
    expect(missing.statusCode).toBe(400);
    const reported = await w.call('teacherB', 'POST', '/reported/issue', { ...body, observation: 'Gabarito errado' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({ message: ISSUE_MESSAGES.reported });
    expect((await w.call('student1', 'POST', '/reported/issue', body)).statusCode).toBe(403);
  });
});

describe('GET /exams/printed_pdf', () => {
  it('makes a PDF of the printed questions, in order', async () => {
    const exam = await w.createExam('teacher', 'Prova impressa de ciências');
    for (const text of ['Qual planeta é o maior?', 'A água ferve a quantos graus?', 'Questão só digital']) {
      await w.addQuestion('teacher', exam.external_id, question(text, 0, ['Júpiter', 'Cem graus Celsius']));
    }
    const url = `/exams/printed_pdf?exam_id=${exam.id}`;
    const none = await w.call('teacher', 'GET', url);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(EXAM_BUILDER_MESSAGES.noPrintedQuestions);
    const detail = (await w.call('teacher', 'GET', `/exams/details?exam_id=${exam.id}`)).json<ExamDetail>();
    await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: detail.questions.slice(0, 2).map((q) => q.id),
    });
    const response = await w.call('teacher', 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('.pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Prova impressa de ciências');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('1. Qual planeta é o maior?');
    expect(text).toContain('2. A água ferve a quantos graus?');
    expect(text).toContain('(a) Júpiter');
    expect(text).not.toContain('Questão só digital');
    expect(text).toContain('Turma:');
    expect((await w.call('teacherB', 'GET', url)).statusCode).toBe(404);
  });

  it("heads the sheet with the relabelled wording where the platform's flag asks for it", async () => {
    const exam = await w.createExam('teacher', 'Avaliação impressa de integração');
    await w.addQuestion('teacher', exam.external_id, question('Qual é a base legal?', 0, ['Contrato', 'Nenhuma']));
    const detail = (await w.call('teacher', 'GET', `/exams/details?exam_id=${exam.id}`)).json<ExamDetail>();
    await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: detail.questions.map((q) => q.id),
    });
    await w.ctx.db
      .update(platforms)
      .set({ features: { corporatePlatform: true } })
      .where(eq(platforms.id, w.world.platform.id));
    try {
      const text = await textOf((await w.call('teacher', 'GET', `/exams/printed_pdf?exam_id=${exam.id}`)).rawPayload);
      expect(text).toContain('Curso:');
      expect(text).not.toContain('Turma:');
    } finally {
      await w.ctx.db.update(platforms).set({ features: {} }).where(eq(platforms.id, w.world.platform.id));
    }
  });
});

describe('GET /exams/printed_pdf with pictures', () => {
  it('draws the pictures of questions and alternatives, and notes the sounds', async () => {
    const exam = await w.createExam('teacher', 'Prova com figuras');
    await w.addQuestion('teacher', exam.external_id, question('Que forma tem a figura?', 0, ['Quadrado', 'Círculo']), [
      { name: 'question_img', filename: 'forma.png', content: PNG },
      { name: 'question_snd', filename: 'enunciado.mp3', content: MP3 },
      { name: 'alternative_img_0', filename: 'quadrado.png', content: PNG },
    ]);
    const detail = (await w.call('teacher', 'GET', `/exams/details?exam_id=${exam.id}`)).json<ExamDetail>();
    await w.call('teacher', 'PATCH', '/exam_wizard/printed_questions', {
      external_id: exam.external_id,
      question_ids: detail.questions.map((q) => q.id),
    });
    const response = await w.call('teacher', 'GET', `/exams/printed_pdf?exam_id=${exam.id}`);
    expect(response.statusCode).toBe(200);
    expect(await imagesDrawn(response.rawPayload)).toBe(2);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('(Esta questão tem áudio na versão digital.)');
    expect(text).not.toContain('imagem');
  });
});

/** How many pictures the PDF's pages draw (images are its only drawn XObjects). */
async function imagesDrawn(bytes: Buffer): Promise<number> {
  return [...(await operatorsOf(bytes)).matchAll(/\/\S+ Do/g)].length;
}
