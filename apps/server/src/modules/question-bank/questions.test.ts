import { MESSAGES, type QuestionView } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP3, PNG } from '../../platform/storage/test-samples.ts';
import { aQuestion, buildQuestionBankWorld, type QuestionBankWorld } from './question-bank.fixture.ts';

let w: QuestionBankWorld;
beforeAll(async () => {
  w = await buildQuestionBankWorld();
});
afterAll(() => w.ctx.close());

const SIGNED = /^\/api\/storage\/files\/[^?]+\?expires=\d+&signature=[\w-]+$/;

describe('writing questions', () => {
  it('creates a question with sanitised text, its alternatives in order and the author allowed to edit', async () => {
    const question = await w.create(
      'teacher',
      aQuestion({ question_txt: '<p onclick="x()">Quanto é <b>2 + 2</b>?<script>alert(1)</script></p>' }),
    );
    expect(question.question_txt).toBe('<p>Quanto é <b>2 + 2</b>?</p>');
    expect(question.alternatives.map((a) => [a.alternative_txt, a.correct_alternative])).toEqual([
      ['3', false],
      ['4', true],
      ['5', false],
    ]);
    expect(question).toMatchObject({
      bncc: { EF01MA06: 'Construir fatos básicos da adição' },
      keywords: ['adição', 'soma'],
      grade_id: 20,
      subject: 'Matemática',
      classifications: ['fácil'],
      likes: 0,
      uses: 0,
      liked: false,
      author: { id: w.users.teacher.id },
      policies: { edit: true },
    });
    const seen = await w.post('teacherB', '/questions/show', { id: question.id });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ question: QuestionView }>().question.policies).toEqual({ edit: false });
  });

  it('stores alternatives typed as plain text, sent escaped by the forms, exactly as sent', async () => {
    const typed = ['x&lt;y', 'se a&lt;b então b&gt;a', 'A &amp; B'];
    const question = await w.create(
      'teacher',
      aQuestion({
        alternatives: typed.map((alternative_txt, index) => ({ alternative_txt, correct_alternative: index === 0 })),
      }),
    );
    expect(question.alternatives.map((a) => a.alternative_txt)).toEqual(typed);
  });

  it.each([
    [
      'one alternative',
      { alternatives: [{ alternative_txt: 'só', correct_alternative: true }] },
      MESSAGES.questionAlternativesCount,
    ],
    [
      'six alternatives',
      {
        alternatives: Array.from({ length: 6 }, (_, i) => ({ alternative_txt: `${i}`, correct_alternative: i === 0 })),
      },
      MESSAGES.questionAlternativesCount,
    ],
    [
      'no correct alternative',
      { alternatives: [{ alternative_txt: 'a' }, { alternative_txt: 'b' }] },
      MESSAGES.questionOneCorrect,
    ],
    [
      'two correct alternatives',
      {
        alternatives: [
          { alternative_txt: 'a', correct_alternative: true },
          { alternative_txt: 'b', correct_alternative: true },
        ],
      },
      MESSAGES.questionOneCorrect,
    ],
    [
      'an empty alternative',
      { alternatives: [{ alternative_txt: '<p> </p>', correct_alternative: true }, { alternative_txt: 'b' }] },
      MESSAGES.questionAlternativeEmpty,
    ],
    ['no statement', { question_txt: '<p></p>' }, MESSAGES.questionEmpty],
  ])('refuses %s with a Portuguese message and stores nothing', async (_name, overrides, message) => {
    const before = await w.tableCounts();
    const response = await w.post('teacher', '/questions/create', aQuestion(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(expect.objectContaining({ message }));
    expect(await w.tableCounts()).toEqual(before);
  });

  it('keeps uploaded image and sound as keys and answers signed urls; refuses a sound as image', async () => {
    const image = await w.upload('teacher', 'figura.png', PNG);
    const sound = await w.upload('teacher', 'audio.mp3', MP3);
    const question = await w.create(
      'teacher',
      aQuestion({
        question_img: image.key,
        question_snd: sound.key,
        alternatives: [{ alternative_img: image.key, correct_alternative: true }, { alternative_txt: 'outra' }],
      }),
    );
    expect(question.question_img).toMatch(SIGNED);
    expect(question.question_snd).toMatch(SIGNED);
    expect(question.question_img_key).toBe(image.key);
    expect(question.alternatives[0]?.alternative_img).toMatch(SIGNED);
    const loaded = await w.ctx.app.inject({ method: 'GET', url: question.question_img ?? '' });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/png');

    const before = await w.tableCounts();
    const wrongKind = await w.post('teacher', '/questions/create', aQuestion({ question_img: sound.key }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(MESSAGES.questionImageInvalid);
    // Another educator's private upload is not theirs to use.
    const notTheirs = await w.post('teacherB', '/questions/create', aQuestion({ question_snd: sound.key }));
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(MESSAGES.questionSoundInvalid);
    expect(await w.tableCounts()).toEqual(before);
  });

  it('updates its own question keeping the ids of the alternatives sent back', async () => {
    const question = await w.create('teacher');
    const [first, second] = question.alternatives;
    const response = await w.patch('teacher', '/questions/update', {
      id: question.id,
      question: aQuestion({
        question_txt: '<p>Quanto é 3 + 3?</p>',
        subject: 'Aritmética',
        alternatives: [
          { id: second?.id, alternative_txt: '6', correct_alternative: true },
          { id: first?.id, alternative_txt: '5' },
          { alternative_txt: '7' },
          { alternative_txt: '8' },
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ question: QuestionView }>().question;
    expect(updated.question_txt).toBe('<p>Quanto é 3 + 3?</p>');
    expect(updated.subject).toBe('Aritmética');
    expect(updated.alternatives.map((a) => a.alternative_txt)).toEqual(['6', '5', '7', '8']);
    expect(updated.alternatives.slice(0, 2).map((a) => a.id)).toEqual([second?.id, first?.id]);
    expect(updated.alternatives.filter((a) => a.correct_alternative).map((a) => a.id)).toEqual([second?.id]);
  });

  it('lets only the author edit or delete; other educators get 403, other platforms 404, students 403', async () => {
    const question = await w.create('teacher');
    const edit = (who: Parameters<QuestionBankWorld['patch']>[0]) =>
      w.patch(who, '/questions/update', { id: question.id, question: aQuestion({ question_txt: '<p>mudou</p>' }) });
    const teacherB = await edit('teacherB');
    expect(teacherB.statusCode).toBe(403);
    expect(teacherB.json().message).toBe(MESSAGES.questionAuthorOnly);
    expect((await edit('coordinator')).statusCode).toBe(403);
    expect((await edit('foreignTeacher')).statusCode).toBe(404);
    expect((await edit('student1')).statusCode).toBe(403);
    expect((await edit('guardian')).statusCode).toBe(403);
    expect((await w.patch('teacherB', '/questions/delete', { id: question.id })).statusCode).toBe(403);
    expect((await w.post('foreignTeacher', '/questions/show', { id: question.id })).statusCode).toBe(404);
    expect((await w.post('student1', '/questions/show', { id: question.id })).statusCode).toBe(403);
    expect((await w.storedQuestion(question.id))?.question_txt).toBe(question.question_txt);
    expect((await w.storedQuestion(question.id))?.deleted).toBe(false);
  });

  it('refuses an alternative id of another question and changes nothing', async () => {
    const one = await w.create('teacher');
    const other = await w.create('teacher');
    const response = await w.patch('teacher', '/questions/update', {
      id: one.id,
      question: aQuestion({
        alternatives: [
          { id: other.alternatives[0]?.id, alternative_txt: 'x', correct_alternative: true },
          { alternative_txt: 'y' },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.questionAlternativeNotFound);
    const shown = await w.post('teacher', '/questions/show', { id: one.id });
    expect(shown.json<{ question: QuestionView }>().question.alternatives).toEqual(one.alternatives);
  });

  it('deletes by flag: the question stays stored but is never shown or found again', async () => {
    const question = await w.create('teacher', aQuestion({ question_txt: '<p>pergunta apagada única</p>' }));
    const response = await w.patch('teacher', '/questions/delete', { id: question.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Questão excluída com sucesso!');
    expect((await w.storedQuestion(question.id))?.deleted).toBe(true);
    expect((await w.post('teacher', '/questions/show', { id: question.id })).statusCode).toBe(404);
    const search = await w.post('teacher', '/questions/search', { text: 'apagada única' });
    expect(search.json().total).toBe(0);
    expect((await w.patch('teacher', '/questions/delete', { id: question.id })).statusCode).toBe(404);
  });
});
