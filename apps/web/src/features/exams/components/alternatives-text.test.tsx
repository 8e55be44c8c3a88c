import type { ExamQuestion } from '@ava/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../exams-strings.ts';
import { ExamResultView } from './exam-result.tsx';
import { QuestionView } from './question-view.tsx';

/** Alternatives as the server stores plain text typed in the question forms: escaped HTML. */
const question: ExamQuestion = {
  id: '11111111-1111-4111-8111-111111111111',
  question_txt: '<p>Qual afirmação é verdadeira?</p>',
  question_img: null,
  question_snd: null,
  alternatives: [
    { id: 'a1', alternative_txt: 'se a&lt;b então b&gt;a', alternative_img: null, alternative_snd: null },
    { id: 'a2', alternative_txt: 'A &amp; B', alternative_img: null, alternative_snd: null, correct_alternative: true },
  ],
  chosen_alternative_id: 0,
};

describe('alternatives stored as escaped text', () => {
  it('the student reads them as typed in the exam', () => {
    render(
      <QuestionView
        question={question}
        number={1}
        total={1}
        chosen={undefined}
        pending={false}
        disabled={false}
        onChoose={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: /^A\)\s*se a<b então b>a$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^B\)\s*A & B$/ })).toBeInTheDocument();
  });

  it('the student reads them as typed in the result', () => {
    render(
      <ExamResultView
        result={{
          score: 0,
          results: [
            { question_id: question.id, chosen_alternative_id: 'a1', correct_answer: 'a2', invalid_reason: null },
          ],
        }}
        questions={[question]}
        audience="student"
        title="Resultado"
      />,
    );
    expect(screen.getByText('Sua resposta: A) se a<b então b>a')).toBeInTheDocument();
    expect(screen.getByText('Resposta correta: B) A & B')).toBeInTheDocument();
  });

  it('the result shows the question text first, then the answers under it', () => {
    render(
      <ExamResultView
        result={{
          score: 0,
          results: [
            { question_id: question.id, chosen_alternative_id: 'a1', correct_answer: 'a2', invalid_reason: null },
          ],
        }}
        questions={[question]}
        audience="student"
        title="Resultado"
      />,
    );
    const text = screen.getByText('Qual afirmação é verdadeira?');
    const answer = screen.getByText('Sua resposta: A) se a<b então b>a');
    expect(text.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(text.closest('.text-title')).not.toBeNull();
    expect(answer.closest('.text-sm')).not.toBeNull();
  });
});
