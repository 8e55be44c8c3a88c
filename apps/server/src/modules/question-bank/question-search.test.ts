import type { QuestionSearchResponse, QuestionView } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aQuestion, buildQuestionBankWorld, type QuestionBankWorld } from './question-bank.fixture.ts';

let w: QuestionBankWorld;
let adicao: QuestionView;
let fotossintese: QuestionView;
let deTeacherB: QuestionView;

beforeAll(async () => {
  w = await buildQuestionBankWorld();
  adicao = await w.create('teacher');
  fotossintese = await w.create(
    'teacher',
    aQuestion({
      question_txt: '<p>O que é fotossíntese?</p>',
      bncc: { EF06CI05: 'Ciclos' },
      keywords: ['plantas'],
      grade_id: 21,
      subject: 'Ciências',
      classifications: ['média'],
    }),
  );
  deTeacherB = await w.create(
    'teacherB',
    aQuestion({ question_txt: '<p>Quanto é 10 - 4?</p>', keywords: ['subtração'] }),
  );
  // Another platform's question never shows.
  await w.create('foreignTeacher', aQuestion({ question_txt: '<p>Quanto é 2 + 2 lá fora?</p>' }));
});
afterAll(() => w.ctx.close());

const ids = (response: { json<T>(): T }) =>
  response
    .json<QuestionSearchResponse>()
    .results.map((q) => q.id)
    .sort();
const sorted = (...questions: QuestionView[]) => questions.map((q) => q.id).sort();

describe('POST /questions/search', () => {
  it('finds every question of the platform, newest first, with cdn and total; empty and null filters are dropped', async () => {
    const response = await w.post('teacher', '/questions/search', {
      text: '',
      bncc: null,
      keywords: [],
      subject: null,
      grade_id: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<QuestionSearchResponse>();
    expect(body).toMatchObject({ cdn: '/api/storage', total: 3, page: 1, per_page: 20 });
    expect(body.results.map((q) => q.id)).toEqual([deTeacherB.id, fotossintese.id, adicao.id]);
  });

  it.each([
    ['text', { text: 'fotossíntese' }, () => sorted(fotossintese)],
    ['bncc', { bncc: 'EF06CI05' }, () => sorted(fotossintese)],
    ['grade', { grade_id: 20 }, () => sorted(adicao, deTeacherB)],
    ['subject, any case', { subject: 'ciências' }, () => sorted(fotossintese)],
    ['keywords (any)', { keywords: ['plantas', 'subtração'] }, () => sorted(fotossintese, deTeacherB)],
    ['classifications (any)', { classifications: ['média'] }, () => sorted(fotossintese)],
    ['mine', { mine: true }, () => sorted(adicao, fotossintese)],
    ['author', { author_id: 'B' }, () => sorted(deTeacherB)],
    ['several at once', { grade_id: 20, keywords: ['soma'] }, () => sorted(adicao)],
  ])('filters by %s', async (_name, filters, expected) => {
    const body = 'author_id' in filters ? { author_id: w.users.teacherB.id } : filters;
    const response = await w.post('teacher', '/questions/search', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response)).toEqual(expected());
  });

  it('pages', async () => {
    const first = await w.post('teacher', '/questions/search', { per_page: 2 });
    const second = await w.post('teacher', '/questions/search', { per_page: 2, page: 2 });
    expect(first.json().total).toBe(3);
    expect([...ids(first), ...ids(second)].sort()).toEqual(sorted(adicao, fotossintese, deTeacherB));
  });

  it('is for educators only', async () => {
    for (const who of ['student1', 'guardian'] as const) {
      expect((await w.post(who, '/questions/search', {})).statusCode).toBe(403);
      expect((await w.post(who, '/exams/questions/search', {})).statusCode).toBe(403);
      expect((await w.get(who, '/questions/filters')).statusCode).toBe(403);
      expect((await w.get(who, '/questions/filters/trees')).statusCode).toBe(403);
      expect((await w.post(who, '/questions/random_questions', { quantity: 1 })).statusCode).toBe(403);
    }
  });
});

describe('POST /exams/questions/search', () => {
  it('answers each question as an exam search result', async () => {
    const response = await w.post('teacherB', '/exams/questions/search', { text: 'fotossíntese' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: fotossintese.id,
      description: 'O que é fotossíntese?',
      bncc: { EF06CI05: 'Ciclos' },
      classifications: ['média'],
      questions: { data: [expect.objectContaining({ id: fotossintese.id })] },
    });
  });
});

describe('POST /questions/random_questions', () => {
  it('picks up to n questions among those matching the filters', async () => {
    const response = await w.post('teacher', '/questions/random_questions', { quantity: 5, grade_id: 20 });
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(sorted(adicao, deTeacherB));
    const one = await w.post('teacher', '/questions/random_questions', { quantity: 1 });
    expect(one.json().results).toHaveLength(1);
    expect((await w.post('teacher', '/questions/random_questions', { quantity: 0 })).statusCode).toBe(400);
  });
});

describe('likes and uses', () => {
  it('toggles the caller’s like and counts the likes of everyone', async () => {
    const like = (who: 'teacher' | 'teacherB') => w.post(who, '/questions/like', { question_id: adicao.id });
    expect((await like('teacher')).json()).toEqual({ liked: true, likes: 1 });
    expect((await like('teacherB')).json()).toEqual({ liked: true, likes: 2 });
    expect((await like('teacher')).json()).toEqual({ liked: false, likes: 1 });
    const seen = await w.post('teacherB', '/questions/show', { id: adicao.id });
    expect(seen.json().question).toMatchObject({ likes: 1, liked: true });
    expect((await w.post('foreignTeacher', '/questions/like', { question_id: adicao.id })).statusCode).toBe(404);
    expect((await w.post('student1', '/questions/like', { question_id: adicao.id })).statusCode).toBe(403);
  });

  it('logs each use', async () => {
    const log = () => w.post('teacherB', '/questions/log', { question_id: fotossintese.id });
    expect((await log()).json()).toEqual({ uses: 1 });
    expect((await log()).json()).toEqual({ uses: 2 });
    expect((await w.post('foreignTeacher', '/questions/log', { question_id: fotossintese.id })).statusCode).toBe(404);
    expect((await w.storedQuestion(fotossintese.id))?.uses).toBe(2);
  });
});

describe('filters', () => {
  it('lists the grades, subjects, classifications and keywords of the platform’s questions', async () => {
    const response = await w.get('teacher', '/questions/filters');
    expect(response.statusCode).toBe(200);
    const groups = response.json<{
      filters: { element_id: string; items: { name: string; element_id: unknown }[] }[];
    }>().filters;
    const namesOf = (id: string) => groups.find((group) => group.element_id === id)?.items.map((item) => item.name);
    expect(namesOf('grade_id')).toEqual(['Série 20', 'Série 21']);
    expect(namesOf('subject')).toEqual(['Ciências', 'Matemática']);
    expect(namesOf('classifications')).toEqual(['fácil', 'média']);
    expect(namesOf('keywords')).toEqual(['adição', 'plantas', 'soma', 'subtração']);
    expect(groups[0]?.items[0]).toEqual({
      name: 'Série 20',
      element_id: 20,
      container_id: 'grade_id',
      from: 'questions',
    });
  });

  it('builds the stage, grade and subject tree and keeps it ten minutes', async () => {
    const trees = async () => (await w.get('teacher', '/questions/filters/trees')).json().trees;
    const first = await trees();
    expect(first).toEqual([
      {
        id: 'fundamental-1',
        name: expect.any(String),
        children: [
          { id: '20', name: 'Série 20', grade_id: 20, children: [{ id: 'Matemática', name: 'Matemática', total: 2 }] },
          { id: '21', name: 'Série 21', grade_id: 21, children: [{ id: 'Ciências', name: 'Ciências', total: 1 }] },
        ],
      },
    ]);
    await w.create('teacher', aQuestion({ subject: 'Geografia' }));
    w.ctx.clock.advance(10 * 60_000 - 1);
    expect(await trees()).toEqual(first);
    w.ctx.clock.advance(1);
    const later = await trees();
    expect(later[0].children[0].children.map((s: { id: string }) => s.id)).toEqual(['Geografia', 'Matemática']);
  });
});

describe('issues of questions', () => {
  it('lists the Question issue types and records a report through the issues module', async () => {
    const types = await w.get('teacher', '/questions/issues');
    expect(types.statusCode).toBe(200);
    const issues = types.json<{ issues: { id: number; subject: string }[] }>().issues;
    expect(issues.map((issue) => issue.subject)).toContain('Gabarito incorreto');
    const wrongAnswer = issues.find((issue) => issue.subject === 'Gabarito incorreto');
    const picture = issues.find((issue) => issue.subject === 'Imagem ou áudio com problema');
    const report = (payload: object) => w.post('teacherB', '/questions/report/issue', payload);
    const sent = await report({ platform: w.platform.slug, issueTypeId: picture?.id, issuableId: adicao.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Erro reportado com sucesso');
    const noComment = await report({ issueTypeId: wrongAnswer?.id, issuableId: adicao.id });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe('Esse campo é obrigatório');
    const withComment = await report({ issueTypeId: wrongAnswer?.id, issuableId: adicao.id, comments: 'É 4.' });
    expect(withComment.statusCode).toBe(200);
    const gameType = await report({ issueTypeId: 1, issuableId: adicao.id });
    expect(gameType.statusCode).toBe(400);
    expect(
      (await w.post('foreignTeacher', '/questions/report/issue', { issueTypeId: picture?.id, issuableId: adicao.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.post('student1', '/questions/report/issue', { issueTypeId: picture?.id, issuableId: adicao.id }))
        .statusCode,
    ).toBe(403);
    expect((await w.get('student1', '/questions/issues')).statusCode).toBe(403);
  });
});
