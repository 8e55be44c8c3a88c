import type { QuestionView } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { correctAfterRemoval, questionToForm, toQuestionInput } from './question-form.ts';

const question: QuestionView = {
  id: 'q1',
  question_txt: '<p>Pergunta</p>',
  question_img: '/api/storage/files/p/users/u/a.png?expires=1&signature=x',
  question_snd: null,
  question_img_key: 'p/users/u/a.png',
  question_snd_key: null,
  alternatives: [
    {
      id: 'a1',
      alternative_txt: 'um',
      alternative_img: null,
      alternative_snd: null,
      alternative_img_key: null,
      alternative_snd_key: null,
      correct_alternative: false,
    },
    {
      id: 'a2',
      alternative_txt: 'dois',
      alternative_img: null,
      alternative_snd: null,
      alternative_img_key: null,
      alternative_snd_key: null,
      correct_alternative: true,
    },
  ],
  bncc: { EF01MA06: 'Fatos da adição' },
  keywords: ['soma'],
  grade_id: 20,
  subject: 'Matemática',
  classifications: [],
  likes: 0,
  uses: 0,
  liked: false,
  author: { id: 'u', name: 'Ana' },
  created_at: '2026-03-02T12:00:00Z',
  updated_at: '2026-03-02T12:00:00Z',
  policies: { edit: true },
};

describe('question form', () => {
  it('edits a question sending back its keys, alternative ids and BNCC descriptions', () => {
    const form = questionToForm(question);
    expect(form.correct).toBe('1');
    const input = toQuestionInput({ ...form, bncc: [...form.bncc, 'EF01MA07'] }, question.bncc);
    expect(input).toMatchObject({
      question_img: 'p/users/u/a.png',
      question_snd: null,
      alternatives: [
        { id: 'a1', alternative_txt: 'um', correct_alternative: false },
        { id: 'a2', alternative_txt: 'dois', correct_alternative: true },
      ],
      bncc: { EF01MA06: 'Fatos da adição', EF01MA07: '' },
      subject: 'Matemática',
    });
  });

  it('follows the correct alternative when another is removed', () => {
    expect(correctAfterRemoval('2', 0)).toBe('1');
    expect(correctAfterRemoval('2', 2)).toBe('');
    expect(correctAfterRemoval('1', 3)).toBe('1');
    expect(correctAfterRemoval('', 0)).toBe('');
  });

  it('shows stored alternatives as typed and sends them back unchanged', () => {
    const stored = ['x&lt;y', 'A &amp; B'];
    const form = questionToForm({
      ...question,
      alternatives: question.alternatives.map((alternative, index) => ({
        ...alternative,
        alternative_txt: stored[index] ?? '',
      })),
    });
    expect(form.alternatives.map((a) => a.alternative_txt)).toEqual(['x<y', 'A & B']);
    expect(toQuestionInput(form).alternatives.map((a) => a.alternative_txt)).toEqual(stored);
  });
});
