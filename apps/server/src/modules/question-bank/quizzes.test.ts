import { MESSAGES, type QuizView } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aQuestion, buildQuestionBankWorld, type QuestionBankWorld } from './question-bank.fixture.ts';

let w: QuestionBankWorld;
beforeAll(async () => {
  w = await buildQuestionBankWorld();
});
afterAll(() => w.ctx.close());

const quizOf = (response: { json<T>(): T }) => response.json<{ quiz: QuizView }>().quiz;

describe('quizzes', () => {
  it('creates a quiz from a bank question and a new one, in order', async () => {
    const fromBank = await w.create('teacherB');
    const response = await w.post('teacher', '/quizzes/create', {
      title: '  Revisão de soma ',
      description: 'Para a prova',
      questions: [{ question: aQuestion({ question_txt: '<p>Nova</p>' }) }, { id: fromBank.id }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Questionário criado com sucesso!');
    const quiz = quizOf(response);
    expect(quiz).toMatchObject({ title: 'Revisão de soma', description: 'Para a prova', questions_count: 2 });
    expect(quiz.questions.map((q) => q.question_txt)).toEqual(['<p>Nova</p>', fromBank.question_txt]);
    expect(quiz.questions[0]?.author.id).toBe(w.users.teacher.id);
  });

  it('edits title, questions and the caller’s own questions; answers the spec’s text', async () => {
    const mine = await w.create('teacher');
    const created = quizOf(await w.post('teacher', '/quizzes/create', { title: 'Q1', questions: [{ id: mine.id }] }));
    const other = await w.create('teacherB');
    const response = await w.patch('teacher', '/quizzes/update', {
      id: created.id,
      title: 'Q1 editado',
      questions: [{ id: other.id }, { id: mine.id, question: aQuestion({ question_txt: '<p>Editada</p>' }) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Questionário editado com sucesso!');
    const quiz = quizOf(response);
    expect(quiz.title).toBe('Q1 editado');
    expect(quiz.questions.map((q) => q.id)).toEqual([other.id, mine.id]);
    expect(quiz.questions[1]?.question_txt).toBe('<p>Editada</p>');
  });

  it('refuses to edit another educator’s question through a quiz and changes nothing', async () => {
    const other = await w.create('teacherB');
    const before = await w.tableCounts();
    const response = await w.post('teacher', '/quizzes/create', {
      title: 'Tentativa',
      questions: [{ question: aQuestion() }, { id: other.id, question: aQuestion({ question_txt: '<p>roubada</p>' }) }],
    });
    expect(response.statusCode).toBe(403);
    expect(await w.tableCounts()).toEqual(before);
    expect((await w.storedQuestion(other.id))?.question_txt).toBe(other.question_txt);
  });

  it('refuses invalid questions inside a quiz and stores nothing', async () => {
    const before = await w.tableCounts();
    const response = await w.post('teacher', '/quizzes/create', {
      title: 'Inválido',
      questions: [{ question: aQuestion({ alternatives: [{ alternative_txt: 'a', correct_alternative: true }] }) }],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().fields)).toContain(MESSAGES.questionAlternativesCount);
    expect((await w.post('teacher', '/quizzes/create', { title: '  ' })).statusCode).toBe(400);
    expect(await w.tableCounts()).toEqual(before);
  });

  it('lists and shows only the caller’s quizzes; deletes keeping the questions', async () => {
    const question = await w.create('teacher');
    const quiz = quizOf(
      await w.post('teacher', '/quizzes/create', { title: 'Meu questionário', questions: [{ id: question.id }] }),
    );
    const all = await w.post('teacher', '/quizzes/all', { text: 'meu quest' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 1, results: [{ id: quiz.id, questions_count: 1 }] });
    expect(
      (await w.post('teacherB', '/quizzes/all', {})).json().results.map((q: { id: string }) => q.id),
    ).not.toContain(quiz.id);
    expect((await w.post('teacherB', '/quizzes/show', { id: quiz.id })).statusCode).toBe(404);
    expect((await w.post('foreignTeacher', '/quizzes/show', { id: quiz.id })).statusCode).toBe(404);
    expect((await w.patch('teacherB', '/quizzes/update', { id: quiz.id, title: 'x' })).statusCode).toBe(404);
    expect((await w.patch('teacherB', '/quizzes/delete', { id: quiz.id })).statusCode).toBe(404);
    expect((await w.post('student1', '/quizzes/all', {})).statusCode).toBe(403);
    expect((await w.post('student1', '/quizzes/show', { id: quiz.id })).statusCode).toBe(403);

    const shown = await w.post('teacher', '/quizzes/show', { id: quiz.id });
    expect(quizOf(shown).questions.map((q) => q.id)).toEqual([question.id]);
    const deleted = await w.patch('teacher', '/quizzes/delete', { id: quiz.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Questionário excluído com sucesso!' });
    expect((await w.post('teacher', '/quizzes/show', { id: quiz.id })).statusCode).toBe(404);
    expect((await w.post('teacher', '/questions/show', { id: question.id })).statusCode).toBe(200);
  });

  it('leaves deleted questions out of a quiz', async () => {
    const question = await w.create('teacher');
    const kept = await w.create('teacher');
    const quiz = quizOf(
      await w.post('teacher', '/quizzes/create', {
        title: 'Com apagada',
        questions: [{ id: question.id }, { id: kept.id }],
      }),
    );
    await w.patch('teacher', '/questions/delete', { id: question.id });
    const shown = quizOf(await w.post('teacher', '/quizzes/show', { id: quiz.id }));
    expect(shown.questions.map((q) => q.id)).toEqual([kept.id]);
    expect(shown.questions_count).toBe(1);
  });
});
